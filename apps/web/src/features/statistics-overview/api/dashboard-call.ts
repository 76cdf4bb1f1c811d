import { dashboardRange } from '../utils/dashboard-range.ts';

export const DASHBOARD_PATH = '/api/v1/dashboard';

/**
 * The dashboard's first call for the address opened, built without the page's modules (no
 * schema), so that its route can send it ahead of them (app/page-data.ts).
 */
export function dashboardCall(url: URL) {
  const { from, to, tz } = dashboardRange(url.searchParams);
  return { path: DASHBOARD_PATH, query: { from, to, tz } };
}
