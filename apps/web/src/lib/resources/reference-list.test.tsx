import { AD_FORMATS, CITY_IDS_MAX, SUBSCRIPTION_PERIODS } from '@panel/contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, stubFetch, testQueryClient } from '@/testing/render';
import { useAdFormats } from './get-ad-formats.ts';
import { useCitySearch } from './get-cities.ts';
import { useCitiesById } from './get-cities-by-id.ts';
import { getGroups } from './get-groups.ts';
import { useRegionsOf } from './get-regions.ts';
import { useSubscriptionPeriods } from './get-subscription-periods.ts';

const region = (id: string, name: string) => ({
  id,
  name,
  name_en: null,
  country_id: 1,
  country: id.slice(0, 2),
});

function wrapper() {
  const client = testQueryClient();
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => <Providers client={client}>{children}</Providers>,
  };
}

const urls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('reference lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks without the 'Other' entry and keeps the list for the session", async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /resources/ad_formats': { body: { ext: AD_FORMATS } } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useAdFormats(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(AD_FORMATS.length));
    expect(urls(fetchMock)).toEqual(['/resources/ad_formats?hide_other=true']);
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: ['resources', 'ad_formats'] })[0]
        ?.isStale(),
    ).toBe(false);
  });

  it('parses items with the contract schema and refuses a list with an item without id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = [{ ...SUBSCRIPTION_PERIODS[0], id: undefined }];
    vi.stubGlobal('fetch', stubFetch({ 'GET /resources/subscription_periods': { body: { ext: broken } } }));
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSubscriptionPeriods(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('loads the regions of each country once and joins them in order', async () => {
    const byCountry: Record<string, unknown[]> = {
      US: [region('US-CA', 'California')],
      DE: [region('DE-BY', 'Bavaria')],
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const country = new URL(String(input), 'http://x').searchParams.get('country') ?? '';
      return new Response(JSON.stringify({ ext: byCountry[country] ?? [] }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useRegionsOf(['us', 'DE']), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.regions.map((r) => r.id)).toEqual(['US-CA', 'DE-BY']);
    expect(urls(fetchMock)).toEqual([
      '/resources/regions?hide_other=true&country=US',
      '/resources/regions?hide_other=true&country=DE',
    ]);
  });

  it('searches cities only once something is typed', async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /resources/cities': { body: { ext: [] } } }));
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper: Wrapper } = wrapper();
    const { result, rerender } = renderHook(({ search }) => useCitySearch(['US'], search), {
      wrapper: Wrapper,
      initialProps: { search: ' ' },
    });
    expect(result.current.isFetching).toBe(false);
    rerender({ search: 'new' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(urls(fetchMock)[0]).toBe('/resources/cities?hide_other=true&country=US&search=new&limit=20');
  });

  it('looks cities up by id in sorted batches the server takes', async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /resources/cities': { body: { ext: [] } } }));
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper: Wrapper } = wrapper();
    const ids = Array.from({ length: CITY_IDS_MAX + 1 }, (_, i) => CITY_IDS_MAX + 1 - i);
    renderHook(() => useCitiesById([...ids, 1]), { wrapper: Wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const asked = urls(fetchMock).map((url) => new URL(url, 'http://x').searchParams.get('ids')?.split(','));
    expect(asked.map((batch) => batch?.length)).toEqual([CITY_IDS_MAX, 1]);
    expect(asked[0]?.slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it("lists the caller's groups, the 'No group' entry first when asked", async () => {
    const items = [{ id: 0, name: 'No group', campaigns_count: 1, created_at: null, updated_at: null }];
    const fetchMock = vi.fn(stubFetch({ 'GET /api/v1/groups': { body: { ext: { items, total: 0 } } } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getGroups(true)).toEqual(items);
    expect(urls(fetchMock)[0]).toBe('/api/v1/groups?with_no_group=true&sort=name&page=1&per_page=100');
  });
});
