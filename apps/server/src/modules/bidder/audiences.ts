import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { retargetingMembers } from '../../db/tracking-schema.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * Who is in the audiences that active campaigns name (targeting.retargeting), in memory, so the
 * bid path asks a Map and never the database. Only those pixels are kept: an audience no running
 * campaign names costs nothing here. `sync` reads a newly named pixel whole, then only the rows
 * changed since the last read (retargeting_members.updated_at, set by a trigger), and forgets
 * members whose membership ran out.
 */
export class AudienceStore {
  private members = new Map<number, Map<string, number>>();
  /**
   * The database's clock at the last read, less 5 s: a row is stamped when its transaction began,
   * so one that committed just after the read may carry an earlier time. Reading a few rows twice
   * is harmless; missing one is not.
   */
  private since: string | null = null;
  private sweptAt = 0;

  has(pixelId: number, uid: string, now: number): boolean {
    if (!uid) return false;
    const expires = this.members.get(pixelId)?.get(uid);
    return expires !== undefined && expires > now;
  }

  /** Pixels named by the snapshot's campaigns. */
  static namedBy(snapshot: Snapshot): Set<number> {
    const named = new Set<number>();
    for (const c of snapshot.campaigns.values()) {
      for (const id of c.retargetingInclude) named.add(id);
      for (const id of c.retargetingExclude) named.add(id);
    }
    return named;
  }

  private put(pixelId: number, uid: string, expiresAt: Date | string): void {
    let map = this.members.get(pixelId);
    if (!map) {
      map = new Map();
      this.members.set(pixelId, map);
    }
    map.set(uid, new Date(expiresAt).getTime());
  }

  async sync(db: Db, named: ReadonlySet<number>): Promise<void> {
    for (const id of this.members.keys()) if (!named.has(id)) this.members.delete(id);
    const fresh = [...named].filter((id) => !this.members.has(id));
    const clock = (await db.execute(sql`select (now() - interval '5 seconds')::text as now`)) as {
      rows: { now: string }[];
    };
    const now = clock.rows[0]?.now ?? new Date().toISOString();
    if (fresh.length > 0) {
      for (const id of fresh) this.members.set(id, new Map());
      const rows = await db
        .select()
        .from(retargetingMembers)
        .where(
          sql`${inArray(retargetingMembers.pixelId, fresh)} and ${retargetingMembers.expiresAt} > now()`,
        );
      for (const r of rows) this.put(r.pixelId, r.uid, r.expiresAt);
    }
    const known = [...named].filter((id) => !fresh.includes(id));
    if (this.since !== null && known.length > 0) {
      const rows = await db
        .select()
        .from(retargetingMembers)
        .where(
          sql`${inArray(retargetingMembers.pixelId, known)} and ${retargetingMembers.updatedAt} > ${this.since}::timestamptz`,
        );
      for (const r of rows) this.put(r.pixelId, r.uid, r.expiresAt);
    }
    this.since = now;
    if (Date.now() - this.sweptAt > 60_000) this.sweep(Date.now());
  }

  /** Drops memberships that ran out. */
  private sweep(now: number): void {
    this.sweptAt = now;
    for (const map of this.members.values())
      for (const [uid, expires] of map) if (expires <= now) map.delete(uid);
  }

  get size(): number {
    let n = 0;
    for (const map of this.members.values()) n += map.size;
    return n;
  }
}
