import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same from render to render and calls the `handler` of the latest one.
 * For handlers passed to memoized rows: a new arrow function at each render of the page would
 * draw every row again when one changes (a selection, a pending switch). The latest handler is
 * taken in a layout effect, before any event can reach it, never during a render.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
