import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeTrackingList,
  readTrackingList,
  type TrackingListState,
  writeTrackingList,
} from '../utils/tracking-list-state.ts';

/**
 * The page's state read from the address, and a setter that writes a change back to it. Typing
 * in the search box replaces the history entry; every other change adds one, so Back undoes it.
 */
export function useTrackingList() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTrackingList(params), [params]);
  const update = useCallback(
    (change: Partial<TrackingListState>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => writeTrackingList(changeTrackingList(readTrackingList(current), change)),
        options,
      ),
    [setParams],
  );
  return [state, update] as const;
}

export type UpdateTrackingList = ReturnType<typeof useTrackingList>[1];
