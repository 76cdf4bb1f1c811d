import { type Postback, RETARGETING_TYPES, type Retargeting } from '@panel/contract';
import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };

/** Answers by "METHOD path"; every call is kept, with its query and body, for the test to read. */
export function stubTrackingServer(answers: Record<string, Answer | ((url: URL) => Answer)>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const base: Record<string, Answer> = {
    'GET /resources/retargeting_types': { body: { ext: RETARGETING_TYPES } },
    'GET /api/v1/postbacks': list([]),
    'GET /api/v1/retargeting': list([]),
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

export const list = <T>(items: T[]) => ({ body: { ext: { items, total: items.length } } });

export const postback = (extra: Partial<Postback> = {}): Postback => ({
  id: 7,
  name: 'Sale',
  payout: 12.5,
  conversion_window_days: 30,
  allow_repeats: false,
  url: 'https://panel.example/track/conversion?goal=g7&click_id={click_id}&payout={payout}',
  conversions_today: 3,
  last_conversion_at: '2026-03-02T09:00:00Z',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

export const pixel = (extra: Partial<Retargeting> = {}): Retargeting => ({
  id: 4,
  name: 'Shop visitors',
  type_id: 4,
  membership_days: 30,
  snippet: '<script src="https://panel.example/rt/p4.js"></script>',
  pixel_url: 'https://panel.example/rt/p4.gif',
  audience_size: 1200,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});
