import { browserTimeZone, presetRange, readPreset } from '@/lib/dates/report-range';

/**
 * The dashboard's period for its address: the `?range=` preset and its dates on the calendar of
 * `tz`. The page and the data it is sent ahead of it (api/prefetch-dashboard.ts) both read it
 * here, so they ask the same query and the page finds the answer already on its way.
 */
export function dashboardRange(params: URLSearchParams, tz = browserTimeZone()) {
  const preset = readPreset(params);
  return { preset, ...presetRange(preset, tz), tz };
}
