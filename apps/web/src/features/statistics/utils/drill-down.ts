/**
 * Where a row can be opened: a campaign by date, hour, zone, creative or country; a guest's token
 * by date, hour or country. Every pair here is one the rollups keep together, so a drill-down
 * never ends in "these dimensions cannot be combined".
 */
const DRILL_TARGETS: Record<string, readonly string[]> = {
  campaign: ['date', 'hour', 'zone', 'creative', 'country'],
  token: ['date', 'hour', 'country'],
};

export function drillTargets(dimension: string, groupable: readonly string[]): string[] {
  return (DRILL_TARGETS[dimension] ?? []).filter((d) => groupable.includes(d));
}
