import type { StatisticsRole, StatisticsRow } from '@panel/contract';
import type { TFunction } from 'i18next';
import type { SupplyDimension } from '../api/act-on-supply.ts';

export interface SupplyTarget {
  campaignId: number;
  campaignName: string;
  dimension: SupplyDimension;
  item: string;
  /** How the row names the item ("Zone 1042", the site's name). */
  itemName: string;
}

const SUPPLY = new Set(['zone', 'site']);

/**
 * A zone or site cell can be acted on when its row belongs to one campaign: the report is grouped
 * by campaign as well, or filtered to exactly one. Advertisers only (their own campaigns).
 */
export function supplyTargetOf(
  role: StatisticsRole,
  filters: Record<string, string[]>,
  dimension: string,
  row: StatisticsRow,
  text: string,
  t: TFunction,
): SupplyTarget | null {
  if (role !== 'advertiser' || !SUPPLY.has(dimension)) return null;
  const item = row.keys[dimension];
  if (item === undefined || item === '') return null;
  const grouped = row.keys.campaign;
  const filtered = filters.campaign?.length === 1 ? filters.campaign[0] : undefined;
  const campaignId = Number(grouped ?? filtered);
  if (!Number.isInteger(campaignId) || campaignId <= 0) return null;
  return {
    campaignId,
    campaignName: row.labels.campaign ?? t('statistics.act.campaignById', { id: campaignId }),
    dimension: dimension as SupplyTarget['dimension'],
    item: String(item),
    itemName: text,
  };
}
