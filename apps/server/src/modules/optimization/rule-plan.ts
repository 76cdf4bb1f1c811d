import { windowHours } from '@panel/contract';
import { HOUR_MS, hourOf } from './item-stats.ts';
import type { RuleRow } from './rule-view.ts';

/**
 * The hours a rule judges at `now`: its look-back window, ending `conversion_delay_hours`
 * before now (the current, partial hour included when there is no delay).
 */
export function windowOf(
  rule: Pick<RuleRow, 'windowUnit' | 'windowValue' | 'conversionDelayHours'>,
  now: number,
) {
  const toHour = hourOf(now - rule.conversionDelayHours * HOUR_MS) + 1;
  return { fromHour: toHour - windowHours({ unit: rule.windowUnit, value: rule.windowValue }), toHour };
}

/** Where a campaign's traffic optimizer was reset inside the window, its judging starts after the reset. */
export function resetStarts(
  campaigns: { id: number; trafficOptimizerResetAt: Date | null }[],
  fromHour: number,
): Map<number, number> {
  const starts = new Map<number, number>();
  for (const c of campaigns) {
    if (!c.trafficOptimizerResetAt) continue;
    const start = Math.ceil(c.trafficOptimizerResetAt.getTime() / HOUR_MS);
    if (start > fromHour) starts.set(c.id, start);
  }
  return starts;
}

export const itemKey = (campaignId: number, item: string) => `${campaignId}\u0000${item}`;
