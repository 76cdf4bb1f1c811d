import type { ActiveSession } from './session-repository.ts';

/** How long a session read from the database is believed without asking again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  session: ActiveSession;
  until: number;
}

/**
 * Sessions (with their user) by token hash, so a signed-in request does not cost a database
 * round trip. Nothing here may outlive what it holds: logout and the profile call drop their
 * entries at once in the process that served them; every process drops a user's entries when the
 * database says the user or one of their sessions changed (`session_changes`, migration 0012:
 * a logout, a revocation, a role change, an edit, a deletion, also by the operator's commands);
 * and an entry is never believed past SESSION_CACHE_TTL_MS (the bound if a notice were lost
 * while the listener reconnects) nor past the session's own expiry. The idle clock is kept by
 * the database read that refills an entry, which records the use at most once a minute anyway.
 */
export class SessionCache {
  readonly #byHash = new Map<string, Entry>();
  readonly #byUser = new Map<number, Set<string>>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  get(tokenHash: string, now = Date.now()): ActiveSession | null {
    const entry = this.#byHash.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.#forget(tokenHash, entry.session.user.id);
      return null;
    }
    return entry.session;
  }

  set(tokenHash: string, session: ActiveSession, now = Date.now()): void {
    if (this.#byHash.size >= MAX_ENTRIES) this.clear();
    this.#byHash.set(tokenHash, { session, until: now + this.ttlMs });
    const hashes = this.#byUser.get(session.user.id) ?? new Set<string>();
    hashes.add(tokenHash);
    this.#byUser.set(session.user.id, hashes);
  }

  /** Every session of the user: their row or one of their sessions changed. */
  dropUser(userId: number): void {
    for (const hash of this.#byUser.get(userId) ?? []) this.#byHash.delete(hash);
    this.#byUser.delete(userId);
  }

  clear(): void {
    this.#byHash.clear();
    this.#byUser.clear();
  }

  get size(): number {
    return this.#byHash.size;
  }

  #forget(tokenHash: string, userId: number) {
    this.#byHash.delete(tokenHash);
    this.#byUser.get(userId)?.delete(tokenHash);
  }
}
