import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { browserTimeZone, DEFAULT_PRESET, type RangePreset } from '@/lib/dates/report-range';
import { useToday } from '@/lib/dates/use-today';
import { dashboardRange } from '../utils/dashboard-range.ts';

/**
 * The dashboard's period, read from `?range=` and written back there (a new history entry, so
 * Back returns to the period before), with the dates and time zone the server is asked for.
 */
export function useRangePreset() {
  const [params, setParams] = useSearchParams();
  const tz = browserTimeZone();
  // Read on every render; useToday renders the page again when the day turns, so the dates move on.
  useToday(tz);
  const { preset, from, to } = dashboardRange(params, tz);
  const range = useMemo(() => ({ from, to, tz }), [from, to, tz]);
  const setPreset = useCallback(
    (next: RangePreset) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next === DEFAULT_PRESET) out.delete('range');
        else out.set('range', next);
        return out;
      }),
    [setParams],
  );
  return { preset, range, setPreset };
}
