import { type RuleDimension, TARGET_LIST_MAX } from '@panel/contract';

/**
 * What a traffic rule does to a campaign's targeting, and what undo does back, as pure functions
 * of the stored targeting: the evaluator, undo and the campaign's traffic_optimizer/reset all
 * apply them inside the transaction that holds the campaign's row lock.
 */
const LIST_OF = {
  zone: 'zones',
  site: 'sites',
  ssp: 'ssps',
  ssp_endpoint: 'ssp_endpoints',
  country: 'countries',
  os: 'os',
  browser: 'browsers',
} as const;
const CAP = { zone: TARGET_LIST_MAX.large, site: TARGET_LIST_MAX.large } as Partial<
  Record<RuleDimension, number>
>;

type Entry = string | number | { id: number; version_ids: number[] };
type List = { mode: 'include' | 'exclude'; values: Entry[] };
export type StoredTargeting = Record<string, unknown>;

const keyOf = (e: Entry) => (typeof e === 'object' ? String(e.id) : String(e));
const entryOf = (dimension: RuleDimension, item: string): Entry =>
  dimension === 'os' || dimension === 'browser'
    ? { id: Number(item), version_ids: [] }
    : dimension === 'ssp' || dimension === 'ssp_endpoint'
      ? Number(item)
      : item;
const listOf = (targeting: StoredTargeting, dimension: RuleDimension): List =>
  (targeting[LIST_OF[dimension]] as List | undefined) ?? { mode: 'include', values: [] };
const withList = (targeting: StoredTargeting, dimension: RuleDimension, list: List): StoredTargeting => ({
  ...targeting,
  [LIST_OF[dimension]]: list,
});

/** Why an item was left alone: already not bought, the last item of an include list, the list full. */
export type ExcludeSkip = 'excluded' | 'last_included' | 'full';
export type Exclusion =
  | { targeting: StoredTargeting; listMode: 'include' | 'exclude'; previous: Entry | null }
  | { skip: ExcludeSkip };

/**
 * Stops buying `item`: out of a non-empty include list (never its last item, which would buy
 * everything), else into the exclude list (an include list that buys everything becomes an
 * exclude list of this one item, the same traffic but it).
 */
export function excludeItem(targeting: StoredTargeting, dimension: RuleDimension, item: string): Exclusion {
  const list = listOf(targeting, dimension);
  const at = list.values.findIndex((e) => keyOf(e) === item);
  if (list.mode === 'include' && list.values.length > 0) {
    if (at < 0) return { skip: 'excluded' };
    if (list.values.length === 1) return { skip: 'last_included' };
    return {
      targeting: withList(targeting, dimension, {
        mode: 'include',
        values: list.values.filter((_, i) => i !== at),
      }),
      listMode: 'include',
      previous: list.values[at] ?? null,
    };
  }
  const found = list.mode === 'exclude' && at >= 0 ? list.values[at] : undefined;
  // An OS or browser excluded for some versions only is widened to all of them (and restored by undo).
  if (found !== undefined && (typeof found !== 'object' || found.version_ids.length === 0))
    return { skip: 'excluded' };
  const kept = list.mode === 'exclude' ? list.values.filter((_, i) => i !== at) : [];
  if (kept.length >= (CAP[dimension] ?? TARGET_LIST_MAX.small)) return { skip: 'full' };
  return {
    targeting: withList(targeting, dimension, {
      mode: 'exclude',
      values: [...kept, entryOf(dimension, item)],
    }),
    listMode: 'exclude',
    previous: found ?? null,
  };
}

/**
 * Buys `item` again as before the exclusion, if the list is still as the rule left it in that
 * respect: an item the advertiser has since put back, or a list whose mode they changed, is
 * left as they made it.
 */
export function restoreItem(
  targeting: StoredTargeting,
  dimension: RuleDimension,
  item: string,
  listMode: 'include' | 'exclude',
  previous: unknown,
): StoredTargeting {
  const list = listOf(targeting, dimension);
  if (list.mode !== listMode) return targeting;
  const at = list.values.findIndex((e) => keyOf(e) === item);
  if (listMode === 'exclude') {
    if (at < 0) return targeting;
    const values = list.values.filter((_, i) => i !== at);
    if (previous) values.push(previous as Entry);
    return withList(targeting, dimension, { mode: 'exclude', values });
  }
  if (at >= 0 || list.values.length === 0) return targeting;
  return withList(targeting, dimension, {
    mode: 'include',
    values: [...list.values, (previous as Entry | null) ?? entryOf(dimension, item)],
  });
}
