import { isStatsCombination, type StatisticsRole } from '@panel/contract';
import { isTime } from './stats-state.ts';

/**
 * Which dimensions keep `candidate` out of a report that already groups or filters by `inUse`:
 * null when some rollup holds them all together. Otherwise the ones it cannot be combined with
 * one by one, or all of them when only their combination is missing (an empty list: no rollup
 * holds the candidate at all).
 */
export function conflictsOf(
  role: StatisticsRole,
  candidate: string,
  inUse: readonly string[],
): string[] | null {
  const others = [...new Set(inUse)].filter((d) => d !== candidate && !isTime(d));
  if (isStatsCombination(role, [candidate, ...others])) return null;
  const alone = others.filter((d) => !isStatsCombination(role, [candidate, d]));
  return alone.length > 0 ? alone : others;
}
