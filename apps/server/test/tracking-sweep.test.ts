import { CONVERSION_WINDOW_DAYS, POSTBACK_LOG_SIZE } from '@panel/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clicks,
  conversions,
  postbackLog,
  postbacks,
  retargetingMembers,
  retargetingPixels,
} from '../src/db/tracking-schema.ts';
import { newClickKey } from '../src/modules/tracking/signing.ts';
import { sweepTracking } from '../src/modules/tracking/tracking-sweep.ts';
import { DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const DAY = 86_400_000;
const token = () => newClickKey().slice(0, 16);

describe.each(DRIVERS)('tracking sweep on %s', (driver) => {
  const ctx = useApp(driver);
  // The app's counting worker passes every second and would mark the "uncounted" click counted
  // between its insert and the sweep (it did on a slow CI run), so the sweep would take it too.
  beforeAll(() => ctx.app.trackingCounter.stop());

  async function advertiserWithGoal() {
    const { user } = await signUpAndIn(ctx.app);
    const advertiserId = Number(user.id);
    const [goal] = await ctx.database.db
      .insert(postbacks)
      .values({ advertiserId, token: token(), name: 'Sale', windowDays: 30, allowRepeats: false })
      .returning();
    if (!goal) throw new Error('no goal');
    return { advertiserId, goal };
  }

  it("keeps each goal's last log rows and nothing of another goal's", async () => {
    const db = ctx.database.db;
    const a = await advertiserWithGoal();
    const b = await advertiserWithGoal();
    const row = (postbackId: number, i: number) => ({
      postbackId,
      status: 'refused' as const,
      reason: 'unknown_click',
      clickId: `c${i}`,
    });
    await db
      .insert(postbackLog)
      .values(Array.from({ length: POSTBACK_LOG_SIZE + 25 }, (_, i) => row(a.goal.id, i)));
    await db.insert(postbackLog).values(Array.from({ length: 10 }, (_, i) => row(b.goal.id, i)));
    await sweepTracking(db);
    const left = await db
      .select({ clickId: postbackLog.clickId })
      .from(postbackLog)
      .where(eq(postbackLog.postbackId, a.goal.id))
      .orderBy(postbackLog.id);
    expect(left).toHaveLength(POSTBACK_LOG_SIZE);
    // The newest stay: the first 25 written are the ones gone.
    expect(left[0]?.clickId).toBe('c25');
    expect(left.at(-1)?.clickId).toBe(`c${POSTBACK_LOG_SIZE + 24}`);
    const other = await db.select().from(postbackLog).where(eq(postbackLog.postbackId, b.goal.id));
    expect(other).toHaveLength(10);
  });

  it('drops memberships that ran out, and counted clicks and conversions past the longest window', async () => {
    const db = ctx.database.db;
    const { advertiserId, goal } = await advertiserWithGoal();
    const [pixel] = await db
      .insert(retargetingPixels)
      .values({ advertiserId, token: token(), name: 'Visitors', typeId: 4, membershipDays: 30 })
      .returning();
    if (!pixel) throw new Error('no pixel');
    const now = Date.now();
    await db.insert(retargetingMembers).values([
      { pixelId: pixel.id, uid: 'gone', expiresAt: new Date(now - 1000) },
      { pixelId: pixel.id, uid: 'stays', expiresAt: new Date(now + DAY) },
    ]);
    const old = new Date(now - (CONVERSION_WINDOW_DAYS.max + 1) * DAY);
    const click = (counted: boolean, createdAt: Date) => ({
      id: newClickKey(),
      advertiserId,
      campaignId: 1,
      context: {},
      counted,
      createdAt,
    });
    const oldCounted = click(true, old);
    const oldUncounted = click(false, old);
    const recent = click(true, new Date(now - DAY));
    await db.insert(clicks).values([oldCounted, oldUncounted, recent]);
    const conversion = (clickId: string, counted: boolean, createdAt: Date) => ({
      postbackId: goal.id,
      clickId,
      dedupeKey: '',
      advertiserId,
      campaignId: 1,
      payoutMicros: 0,
      context: {},
      counted,
      createdAt,
    });
    await db
      .insert(conversions)
      .values([conversion(oldCounted.id, true, old), conversion(oldUncounted.id, false, old)]);

    const result = await sweepTracking(db);
    expect(result.members).toBeGreaterThanOrEqual(1);
    const members = await db
      .select()
      .from(retargetingMembers)
      .where(eq(retargetingMembers.pixelId, pixel.id));
    expect(members.map((m) => m.uid)).toEqual(['stays']);
    const ids = [oldCounted.id, oldUncounted.id, recent.id];
    const leftClicks = await db
      .select({ id: clicks.id })
      .from(clicks)
      .where(sql`${clicks.id} = any(${sql.param(ids)}::text[])`);
    // An uncounted click waits for the counting worker, however old.
    expect(leftClicks.map((c) => c.id).sort()).toEqual([oldUncounted.id, recent.id].sort());
    const leftConversions = await db
      .select({ clickId: conversions.clickId })
      .from(conversions)
      .where(eq(conversions.postbackId, goal.id));
    expect(leftConversions.map((c) => c.clickId)).toEqual([oldUncounted.id]);
  });
});
