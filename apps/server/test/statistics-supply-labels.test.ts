import { guestSspIdOf } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestSspTokens, publisherSites, publisherZones } from '../src/db/supply-schema.ts';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { call, DRIVERS, signInAs, type TestContext, useApp } from './helpers.ts';
import { createEndpoint, guestSendingTo } from './ssp-fixtures.ts';

type Report = { rows: { keys: Record<string, string | number>; labels: Record<string, string> }[] };
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dayOf(Date.now());

async function platformZone(ctx: TestContext) {
  const publisher = await signInAs(ctx, 'publisher');
  const publisherId = Number(publisher.user.id);
  const [site] = await ctx.database.db
    .insert(publisherSites)
    .values({ publisherId, name: 'Private site name', url: 'https://games.example.org/', status: 'active' })
    .returning();
  const [zone] = await ctx.database.db
    .insert(publisherZones)
    .values({ publisherId, siteId: site?.id ?? 0, name: 'Exit pop', adFormat: 'popunder', status: 'active' })
    .returning();
  return { site: String(site?.id), zone: String(zone?.id) };
}

describe.each(DRIVERS)("names of an advertiser's supply in its statistics (%s)", (driver) => {
  const ctx = useApp(driver);

  it('names SSPs, endpoints, guest tokens and platform sites and zones, and nothing of other accounts', async () => {
    const me = await signInAs(ctx, 'advertiser');
    const other = await signInAs(ctx, 'advertiser');
    const advertiserId = Number(me.user.id);
    const endpoint = await createEndpoint(ctx, me.token, { name: 'Pops EU' });
    const theirs = await createEndpoint(ctx, other.token, { name: 'Their secret endpoint' });
    const guest = await guestSendingTo(ctx, advertiserId);
    const guestId = Number(guest.user.id);
    await ctx.database.db
      .update(guestSspTokens)
      .set({ name: 'Feed A' })
      .where(eq(guestSspTokens.guestId, guestId));
    const [token] = await ctx.database.db
      .select()
      .from(guestSspTokens)
      .where(eq(guestSspTokens.guestId, guestId));
    const strangerGuest = await signInAs(ctx, 'guest-ssp');
    const inventory = await platformZone(ctx);

    const at = Date.now() - 3_600_000;
    const base = {
      kind: 'impression',
      at,
      count: 5,
      advertiserId,
      campaignId: 1,
      adFormat: 'popunder',
    } as const;
    const events: Partial<TrafficEvent>[] = [
      { ...base, sspId: 1, sspEndpointId: endpoint.id, siteId: inventory.site, zoneId: inventory.zone },
      { ...base, sspId: 2, sspEndpointId: theirs.id, siteId: 'site-2-1', zoneId: 'zone-2-7' },
      { ...base, sspId: guest.sspId, sspEndpointId: token?.id ?? 0, guestSspId: guestId },
      { ...base, sspId: guestSspIdOf(Number(strangerGuest.user.id)), sspEndpointId: 0 },
    ];
    await ingestEvents(ctx.database.db, events as TrafficEvent[]);

    const report = async (groupBy: string) => {
      const res = await call(ctx.app, {
        method: 'GET',
        // From the day of the events: an hour ago is yesterday during the first hour of a UTC day.
        url: `/api/v1/statistics/advertiser?from=${dayOf(at)}&to=${today()}&tz=UTC&group_by=${groupBy}`,
        token: me.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = (res.body.ext as unknown as Report).rows;
      return Object.fromEntries(rows.map((r) => [String(r.keys[groupBy]), r.labels[groupBy] ?? null]));
    };

    expect(await report('ssp')).toEqual({
      '1': 'Adverta Exchange',
      '2': 'PopCore SSP',
      [String(guest.sspId)]: expect.any(String),
      [String(guestSspIdOf(Number(strangerGuest.user.id)))]: null,
    });
    expect(await report('ssp_endpoint')).toEqual({
      [String(endpoint.id)]: 'Pops EU',
      [String(theirs.id)]: null,
      [String(token?.id)]: expect.stringMatching(/ · Feed A$/),
      '0': null,
    });
    const sites = await report('site');
    expect(sites[inventory.site]).toBe('games.example.org');
    expect(sites['site-2-1']).toBeNull();
    // A zone's name is the publisher's own; advertisers see where it is.
    expect((await report('zone'))[inventory.zone]).toBe(`games.example.org #${inventory.zone}`);
  });
});
