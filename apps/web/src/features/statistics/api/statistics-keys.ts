import type { StatisticsRole } from '@panel/contract';

/** The statistics pages: which role's entities drive the screen, and which call answers it. */
export interface StatsSource {
  role: StatisticsRole;
  path: string;
}

export const ADVERTISER_SOURCE: StatsSource = { role: 'advertiser', path: '/api/v1/statistics/advertiser' };
export const PUBLISHER_SOURCE: StatsSource = { role: 'publisher', path: '/api/v1/statistics/publisher' };
export const GUEST_SOURCE: StatsSource = {
  role: 'guest_ssp',
  path: '/api/v1/guest_ssp/statistics/advertiser',
};

/** Statistics move hourly: a minute-old report is fresh enough, and coming back to it refreshes it. */
export const REPORT_STALE_MS = 60_000;

export const reportKey = (source: StatsSource, query: Record<string, string>) =>
  ['statistics', 'report', source.path, query] as const;
