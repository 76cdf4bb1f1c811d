import { translateMessage } from '@panel/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clickIdOf, newClickKey } from '../src/modules/tracking/signing.ts';
import { DRIVERS, useApp } from './helpers.ts';
import {
  addGoal,
  addPixel,
  audience,
  clickIdFor,
  convert,
  logOf,
  trackingWorld,
} from './tracking-click-fixtures.ts';

describe.each(DRIVERS)('conversion postback on %s', (driver) => {
  const ctx = useApp(driver);

  it('counts a conversion of a click once, with its payout, and logs it', async () => {
    const world = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId, { payoutMicros: 2_500_000 });
    const clickId = await clickIdFor(ctx, world);
    const first = await convert(ctx, { goal: goal.token, click_id: clickId, payout: '12.5', aff: 'x' });
    expect(first.status).toBe(204);
    expect(Number(first.headers['x-conversion-id'])).toBeGreaterThan(0);
    const again = await convert(ctx, { goal: goal.token, click_id: clickId }, 'POST');
    expect(again).toMatchObject({
      status: 409,
      body: { error: true, code: 'DUPLICATE', fields: { click_id: translateMessage('errors.duplicate') } },
    });
    const rows = (await ctx.database.db.execute(
      sql`select payout_micros, campaign_id, context->>'country' as country from conversions where postback_id = ${goal.id}`,
    )) as { rows: { payout_micros: string; campaign_id: number; country: string }[] };
    expect(rows.rows).toEqual([
      { payout_micros: expect.anything(), campaign_id: world.campaign.id, country: 'DE' },
    ]);
    expect(Number(rows.rows[0]?.payout_micros)).toBe(12_500_000);
    expect(await logOf(ctx.database.db, goal.id)).toEqual([
      {
        status: 'counted',
        reason: null,
        click_id: clickId,
        payout: '12.500000',
        campaign_id: world.campaign.id,
        test: false,
      },
      {
        status: 'refused',
        reason: 'duplicate',
        click_id: clickId,
        payout: '2.500000',
        campaign_id: world.campaign.id,
        test: false,
      },
    ]);
  });
});

