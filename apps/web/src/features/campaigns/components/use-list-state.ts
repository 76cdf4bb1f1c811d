import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeListState, type ListState, readListState, writeListState } from '../utils/list-state.ts';

/**
 * The list's state read from the address, and a setter that writes a change back to it. Typing
 * in the search box replaces the history entry; every other change adds one, so Back undoes it.
 *
 * Each change builds on the last address asked for, not on the one last drawn: React Router's
 * functional update hands over the params of its last render, so a second change made before the
 * first was drawn (a format picked, then a tab clicked at once on a busy machine) used to drop
 * the first. The address the list reads from outside (Back, a link) resets it.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const requested = useRef(params);
  const state = useMemo(() => {
    requested.current = params;
    return readListState(params);
  }, [params]);
  const update = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) => {
      const next = writeListState(changeListState(readListState(requested.current), change));
      requested.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [state, update] as const;
}
