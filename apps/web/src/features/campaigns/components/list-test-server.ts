import { AD_FORMATS, type CampaignListItem, PRICING_MODELS } from '@panel/contract';
import { vi } from 'vitest';

/** A campaign of the list as the server sends it, active unless told. */
export const item = (id: number, name: string, extra: Partial<CampaignListItem> = {}): CampaignListItem => ({
  id,
  name,
  status: 'active',
  group_id: null,
  group_name: null,
  ad_format: '300x250',
  ad_format_family: 'image',
  pricing_model: 'cpm',
  bid: 1.2,
  budget: { daily: 150, total: null, pacing: 'asap' },
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  creatives_count: 2,
  active_creatives_count: 1,
  ...extra,
});

type Answer = { status?: number; body: unknown };

/** Answers by "METHOD path"; every call is kept, with its query and body, for the test to read. */
export function stub(answers: Record<string, Answer | ((url: URL) => Answer)>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const base: Record<string, Answer> = {
    'GET /resources/ad_formats': { body: { ext: AD_FORMATS } },
    'GET /resources/pricing_models': { body: { ext: PRICING_MODELS } },
    'GET /api/v1/groups': { body: { ext: { items: [], total: 0 } } },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key] ?? base[key];
    if (!found) throw new TypeError(`No stubbed answer for ${key}`);
    const answer = typeof found === 'function' ? found(url) : found;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

export const page = (items: CampaignListItem[], total = items.length) => ({
  body: { ext: { items, total } },
});