describe.each(DRIVERS)('conversion refusals on %s', (driver) => {
  const ctx = useApp(driver);
  const refusedAs = (res: Awaited<ReturnType<typeof convert>>, status: number, code: string, field: string) =>
    expect({ status: res.status, code: res.body.code, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
      status,
      code,
      fields: [field],
    });

  it('refuses in order, each with its reason in the log; an unknown goal is not logged', async () => {
    const world = await trackingWorld(ctx);
    const other = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId, { windowDays: 1 });
    const clickId = await clickIdFor(ctx, world);
    const theirs = await clickIdFor(ctx, other);
    const [key, signature] = clickId.split('.') as [string, string];
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}.${signature}`;
    refusedAs(await convert(ctx, { goal: 'nope-goal', click_id: clickId }), 404, 'UNKNOWN_GOAL', 'goal');
    refusedAs(await convert(ctx, { goal: 'x'.repeat(33), click_id: clickId }), 404, 'UNKNOWN_GOAL', 'goal');
    refusedAs(await convert(ctx, { goal: goal.token }), 400, 'MISSING_CLICK_ID', 'click_id');
    refusedAs(
      await convert(ctx, { goal: goal.token, click_id: '{click_id}' }),
      400,
      'MISSING_CLICK_ID',
      'click_id',
    );
    refusedAs(await convert(ctx, { goal: goal.token, click_id: tampered }), 400, 'FORGED_CLICK', 'click_id');
    refusedAs(
      await convert(ctx, { goal: goal.token, click_id: 'x'.repeat(500) }),
      400,
      'FORGED_CLICK',
      'click_id',
    );
    for (const payout of ['abc', '-1', '10000.000001', '1.1234567', '1e3', '100000', ' 1'])
      refusedAs(
        await convert(ctx, { goal: goal.token, click_id: clickId, payout }),
        400,
        'BAD_PAYOUT',
        'payout',
      );
    const unknown = clickIdOf(world.signer, newClickKey());
    refusedAs(await convert(ctx, { goal: goal.token, click_id: unknown }), 404, 'UNKNOWN_CLICK', 'click_id');
    refusedAs(await convert(ctx, { goal: goal.token, click_id: theirs }), 404, 'UNKNOWN_CLICK', 'click_id');
    await ctx.database.db.execute(
      sql`update clicks set created_at = now() - interval '2 days' where id = ${key}`,
    );
    refusedAs(await convert(ctx, { goal: goal.token, click_id: clickId }), 410, 'EXPIRED', 'click_id');
    const log = await logOf(ctx.database.db, goal.id);
    expect(log.map((r) => r.reason)).toEqual([
      'missing_click_id',
      'missing_click_id',
      'forged_click',
      'forged_click',
      ...Array(7).fill('bad_payout'),
      'unknown_click',
      'unknown_click',
      'expired',
    ]);
    expect(log.every((r) => r.status === 'refused')).toBe(true);
    expect(log[3]?.click_id).toHaveLength(100);
    expect(log[4]?.payout).toBe('abc');
    expect(log.at(-1)?.campaign_id).toBe(world.campaign.id);
    const counted = (await ctx.database.db.execute(
      sql`select count(*)::int as n from conversions where postback_id = ${goal.id}`,
    )) as { rows: { n: number }[] };
    expect(counted.rows[0]?.n).toBe(0);
  });

  it('counts repeats: each call without txid, each txid once; the default payout or 0', async () => {
    const world = await trackingWorld(ctx);
    const repeats = await addGoal(ctx.database.db, world.advertiserId, {
      allowRepeats: true,
      payoutMicros: 3_000_000,
    });
    const clickId = await clickIdFor(ctx, world);
    const q = { goal: repeats.token, click_id: clickId };
    expect((await convert(ctx, q)).status).toBe(204);
    expect((await convert(ctx, { ...q, payout: '{payout}', txid: '{txid}' })).status).toBe(204);
    expect((await convert(ctx, { ...q, txid: 'T-1' })).status).toBe(204);
    expect((await convert(ctx, { ...q, txid: 'T-1', payout: '9' })).status).toBe(409);
    expect((await convert(ctx, { ...q, txid: 'T-2', payout: '0' })).status).toBe(204);
    const once = await addGoal(ctx.database.db, world.advertiserId);
    expect((await convert(ctx, { goal: once.token, click_id: clickId, txid: 'A' })).status).toBe(204);
    expect((await convert(ctx, { goal: once.token, click_id: clickId, txid: 'B' })).status).toBe(409);
    const payouts = (await ctx.database.db.execute(
      sql`select payout_micros::text as p from conversions where click_id = ${clickId.split('.')[0]} order by id`,
    )) as { rows: { p: string }[] };
    expect(payouts.rows.map((r) => r.p)).toEqual(['3000000', '3000000', '3000000', '0', '0']);
  });

  it('counts a signed test conversion as a test each time; an unsigned test parameter is ignored', async () => {
    const world = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId);
    const clickId = await clickIdFor(ctx, world);
    const test = world.signer.sign('test', `${goal.token}:${clickId}`);
    expect((await convert(ctx, { goal: goal.token, click_id: clickId, test })).status).toBe(204);
    expect((await convert(ctx, { goal: goal.token, click_id: clickId, test })).status).toBe(204);
    expect((await convert(ctx, { goal: goal.token, click_id: clickId, test: 'forged' })).status).toBe(204);
    expect((await convert(ctx, { goal: goal.token, click_id: clickId })).status).toBe(409);
    expect((await logOf(ctx.database.db, goal.id)).map((r) => [r.status, r.test])).toEqual([
      ['counted', true],
      ['counted', true],
      ['counted', false],
      ['refused', false],
    ]);
  });

  it('adds the clicking visitor to the conversion audiences of the advertiser', async () => {
    const world = await trackingWorld(ctx);
    const pixel = await addPixel(ctx.database.db, world.advertiserId, 3, 10);
    const goal = await addGoal(ctx.database.db, world.advertiserId);
    const clickId = await clickIdFor(ctx, world);
    expect(await audience(ctx.database.db, pixel.id)).toEqual([]);
    expect((await convert(ctx, { goal: goal.token, click_id: clickId })).status).toBe(204);
    const members = await audience(ctx.database.db, pixel.id);
    expect(members).toHaveLength(1);
    const days = (new Date(members[0]?.expires_at ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThan(10.1);
  });

  it('ignores a POST body of any type', async () => {
    const world = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId);
    const clickId = await clickIdFor(ctx, world);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/track/conversion?goal=${goal.token}&click_id=${clickId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'click_id=other&payout=5',
    });
    expect(res.statusCode).toBe(204);
  });
});
