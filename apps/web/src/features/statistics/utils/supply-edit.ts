/** A campaign's targeting list of one dimension, as the campaign holds it. */
export interface TargetList {
  mode: 'include' | 'exclude';
  values: string[];
}

/**
 * The list with `item` excluded: added to an exclude list, or taken out of an include list. An
 * include list whose last item it is cannot lose it (the campaign would then buy every zone):
 * 'last_included'. Already out: 'already'.
 */
export function withExcluded(list: TargetList, item: string): TargetList | 'already' | 'last_included' {
  if (list.mode === 'exclude')
    return list.values.includes(item) ? 'already' : { mode: 'exclude', values: [...list.values, item] };
  if (!list.values.includes(item))
    return list.values.length === 0 ? { mode: 'exclude', values: [item] } : 'already';
  if (list.values.length === 1) return 'last_included';
  return { mode: 'include', values: list.values.filter((v) => v !== item) };
}
