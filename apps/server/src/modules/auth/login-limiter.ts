import { and, count, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export interface LoginLimits {
  windowMs: number;
  perEmail: number;
  perAddress: number;
}

/**
 * Failed sign-ins counted per e-mail and per client address over a sliding window, in the
 * database so that every server process sees the same counts. Returns the minutes to wait
 * when either count has reached its limit, else null.
 */
export async function loginBlockedFor(
  db: Db,
  limits: LoginLimits,
  email: string,
  ip: string,
): Promise<number | null> {
  const since = new Date(Date.now() - limits.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(
      and(inArray(loginFailures.key, [`email:${email}`, `ip:${ip}`]), gt(loginFailures.createdAt, since)),
    )
    .groupBy(loginFailures.key);
  const byKey = new Map(rows.map((r) => [r.key, r.n]));
  const blocked =
    (byKey.get(`email:${email}`) ?? 0) >= limits.perEmail ||
    (byKey.get(`ip:${ip}`) ?? 0) >= limits.perAddress;
  return blocked ? Math.ceil(limits.windowMs / 60_000) : null;
}

export async function recordLoginFailure(
  db: Db,
  limits: LoginLimits,
  email: string,
  ip: string,
): Promise<void> {
  await db.insert(loginFailures).values([{ key: `email:${email}` }, { key: `ip:${ip}` }]);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - limits.windowMs)));
}
