import type { ReachNotCounted, Targeting } from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { canonicalCarrier } from '../../resources/carriers.ts';
import { languageCodeOf } from '../../resources/languages.ts';

/**
 * A campaign's targeting as conditions on the rollups' columns (stats-schema.ts). The rollups keep
 * the audience (country, region, OS, browser, device, connection, carrier, language) in one cube
 * and the supply (SSP, endpoint, site, zone) in another, so each part is kept apart.
 */

interface List<T> {
  mode: 'include' | 'exclude';
  values: readonly T[];
}

/** `column in (…)` or `not in`; null when the list is empty (it buys everything). */
export function listCondition<T extends string | number>(column: string, list: List<T>): SQL | null {
  if (list.values.length === 0) return null;
  const values = sql.join(
    list.values.map((v) => sql`${v}`),
    sql`, `,
  );
  return list.mode === 'include'
    ? sql`${sql.raw(column)} in (${values})`
    : sql`${sql.raw(column)} not in (${values})`;
}

/** Whether a fixed value (the platform's zones have SSP 0 and endpoint 0) passes a list. */
export const passesList = <T>(list: List<T>, value: T): boolean =>
  list.values.length === 0 || list.values.includes(value) === (list.mode === 'include');

/**
 * An OS or browser list by family: an included family counts whole, whatever versions it names;
 * an excluded one is left out only when it names no version (all of it is excluded).
 */
function familyList(list: Targeting['os']): { list: List<number>; versions: boolean } {
  const versions = list.values.some((v) => v.version_ids.length > 0);
  const ids =
    list.mode === 'include'
      ? list.values.map((v) => v.id)
      : list.values.filter((v) => v.version_ids.length === 0).map((v) => v.id);
  return { list: { mode: list.mode, values: ids }, versions };
}

export interface ReachConditions {
  /** On the audience cubes (advertiser's and publishers'). */
  audience: SQL[];
  /** On the supply cubes, besides the country. */
  country: SQL | null;
  supply: { ssp: SQL | null; endpoint: SQL | null; site: SQL | null; zone: SQL | null };
  notCounted: ReachNotCounted[];
}

/** `family` is the format's: subscription age applies to push traffic only. */
export function reachConditions(t: Targeting, family: string | undefined): ReachConditions {
  const os = familyList(t.os);
  const browsers = familyList(t.browsers);
  const languages = {
    mode: t.languages.mode,
    values: t.languages.values.map((id) => languageCodeOf(id) ?? `#${id}`),
  };
  const carriers = { ...t.carriers, values: t.carriers.values.map((id) => canonicalCarrier(id) ?? id) };
  const country = listCondition('country', t.countries);
  const audience = [
    country,
    listCondition('region', t.regions),
    listCondition('language', languages),
    listCondition('device_type', t.device_types),
    listCondition('os_id', os.list),
    listCondition('browser_id', browsers.list),
    listCondition('connection_type', t.connection_types),
    listCondition('carrier_id', carriers),
  ].filter((c): c is SQL => c !== null);
  const notCounted: ReachNotCounted[] = [];
  if (t.cities.values.length > 0) notCounted.push('cities');
  if (t.ip_ranges.values.length > 0) notCounted.push('ip_ranges');
  if (t.traffic_categories.values.length > 0) notCounted.push('traffic_categories');
  if (family === 'push' && t.subscription_periods.values.length > 0) notCounted.push('subscription_periods');
  if (t.retargeting.include.length + t.retargeting.exclude.length > 0) notCounted.push('retargeting');
  if (os.versions) notCounted.push('os_versions');
  if (browsers.versions) notCounted.push('browser_versions');
  return {
    audience,
    country,
    supply: {
      ssp: listCondition('ssp_id', t.ssps),
      endpoint: listCondition('ssp_endpoint_id', t.ssp_endpoints),
      site: listCondition('site_id', t.sites),
      zone: listCondition('zone_id', t.zones),
    },
    notCounted,
  };
}

/** `a and b and …`, or true. */
export const allOf = (conditions: readonly (SQL | null)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};
