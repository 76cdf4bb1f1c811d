import { translateMessage } from '@panel/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DRIVERS, useApp } from './helpers.ts';
import { addGoal, clickIdFor, convert, logOf, trackingWorld } from './tracking-click-fixtures.ts';

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
