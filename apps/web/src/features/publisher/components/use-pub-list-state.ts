import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changePubListState,
  type PubListState,
  pubListQuery,
  readPubListState,
} from '../utils/pub-list-state.ts';

/**
 * A publisher list's state read from the address, and a setter that writes a change back to it.
 * Typing in the search box replaces the history entry; every other change adds one, so Back undoes it.
 */
export function usePubListState(sortKeys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readPubListState(params, sortKeys), [params, sortKeys]);
  const update = useCallback(
    (change: Partial<PubListState>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) =>
          new URLSearchParams(pubListQuery(changePubListState(readPubListState(current, sortKeys), change))),
        options,
      ),
    [setParams, sortKeys],
  );
  return [state, update] as const;
}
