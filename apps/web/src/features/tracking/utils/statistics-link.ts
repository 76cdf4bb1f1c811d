import { PATHS } from '@panel/contract';

/**
 * The statistics page narrowed to one campaign on the UTC day of `hour`: the day a counted
 * conversion landed in, read in UTC since the landing hour is a UTC hour.
 */
export function statisticsLink(campaignId: number, hour: string): string {
  const day = new Date(hour).toISOString().slice(0, 10);
  const params = new URLSearchParams({ from: day, to: day, tz: 'UTC', campaign: String(campaignId) });
  return `${PATHS.statistics}?${params.toString()}`;
}
