import { AD_FORMATS, type Campaign, defaultTargeting, PRICING_MODELS } from '@panel/contract';
import { vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';

/** The campaign and the server the conflict tests of the editor run against. */
export const opened: Campaign = aCampaign({
  id: 7,
  status: 'paused',
  creatives: [
    {
      id: 70,
      campaign_id: 7,
      type: 'url',
      name: 'Ad 1',
      status: 'active',
      reject_reason: null,
      click_url: null,
      created_at: '2026-03-01T10:00:00Z',
      updated_at: '2026-03-01T10:00:00Z',
    },
  ],
  version: 7,
});

// A colleague raised the bid and narrowed the countries while the user was editing.
export const changed: Campaign = {
  ...opened,
  bid: 3,
  targeting: { ...defaultTargeting(), countries: { mode: 'include', values: ['DE'] } },
  version: 9,
};

export const conflict = {
  error: true,
  code: 'VERSION_CONFLICT',
  message: 'This campaign was changed since you opened it, so nothing was saved.',
};

interface Put {
  ifMatch: string | null;
  body: { name?: string; bid?: number };
}

/**
 * Answers GET of the campaign with `gets` in turn (the last one from then on), PUT with `puts` in
 * turn, recording each PUT, and a status change with the campaign the next GET gives.
 */
export function stub(gets: Campaign[], puts: { status: number; body: unknown }[]) {
  const sent: Put[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let answer: { status: number; body: unknown } = { status: 200, body: { ext: [] } };
    if (pathname === '/resources/ad_formats') answer = { status: 200, body: { ext: AD_FORMATS } };
    if (pathname === '/resources/pricing_models') answer = { status: 200, body: { ext: PRICING_MODELS } };
    if (pathname === '/api/v1/groups' || pathname === '/api/v1/retargeting')
      answer = { status: 200, body: { ext: { items: [], total: 0 } } };
    if (pathname === '/api/v1/campaigns/7' && method === 'GET') {
      answer = { status: 200, body: { ext: gets.length > 1 ? gets.shift() : gets[0] } };
    }
    if (pathname.startsWith('/api/v1/campaigns/7/status/')) answer = { status: 200, body: { ext: gets[0] } };
    if (pathname === '/api/v1/campaigns/7' && method === 'PUT') {
      sent.push({
        ifMatch: new Headers(init?.headers).get('If-Match'),
        body: JSON.parse(String(init?.body)),
      });
      answer = puts.shift() ?? { status: 500, body: {} };
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}
