import type { StatisticsDimension } from '@panel/contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, stubFetch, testQueryClient } from '@/testing/render';
import { useFilterOptions } from './get-filter-options.ts';
import { ADVERTISER_SOURCE } from './statistics-keys.ts';

const DEVICE_TYPE: StatisticsDimension = {
  id: 'device_type',
  name: 'Device type',
  group_by: true,
  filter: true,
  options: '/resources/device_types',
};

const devices = (desktop: string) => ({
  body: { ext: [{ id: 2, name: desktop, code: 'desktop' }] },
});

describe('the choices of a statistics filter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('come again in the new language once a change of language invalidated the answers', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'GET /resources/device_types': devices('Desktop') })));
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers client={client}>{children}</Providers>
    );
    const { result } = renderHook(() => useFilterOptions(ADVERTISER_SOURCE, DEVICE_TYPE, {}), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ value: '2', label: 'Desktop' }]));

    // What LanguageEffects does on a change of language: every answer but the user's is stale.
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'GET /resources/device_types': devices('Stationär') })));
    await client.invalidateQueries();
    await waitFor(() => expect(result.current.data).toEqual([{ value: '2', label: 'Stationär' }]));
  });
});
