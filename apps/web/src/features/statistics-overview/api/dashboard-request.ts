import type { dashboardSchema, StatisticsRangeQuery } from '@panel/contract';
import { apiRequest } from '@/lib/api-client';

export type DashboardQuery = Required<Pick<StatisticsRangeQuery, 'from' | 'to' | 'tz'>>;
type DashboardSchema = typeof dashboardSchema;

/** Statistics move hourly: a minute-old dashboard is fresh enough, and coming back refreshes it. */
export const DASHBOARD_STALE_MS = 60_000;

export const dashboardQueryKey = (query: DashboardQuery) => ['statistics', 'dashboard', query] as const;

/**
 * GET /api/v1/dashboard: KPIs against the period before, spend over time, top campaigns, QPS.
 * Without the contract's schemas (only their type), so the page's first call can go out before
 * they are built; the schema may come as a promise, and the answer waits for it.
 */
export function requestDashboard(
  query: DashboardQuery,
  schema: DashboardSchema | Promise<DashboardSchema>,
  signal?: AbortSignal,
) {
  return apiRequest('/api/v1/dashboard', schema, { query: { ...query }, signal });
}
