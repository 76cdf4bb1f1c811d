import { PATHS } from '@panel/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { getTokenStore } from '@/lib/auth/token-store';
import { renderRoutes, testQueryClient } from '@/testing/render';
import { appRoutes } from './routes.ts';

// The modules that read the figures' answer (their schema, their query) never arrive here: the
// call must not wait for them (issue 14: at 4× they came 400–800 ms after the route's loader ran).
vi.mock('@/features/statistics-overview/api/prefetch-dashboard', () => new Promise(() => {}));

afterEach(() => {
  vi.unstubAllGlobals();
  getTokenStore().clear();
});

it('sends the dashboard’s first call before the modules that read its answer have loaded', async () => {
  getTokenStore().setOwn('session');
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return new Promise<Response>(() => {});
  });
  const client = testQueryClient();
  renderRoutes(appRoutes({ queryClient: client }), { path: `${PATHS.advDashboard}?range=yesterday`, client });
  await waitFor(() =>
    expect(asked).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/dashboard\?from=\d{4}-\d\d-\d\d&to=/),
    ),
  );
});
