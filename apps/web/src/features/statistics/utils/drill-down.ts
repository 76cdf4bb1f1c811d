import { isStatsCombination, type StatisticsRole } from '@panel/contract';

/**
 * Where a row can be opened: a campaign by date, hour, zone, creative or country; a guest's token
 * by date, hour or country. The row's value joins the filters in use, so only the groupings some
 * rollup keeps together with all of them are offered: a drill-down never ends in "This report
 * cannot be made".
 */
const DRILL_TARGETS: Record<string, readonly string[]> = {
  campaign: ['date', 'hour', 'zone', 'creative', 'country'],
  token: ['date', 'hour', 'country'],
};

export function drillTargets(
  role: StatisticsRole,
  dimension: string,
  groupable: readonly string[],
  filtered: readonly string[],
): string[] {
  return (DRILL_TARGETS[dimension] ?? []).filter(
    (target) => groupable.includes(target) && isStatsCombination(role, [target, ...filtered, dimension]),
  );
}
