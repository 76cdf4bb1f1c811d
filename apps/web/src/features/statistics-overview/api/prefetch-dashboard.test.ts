import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboard } from '@/testing/dashboard-fixture';
import { stubFetch, testQueryClient } from '@/testing/render';
import { dashboardRange } from '../utils/dashboard-range.ts';
import { dashboardQueryKey } from './dashboard-request.ts';
import { prefetchDashboard } from './prefetch-dashboard.ts';

// The page's module (and the contract's schemas with it) arrives only when the test says so.
const schemaModule = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./get-dashboard.ts', async (importOriginal) => {
  await schemaModule.arrived;
  return importOriginal();
});

describe('prefetchDashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the call before the schemas have come, and keeps the answer once they have', async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /api/v1/dashboard': { body: { ext: dashboard() } } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = testQueryClient();
    const url = new URL('http://localhost/adv/dashboard/?range=last_30_days');

    const prefetched = prefetchDashboard(client, url);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { from, to, tz } = dashboardRange(url.searchParams);
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ from, to, tz });
    // Out, but not kept: the answer waits for its schema.
    const key = dashboardQueryKey({ from, to, tz });
    expect(client.getQueryState(key)?.status).toBe('pending');

    schemaModule.arrive();
    await prefetched;
    expect(client.getQueryData(key)).toEqual(dashboard());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
