import {
  CAMPAIGN_STATUSES,
  type CampaignListItem,
  campaignListItemSchema,
  creativeItemSchema,
  PER_PAGE_MAX,
  type StatisticsDimension,
} from '@panel/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getAllPages } from '@/lib/get-all-pages';
import { adFormatsQueryOptions } from '@/lib/resources/get-ad-formats';
import { browsersQueryOptions } from '@/lib/resources/get-browsers';
import { carriersQueryOptions } from '@/lib/resources/get-carriers';
import { connectionTypesQueryOptions } from '@/lib/resources/get-connection-types';
import { countriesQueryOptions } from '@/lib/resources/get-countries';
import { deviceTypesQueryOptions } from '@/lib/resources/get-device-types';
import { languagesQueryOptions } from '@/lib/resources/get-languages';
import { operatingSystemsQueryOptions } from '@/lib/resources/get-operating-systems';
import { REFERENCE_STALE_TIME } from '@/lib/resources/reference-list';
import { getStatisticsReport } from './get-statistics-report.ts';
import { REPORT_STALE_MS, type StatsSource } from './statistics-keys.ts';

/** A choice of a filter: the value the report's query takes, and its name. */
export interface FilterOption {
  value: string;
  label: string;
}

type ListLoader = (client: QueryClient, signal: AbortSignal) => Promise<FilterOption[]>;
const named = (items: readonly { id: string | number; name: string }[]) =>
  items.map((i) => ({ value: String(i.id), label: i.name }));

/**
 * Every campaign of the advertiser, archived ones too, by name. The list comes in pages of 100 at
 * most: they are read one after the other until the list's total is reached (or a page is empty,
 * should campaigns be deleted meanwhile), so an advertiser with more campaigns can filter by any.
 */
export function getAllCampaigns(signal?: AbortSignal): Promise<CampaignListItem[]> {
  return getAllPages('/api/v1/campaigns', campaignListItemSchema, {
    query: { status: CAMPAIGN_STATUSES.join(','), sort: 'name' },
    perPage: PER_PAGE_MAX,
    signal,
  });
}

/**
 * The lists a dimension's `options` names, each read as the report's filter takes its values:
 * ids for most, ISO codes for countries and languages, format codes for ad formats. Reference
 * lists come from the session cache the other screens fill; `fetchQuery`, not `ensureQueryData`,
 * so a list a change of language invalidated is fetched again in the new language.
 */
const LISTS: Record<string, ListLoader> = {
  '/api/v1/campaigns': async (_client, signal) => named(await getAllCampaigns(signal)),
  '/resources/creatives': async (_client, signal) =>
    named(await apiRequest('/resources/creatives', z.array(creativeItemSchema), { signal })),
  '/resources/countries': async (client) =>
    (await client.fetchQuery(countriesQueryOptions())).map((c) => ({ value: c.alpha2, label: c.label })),
  '/resources/os': async (client) => named(await client.fetchQuery(operatingSystemsQueryOptions())),
  '/resources/browsers': async (client) => named(await client.fetchQuery(browsersQueryOptions())),
  '/resources/device_types': async (client) => named(await client.fetchQuery(deviceTypesQueryOptions())),
  '/resources/connection_types': async (client) =>
    named(await client.fetchQuery(connectionTypesQueryOptions())),
  '/resources/carriers': async (client) =>
    (await client.fetchQuery(carriersQueryOptions())).map((c) => ({
      value: String(c.id),
      label: `${c.name} (${c.country})`,
    })),
  '/resources/languages': async (client) =>
    (await client.fetchQuery(languagesQueryOptions())).map((l) => ({ value: l.code, label: l.name })),
  '/resources/ad_formats': async (client) =>
    (await client.fetchQuery(adFormatsQueryOptions())).map((f) => ({ value: f.code, label: f.name })),
};

/** Values with traffic in the period: where a dimension has no list of its own (sites, zones, SSPs). */
async function valuesWithTraffic(
  source: StatsSource,
  dimension: string,
  range: Record<string, string>,
  signal: AbortSignal,
): Promise<FilterOption[]> {
  const report = await getStatisticsReport(
    source,
    { ...range, group_by: dimension, sort: '-impressions', per_page: '1000' },
    signal,
  );
  return report.rows
    .map((r) => ({
      value: String(r.keys[dimension] ?? ''),
      label: r.labels[dimension] ?? String(r.keys[dimension]),
    }))
    .filter((o) => o.value !== '');
}

/** The choices of one filter; `range` (from, to, tz) matters only to dimensions without a list. */
export function useFilterOptions(
  source: StatsSource,
  dimension: StatisticsDimension,
  range: Record<string, string>,
) {
  const client = useQueryClient();
  const loader = dimension.options ? LISTS[dimension.options] : undefined;
  return useQuery({
    queryKey: loader
      ? ['statistics', 'filter-options', String(dimension.options)]
      : ['statistics', 'filter-options', source.path, String(dimension.id), range],
    queryFn: ({ signal }) =>
      loader ? loader(client, signal) : valuesWithTraffic(source, String(dimension.id), range, signal),
    staleTime: loader ? REFERENCE_STALE_TIME : REPORT_STALE_MS,
  });
}
