import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeTokenList,
  readTokenList,
  type TokenListState,
  writeTokenList,
} from '../utils/token-list-state.ts';

/**
 * The list's state read from the address, and a setter that writes a change back. Typing in the
 * search box replaces the history entry; every other change adds one, so Back undoes it.
 */
export function useTokenList() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTokenList(params), [params]);
  const update = useCallback(
    (change: Partial<TokenListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeTokenList(changeTokenList(readTokenList(current), change)), options),
    [setParams],
  );
  return [state, update] as const;
}
