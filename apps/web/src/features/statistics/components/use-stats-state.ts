import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeStatsState,
  readStatsState,
  type StatsSchema,
  type StatsState,
  writeStatsState,
} from '../utils/stats-state.ts';

/**
 * The page's view read from the address, and a setter that writes a change back to it. Every
 * change adds a history entry, so Back undoes it; reloading or sharing the address shows the same view.
 */
export function useStatsState(schema: StatsSchema, defaultTz: string) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readStatsState(params, schema, defaultTz), [params, schema, defaultTz]);
  const update = useCallback(
    (change: Partial<StatsState>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) =>
          writeStatsState(
            changeStatsState(readStatsState(current, schema, defaultTz), change, schema),
            schema,
            defaultTz,
          ),
        options,
      ),
    [setParams, schema, defaultTz],
  );
  return [state, update] as const;
}

export type UpdateStats = ReturnType<typeof useStatsState>[1];
