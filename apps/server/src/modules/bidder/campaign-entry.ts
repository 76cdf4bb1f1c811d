import { BlockList, isIP, isIPv6, SocketAddress } from 'node:net';
import {
  type CreativeContent,
  type FrequencyCap,
  familyOf,
  type Targeting,
  targetingSchema,
  WEEKDAYS,
} from '@panel/contract';
import { canonicalCarrier } from '../resources/carriers.ts';

/**
 * A campaign as the auction reads it: every list of its targeting compiled once, when the index
 * is built, into sets and a block list, so a request is checked by lookups, never by scanning a
 * list or parsing anything.
 */

/** `null` buys everything (an empty list, whatever its mode). */
export interface Filter<T> {
  include: boolean;
  values: ReadonlySet<T>;
}
export type MaybeFilter<T> = Filter<T> | null;

export const passes = <T>(filter: MaybeFilter<T>, value: T): boolean =>
  filter === null || filter.values.has(value) === filter.include;

/** An OS or browser filter: the family, and where versions are listed, one of them. */
export interface VersionedFilter {
  include: boolean;
  /** Family id to its listed version ids (empty: every version). */
  values: ReadonlyMap<number, ReadonlySet<number>>;
}

export function passesVersioned(filter: VersionedFilter | null, family: number, version: number): boolean {
  if (filter === null) return true;
  const versions = filter.values.get(family);
  const listed = versions !== undefined && (versions.size === 0 || versions.has(version));
  return listed === filter.include;
}

export interface IpFilter {
  include: boolean;
  list: BlockList;
}

const addresses = new WeakMap<object, SocketAddress | null>();

/**
 * The request's address parsed once, however many campaigns check it (each check with a string
 * would parse it again); null when it is not an address.
 */
function socketOf(owner: object, ip: string): SocketAddress | null {
  let parsed = addresses.get(owner);
  if (parsed === undefined) {
    const family = isIP(ip);
    parsed = family === 0 ? null : new SocketAddress({ address: ip, family: family === 6 ? 'ipv6' : 'ipv4' });
    addresses.set(owner, parsed);
  }
  return parsed;
}

/** `owner` is the object the address belongs to (the request's audience), the key of its parse. */
export function passesIp(filter: IpFilter | null, ip: string, owner: object = { ip }): boolean {
  if (filter === null) return true;
  const address = ip ? socketOf(owner, ip) : null;
  let listed = false;
  try {
    listed = address !== null && filter.list.check(address);
  } catch {
    listed = false;
  }
  return listed === filter.include;
}

export interface CreativeEntry {
  id: number;
  type: string;
  content: CreativeContent;
}

export interface CampaignEntry {
  id: number;
  advertiserId: number;
  adFormat: string;
  family: string;
  pricingModel: string;
  /** The campaign's bid in its pricing model's unit: CPM, per click or per conversion. */
  bidMicros: number;
  dailyBudgetMicros: number | null;
  totalBudgetMicros: number | null;
  pacing: 'asap' | 'even';
  timeZone: string;
  startDate: string | null;
  endDate: string | null;
  /** 7 × 24 flags, Monday first, hours local to `timeZone`; null runs always. */
  schedule: Uint8Array | null;
  frequencyCap: FrequencyCap | null;
  destinationUrl: string;
  countries: MaybeFilter<string>;
  regions: MaybeFilter<string>;
  cities: MaybeFilter<number>;
  languages: MaybeFilter<number>;
  deviceTypes: MaybeFilter<number>;
  os: VersionedFilter | null;
  browsers: VersionedFilter | null;
  connectionTypes: MaybeFilter<number>;
  carriers: MaybeFilter<number>;
  ipRanges: IpFilter | null;
  trafficCategories: MaybeFilter<number>;
  subscriptionPeriods: MaybeFilter<number>;
  ssps: MaybeFilter<number>;
  sspEndpoints: MaybeFilter<number>;
  sites: MaybeFilter<string>;
  zones: MaybeFilter<string>;
  retargetingInclude: readonly number[];
  retargetingExclude: readonly number[];
  bidByCountry: ReadonlyMap<string, number>;
  bidBySite: ReadonlyMap<string, number>;
  bidByZone: ReadonlyMap<string, number>;
  /** Active (approved, not paused) creatives; a campaign without one is not indexed. */
  creatives: readonly CreativeEntry[];
  /**
   * What one thousand impressions are worth to a CPC or CPA campaign, from its own click or
   * conversion rate (history-estimate.ts); the CPM bid itself for CPM campaigns.
   */
  estimatedCpmMicros: number;
}

