import { canOpen, dashboardSchema, PATHS, ROUTES, type Role, userSchema } from '@panel/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { z } from 'zod';
import { App } from '@/app/app';
import type { DrawnState } from '@/app/drawn-page';
import { routerReady } from '@/app/prerendered-login';
import { appRoutes } from '@/app/routes';
import { DASHBOARD_PATH } from '@/features/statistics-overview/api/dashboard-call';
import { dashboardQueryOptions } from '@/features/statistics-overview/api/get-dashboard';
import { dashboardRange } from '@/features/statistics-overview/utils/dashboard-range';
import { drawingIn } from '@/lib/dates/report-range';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/session/get-user';

/**
 * What the server draws with its data, built apart (`vite build --ssr`, dist-ssr/) and loaded by
 * the server (apps/server/src/plugins/web-drawn-pages.ts). The server asks which calls a page
 * needs (`drawnPageCalls`), makes them as the visitor (their token, through its own routes, so
 * every rule and scope holds), and hands the answers to `drawSignedInPage`, which renders the app
 * as main.tsx would, with the answers in its query cache; main.tsx then takes that markup over.
 */

/** A call of the API, as the page itself makes it. */
export interface DrawnCall {
  path: string;
  query: Record<string, string>;
}

interface PageQuery {
  call: DrawnCall;
  queryKey: readonly unknown[];
  schema: z.ZodType;
}

/** The pages drawn with their data, by path: the dashboard, a signed-in visitor's first page. */
const DRAWN_PAGES: Record<string, (url: URL, tz: string) => PageQuery[]> = {
  [PATHS.advDashboard]: (url, tz) => {
    const { from, to } = dashboardRange(url.searchParams, tz);
    const query = { from, to, tz };
    return [
      {
        call: { path: DASHBOARD_PATH, query },
        queryKey: dashboardQueryOptions(query).queryKey,
        schema: dashboardSchema,
      },
    ];
  },
};

/** Whether the route at `pathname` opens for `role`, as the app's guards decide (contract canOpen). */
const opensFor = (pathname: string, role: Role) => {
  const route = ROUTES.find((r) => r.path === pathname);
  return route !== undefined && canOpen(route, role);
};

/** The page at a path-and-query address, if it is one drawn here; null for anything else. */
const pageOf = (address: string) => {
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(address, 'http://panel.invalid');
  } catch {
    return null;
  }
  const queries = DRAWN_PAGES[url.pathname];
  return queries ? { url, queries } : null;
};

/** The calls the page at `address` (path and query) is drawn from, in `tz`; null: not drawn here. */
export function drawnPageCalls(address: string, tz: string): DrawnCall[] | null {
  const page = pageOf(address);
  return page ? page.queries(page.url, tz).map((q) => q.call) : null;
}

/**
 * The app's markup at `address` for `user` (the `ext` of POST /auth/user) with `answers` (the
 * `ext` of each of drawnPageCalls' calls, in order), and the state main.tsx takes it over with.
 * Null when the page is not one of the user's (role) or an answer is not what the page reads.
 */
export async function drawSignedInPage(input: {
  address: string;
  tz: string;
  user: unknown;
  answers: unknown[];
  at: number;
}): Promise<{ markup: string; state: DrawnState } | null> {
  const page = pageOf(input.address);
  const user = userSchema.safeParse(input.user);
  if (!page || !user.success || !opensFor(page.url.pathname, user.data.role)) return null;
  const queries = page.queries(page.url, input.tz);
  if (queries.length !== input.answers.length) return null;
  const state: DrawnState = {
    address: input.address,
    tz: input.tz,
    at: input.at,
    user: user.data,
    queries: [],
  };
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user.data);
  for (const [i, query] of queries.entries()) {
    const answer = query.schema.safeParse(input.answers[i]);
    if (!answer.success) return null;
    queryClient.setQueryData(query.queryKey, answer.data, { updatedAt: input.at });
    state.queries.push([query.queryKey, answer.data]);
  }
  const router = createMemoryRouter(appRoutes(), { initialEntries: [input.address] });
  await routerReady(router);
  const markup = drawingIn(input.tz, () =>
    renderToString(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
  return { markup, state };
}

/**
 * Draws the dashboard once with made-up figures, so the server's first visitor does not wait for
 * what a first draw costs (the page's modules loaded, the code compiled: 400 ms against 20–50 ms
 * after, on this machine). The server's thread runs it before it says it is ready.
 */
export async function warmUp(): Promise<void> {
  const tz = 'UTC';
  const { from, to } = dashboardRange(new URLSearchParams(), tz);
  const kpis = ['spend', 'impressions', 'clicks', 'ctr', 'conversions', 'ecpm'].map((id) => ({
    id,
    value: 1,
    previous: 1,
    change: 0,
  }));
  const metrics = { spend: 1, impressions: 1, clicks: 1 };
  const dashboard = {
    from,
    to,
    tz,
    previous: { from, to, basis: 'same_length', until: null },
    kpis,
    granularity: 'date',
    series: [{ key: from, metrics }],
    top_campaigns: [{ id: 1, name: 'Warm-up', metrics }],
    qps: { current: 1, peak: 1, series: [{ key: `${from}T00:00`, qps: 1 }] },
  };
  const user = {
    id: 0,
    email: 'warm-up@panel.invalid',
    role: 'advertiser',
    account_type: 'advertiser',
    legal_type: 'company',
    firstname: 'Warm',
    lastname: 'Up',
    acting: false,
    language: null,
  };
  const drawn = await drawSignedInPage({
    address: PATHS.advDashboard,
    tz,
    user,
    answers: [dashboard],
    at: 0,
  });
  if (!drawn)
    throw new Error('the warm-up dashboard was not drawn: its made-up answers no longer fit the schemas');
}
