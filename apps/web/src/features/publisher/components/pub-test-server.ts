import { AD_FORMATS, TRAFFIC_CATEGORIES } from '@panel/contract';
import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };

/** Answers by "METHOD path"; every call is kept, with its query and body, for the test to read. */
export function stubPubServer(answers: Record<string, Answer | ((url: URL) => Answer)>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const base: Record<string, Answer> = {
    'GET /resources/ad_formats': { body: { ext: AD_FORMATS } },
    'GET /resources/traffic_categories': { body: { ext: TRAFFIC_CATEGORIES } },
    'GET /api/v1/pub/sites': { body: { ext: { items: [], total: 0 } } },
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
