import { BID_MAP_MAX, PROTECTED_ZONES_MAX, translateMessage } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignProtectedZones, campaigns } from '../src/db/schema.ts';
import { type Campaign, createCampaign, getCampaign } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const KINDS = [
  { kind: 'country', key: 'country', column: 'bidByCountry', fresh: ['US', 'GB'], kept: 'FR' },
  { kind: 'site', key: 'site_id', column: 'bidBySite', fresh: ['new-1', 'new-2'], kept: 'old' },
  { kind: 'zone', key: 'zone_id', column: 'bidByZone', fresh: ['new-1', 'new-2'], kept: 'old' },
] as const;

/** Keys no call would send (countries run out before the cap), written straight to the row. */
const filler = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1_000_000]));

describe.each(DRIVERS)('totals of bid maps and protected zones on %s', (driver) => {
  const ctx = useApp(driver);
  const put = (token: string, url: string, payload?: object) =>
    call(ctx.app, { method: 'PUT', url, token, payload });

  async function campaignWith(set: Partial<typeof campaigns.$inferInsert>) {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    await ctx.database.db.update(campaigns).set(set).where(eq(campaigns.id, c.id));
    return { token, c };
  }

  it.each(KINDS.map((k) => [k.kind, k] as const))(
    'bid_by_%s: up to the cap passes, one past it is a 409 that changes nothing',
    async (kind, { key, column, fresh, kept }) => {
      const max = BID_MAP_MAX[kind];
      const { token, c } = await campaignWith({ [column]: { ...filler(max - 2), [kept]: 1_000_000 } });
      const url = `/api/v1/campaigns/${c.id}/bid_by_${kind}`;
      const full = await put(token, url, {
        bids: [
          { [key]: fresh[0], bid: 2 },
          { [key]: kept, bid: 3 },
        ],
      });
      expect(full.status, JSON.stringify(full.body)).toBe(200);
      expect((full.body.ext as Campaign)[`bid_by_${kind}`]).toHaveLength(max);

      const before = (await getCampaign(ctx.app, token, c.id)).body;
      const refused = await put(token, url, { bids: [{ [key]: fresh[1], bid: 2 }] });
      expect(refused.status).toBe(409);
      const message = translateMessage('errors.bidsFull', { max, kind, count: max, added: 1 });
      expect(refused.body).toMatchObject({ code: 'CONFLICT', message, fields: { bids: message } });
      expect((await getCampaign(ctx.app, token, c.id)).body).toEqual(before);

      const changed = await put(token, url, { bids: [{ [key]: fresh[0], bid: 4 }] });
      expect(changed.status).toBe(200);
    },
  );

  it('two parallel PUTs that each fit alone cannot both pass the cap', async () => {
    const max = BID_MAP_MAX.zone;
    const { token, c } = await campaignWith({ bidByZone: filler(max - 1) });
    const url = `/api/v1/campaigns/${c.id}/bid_by_zone`;
    const results = await Promise.all(
      ['a', 'b'].map((zone) => put(token, url, { bids: [{ zone_id: zone, bid: 1 }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(Object.keys(stored[0]?.bidByZone ?? {})).toHaveLength(max);
  });

  it('a whole-campaign PUT holds each bid list to the same cap', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const zones = (n: number) => Array.from({ length: n }, (_, i) => ({ zone_id: `z${i}`, bid: 1 }));
    const url = `/api/v1/campaigns/${c.id}`;
    const over = await put(token, url, { bid_by_zone: zones(BID_MAP_MAX.zone + 1) });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ bid_by_zone: translateMessage('validation.listTooLong') });
    const atCap = await put(token, url, { bid_by_zone: zones(BID_MAP_MAX.zone) });
    expect(atCap.status, JSON.stringify(atCap.body)).toBe(200);
    expect((atCap.body.ext as Campaign).bid_by_zone).toHaveLength(BID_MAP_MAX.zone);
  });

  async function protectedUpTo(n: number) {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const rows = Array.from({ length: n }, (_, i) => ({ campaignId: c.id, sspId: 1, zoneId: `z${i}` }));
    await ctx.database.db.insert(campaignProtectedZones).values(rows);
    const protect = (ssp: number, zone: string) =>
      put(token, `/api/v1/campaigns/${c.id}/ssp/${ssp}/zone/${zone}/traffic_optimizer/protect`);
    return { token, c, protect };
  }

  const protectedCount = async (id: number) =>
    (
      await ctx.database.db
        .select()
        .from(campaignProtectedZones)
        .where(eq(campaignProtectedZones.campaignId, id))
    ).length;

  it('protected zones: up to the cap passes, again for one protected passes, one more is a 409', async () => {
    const { token, c, protect } = await protectedUpTo(PROTECTED_ZONES_MAX - 1);
    const last = await protect(2, 'z0');
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect((last.body.ext as Campaign).traffic_optimizer).toMatchObject({
      protected_zones: expect.objectContaining({ length: PROTECTED_ZONES_MAX }),
    });
    expect((await protect(1, 'z7')).status).toBe(200);

    const before = (await getCampaign(ctx.app, token, c.id)).body;
    const refused = await protect(3, 'z0');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: translateMessage('errors.protectedZonesFull', {
        max: PROTECTED_ZONES_MAX,
        count: PROTECTED_ZONES_MAX,
      }),
    });
    expect((await getCampaign(ctx.app, token, c.id)).body).toEqual(before);
    expect(await protectedCount(c.id)).toBe(PROTECTED_ZONES_MAX);
  });

  it('two parallel protects that each fit alone cannot both pass the cap', async () => {
    const { c, protect } = await protectedUpTo(PROTECTED_ZONES_MAX - 1);
    const results = await Promise.all([protect(5, 'a'), protect(5, 'b')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await protectedCount(c.id)).toBe(PROTECTED_ZONES_MAX);
  });
});
