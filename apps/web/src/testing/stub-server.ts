import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };
export type Answers = Record<string, Answer | ((url: URL) => Answer)>;

/**
 * Answers `fetch` by "METHOD path" from `answers`, else from `base` (what a page reads on its
 * own: reference lists, empty lists); every call is kept, with its query and body, for the test
 * to read. An unanswered call throws, naming it.
 */
export function stubServer(base: Answers, answers: Answers) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
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

/** A page of a list as the API sends it. */
export const list = <T>(items: T[], total = items.length) => ({ body: { ext: { items, total } } });