const filterOf = <T>(list: { mode: string; values: readonly T[] }): MaybeFilter<T> =>
  list.values.length === 0 ? null : { include: list.mode === 'include', values: new Set(list.values) };

const versionedOf = (list: Targeting['os']): VersionedFilter | null =>
  list.values.length === 0
    ? null
    : {
        include: list.mode === 'include',
        values: new Map(list.values.map((v) => [v.id, new Set(v.version_ids)])),
      };

function ipFilterOf(list: Targeting['ip_ranges']): IpFilter | null {
  if (list.values.length === 0) return null;
  const block = new BlockList();
  for (const value of list.values) {
    const slash = value.indexOf('/');
    const address = slash < 0 ? value : value.slice(0, slash);
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (slash < 0) block.addAddress(address, type);
      else block.addSubnet(address, Number(value.slice(slash + 1)), type);
    } catch {
      // The contract checked every value; one that still fails is left out, not fatal.
    }
  }
  return { include: list.mode === 'include', list: block };
}

export function scheduleOf(grid: Record<string, number[]> | null): Uint8Array | null {
  if (!grid) return null;
  const flags = new Uint8Array(7 * 24);
  WEEKDAYS.forEach((day, d) => {
    for (const hour of grid[day] ?? []) if (hour >= 0 && hour < 24) flags[d * 24 + hour] = 1;
  });
  return flags;
}

const mapOf = (record: Record<string, number> | null | undefined) => new Map(Object.entries(record ?? {}));

/** The row of the campaigns table, as the index loader reads it. */
export interface CampaignRow {
  id: number;
  advertiserId: number;
  adFormat: string;
  pricingModel: string;
  bidMicros: number;
  dailyBudgetMicros: number | null;
  totalBudgetMicros: number | null;
  pacing: 'asap' | 'even';
  timeZone: string;
  startDate: string | null;
  endDate: string | null;
  frequencyCap: FrequencyCap | null;
  schedule: Record<string, number[]> | null;
  targeting: unknown;
  bidByCountry: Record<string, number>;
  bidBySite: Record<string, number>;
  bidByZone: Record<string, number>;
  destinationUrl: string;
}

export function compileCampaign(
  row: CampaignRow,
  creatives: readonly CreativeEntry[],
  estimatedCpmMicros: number,
): CampaignEntry | null {
  // Targeting that no longer passes the contract (a row written under an older schema) would
  // otherwise fall back to "everything": such a campaign is left out of the auction instead.
  const parsed = targetingSchema.safeParse(row.targeting ?? {});
  if (!parsed.success) return null;
  const t = parsed.data;
  return {
    id: row.id,
    advertiserId: row.advertiserId,
    adFormat: row.adFormat,
    family: familyOf(row.adFormat) ?? '',
    pricingModel: row.pricingModel,
    bidMicros: Number(row.bidMicros),
    dailyBudgetMicros: row.dailyBudgetMicros === null ? null : Number(row.dailyBudgetMicros),
    totalBudgetMicros: row.totalBudgetMicros === null ? null : Number(row.totalBudgetMicros),
    pacing: row.pacing,
    timeZone: row.timeZone,
    startDate: row.startDate,
    endDate: row.endDate,
    schedule: scheduleOf(row.schedule),
    frequencyCap: row.frequencyCap,
    destinationUrl: row.destinationUrl,
    countries: filterOf(t.countries),
    regions: filterOf(t.regions),
    cities: filterOf(t.cities),
    languages: filterOf(t.languages),
    deviceTypes: filterOf(t.device_types),
    os: versionedOf(t.os),
    browsers: versionedOf(t.browsers),
    connectionTypes: filterOf(t.connection_types),
    // A code pair saved before its brand was listed once counts as the brand's listed carrier,
    // the id the bid request resolves to (resources/carriers.ts).
    carriers: filterOf({ ...t.carriers, values: t.carriers.values.map((id) => canonicalCarrier(id) ?? id) }),
    ipRanges: ipFilterOf(t.ip_ranges),
    trafficCategories: filterOf(t.traffic_categories),
    subscriptionPeriods: filterOf(t.subscription_periods),
    ssps: filterOf(t.ssps),
    sspEndpoints: filterOf(t.ssp_endpoints),
    sites: filterOf(t.sites),
    zones: filterOf(t.zones),
    retargetingInclude: t.retargeting.include,
    retargetingExclude: t.retargeting.exclude,
    bidByCountry: mapOf(row.bidByCountry),
    bidBySite: mapOf(row.bidBySite),
    bidByZone: mapOf(row.bidByZone),
    creatives,
    estimatedCpmMicros,
  };
}
