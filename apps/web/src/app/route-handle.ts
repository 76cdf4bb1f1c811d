import type { RouteSpec } from '@panel/contract';
import type { UIMatch } from 'react-router';

/** What every page route carries: its row of the contract's route table. */
export interface RouteHandle {
  spec: RouteSpec;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'spec' in handle;
}

/** The route table row of the page being shown: the deepest match that has one. */
export function currentSpec(matches: readonly UIMatch[]): RouteSpec | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.spec;
  }
  return null;
}
