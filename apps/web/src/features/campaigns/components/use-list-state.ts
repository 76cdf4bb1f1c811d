import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListState, type ListState, readListState, writeListState } from '../utils/list-state.ts';

/**
 * The list's state read from the address, and a setter that writes a change back to it. Typing
 * in the search box replaces the history entry; every other change adds one, so Back undoes it.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeListState(changeListState(readListState(current), change)), options),
    [setParams],
  );
  return [state, update] as const;
}
