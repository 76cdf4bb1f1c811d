import type { Role } from '@panel/contract';
import type { Tenant } from './authz-tenants.ts';

type Json = Record<string, unknown>;
type Params = Record<string, string | number>;

/** One call a stranger makes at the owner's data, and what must come of it. */
export interface Probe {
  /** Path parameters; each one left out names the owner's object of that name. */
  params?: (their: Tenant, mine: Tenant) => Params;
  /** Dates and filters naming the owner's ids: the answer must hold no figure, as the stranger has
   * no traffic and nothing with those ids. */
  query?: (their: Tenant) => string;
  /** The body, made from the route's OpenAPI example so that only ownership can refuse it. */
  body?: (example: Json | undefined, their: Tenant, mine: Tenant) => Json | Buffer;
  /** 404 unless said: another account's object does not exist for the caller. */
  status?: number;
  /** The field a refusal names: the one that holds the owner's id, not some other mistake. */
  field?: string;
  /** Parts of the answer that would tell about the owner's objects; must be empty. */
  leaked?: (ext: never, their: Tenant) => unknown[];
  /** Sent with a second session of the stranger, as the call ends the session it comes with. */
  spare?: true;
}

/**
 * `public`: no session needed, and none of the roles' sessions matters. `ownToken`: public, but
 * the route takes a token of its own instead of a session (a guest SSP's bid token), so without
 * one it answers 401.
 */
export type Entry =
  | { public: string; ownToken?: true }
  | { access: readonly Role[] | 'any'; probes: Probe[] };

/** A call on the caller's own account: it works, and touches and tells nothing of the owner. */
export const own = (access: readonly Role[] | 'any', status = 200, more: Probe = {}): Entry => ({
  access,
  probes: [{ status, ...more }],
});
