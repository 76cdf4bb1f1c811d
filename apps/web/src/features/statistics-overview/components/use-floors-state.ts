import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FloorsState, readFloorsState, writeFloorsState } from '../utils/floors-state.ts';

/** The bid floors view read from the address, and a setter that writes a change back (Back undoes it). */
export function useFloorsState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readFloorsState(params), [params]);
  const update = useCallback(
    (change: Partial<FloorsState>) =>
      setParams((current) => writeFloorsState({ ...readFloorsState(current), ...change })),
    [setParams],
  );
  return [state, update] as const;
}
