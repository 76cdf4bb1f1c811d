import { AD_FORMATS, PRICING_MODELS } from '@panel/contract';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { COUNTRIES } from '@/testing/countries';

/** The editor's tests' server: the reference lists it reads, and what POST /campaigns answers. */
export type Answer = { status?: number; body: unknown };

export const REACH_PATH = '/api/v1/campaigns/reach_estimate';
/** What the summary's reach estimate gets unless a test says otherwise. */
export const REACH_ESTIMATE = {
  days: 7,
  format_requests_per_day: 45_000,
  requests_per_day: 12_150,
  not_counted: ['cities', 'os_versions'],
  bid: { pricing_model: 'cpm', low: 0.5, high: 1.25, basis: 'own', requests: 315_000 },
};

/** The bodies the summary's reach estimate was asked with, oldest first. */
export const reachBodies = (): Record<string, unknown>[] =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === REACH_PATH)
    .map(([, init]) => JSON.parse(String(init?.body)));

export function stub(post: Answer, extra: Record<string, Answer> = {}) {
  const posted: unknown[] = [];
  const answers: Record<string, Answer> = {
    'GET /resources/ad_formats': { body: { ext: AD_FORMATS } },
    'GET /resources/pricing_models': { body: { ext: PRICING_MODELS } },
    'GET /resources/countries': { body: { ext: COUNTRIES } },
    'GET /api/v1/groups': { body: { ext: { items: [], total: 0 } } },
    'GET /api/v1/retargeting': { body: { ext: { items: [], total: 0 } } },
    'POST /api/v1/campaigns': post,
    [`POST ${REACH_PATH}`]: { body: { ext: REACH_ESTIMATE } },
    ...extra,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      // The estimate follows the form as it is typed; `posted` keeps what the user sent.
      if (init?.method === 'POST' && url.pathname !== REACH_PATH) posted.push(JSON.parse(String(init.body)));
      // Reference lists the test does not look at answer empty.
      const answer = answers[key] ?? { body: { ext: [] } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return posted;
}

/** A text box whose label starts with `name` (the label may go on with a hint or an asterisk). */
export const text = (name: string) =>
  screen.getByRole('textbox', { name: (label: string) => label.startsWith(name) });

export async function fillDirectLink(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByRole('textbox', { name: /^Campaign name/ }), 'Direct DE');
  await u.click(screen.getByRole('combobox', { name: /^Ad format/ }));
  await u.click(await screen.findByRole('option', { name: 'Direct link' }));
  await u.type(text('Bid'), '2.5');
  await u.type(text('Destination URL'), 'https://offer.example.com/');
}
