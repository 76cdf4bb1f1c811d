import { dateIn } from '@panel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { StatsIngestor } from '../src/modules/statistics/ingest.ts';
import { type Campaign, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

type Stats = {
  spend: number;
  impressions: number;
  clicks: number;
  ctr: number | null;
  conversions: number;
  cpa: number | null;
  today_spend: number;
};
type Item = { id: number; name: string; stats?: Stats };

const DAY = 86_400_000;

/**
 * The campaign list with its figures (issue 18): spend, impressions, clicks, CTR, conversions,
 * CPA and today's spend per campaign over a range, from the campaign cube, sortable by each;
 * another advertiser's traffic never counts.
 */
describe.each(DRIVERS)('campaign list figures on %s', (driver) => {
  const ctx = useApp(driver);
  let token = '';
  let otherToken = '';
  const made: Record<string, Campaign> = {};

  const list = async (query: string, as = token) => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns${query}`, token: as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.ext as { items: Item[] }).items;
  };

  beforeAll(async () => {
    const me = await signUpAndIn(ctx.app);
    token = me.token;
    const other = await signUpAndIn(ctx.app);
    otherToken = other.token;
    for (const name of ['Spender', 'Converter', 'Quiet'])
      made[name] = await createCampaign(ctx.app, token, popunder({ name }));
    const theirs = await createCampaign(ctx.app, otherToken, popunder({ name: 'Theirs' }));
    const now = Date.now();
    const ingest = new StatsIngestor(ctx.database.db);
    const at = (daysAgo: number) => now - daysAgo * DAY;
    const events = (c: Campaign, advertiserId: number, when: number, e: Partial<TrafficEvent>[]) =>
      e.map(
        (x) => ({ at: when, advertiserId, campaignId: c.id, adFormat: 'popunder', ...x }) as TrafficEvent,
      );
    const adv = Number((me.user as { id: number }).id);
    const them = Number((other.user as { id: number }).id);
    for (const e of [
      // Spender: $30 over 3,000 impressions 3 days ago, $5 today, 50 clicks, no conversion.
      ...events(made.Spender as Campaign, adv, at(3), [
        { kind: 'impression', count: 3000 },
        { kind: 'click', count: 50 },
        { kind: 'spend', spendMicros: 30_000_000 },
      ]),
      ...events(made.Spender as Campaign, adv, now, [{ kind: 'spend', spendMicros: 5_000_000 }]),
      // Converter: $12 for 1,000 impressions and 4 conversions 2 days ago.
      ...events(made.Converter as Campaign, adv, at(2), [
        { kind: 'impression', count: 1000 },
        { kind: 'conversion', count: 4 },
        { kind: 'spend', spendMicros: 12_000_000 },
      ]),
      // Twenty days ago: outside the default range.
      ...events(made.Converter as Campaign, adv, at(20), [{ kind: 'spend', spendMicros: 99_000_000 }]),
      ...events(theirs, them, at(1), [{ kind: 'spend', spendMicros: 1_000_000_000 }]),
    ])
      ingest.add(e);
    await ingest.flush();
  });

  it('carries each campaign’s figures over the last 7 days and today’s spend', async () => {
    const items = await list('?with_stats=true&sort=name');
    const by = Object.fromEntries(items.map((i) => [i.name, i.stats]));
    expect(by.Spender).toEqual({
      spend: 35,
      impressions: 3000,
      clicks: 50,
      ctr: 50 / 3000,
      conversions: 0,
      cpa: null,
      today_spend: 5,
    });
    expect(by.Converter).toMatchObject({ spend: 12, conversions: 4, cpa: 3, today_spend: 0 });
    expect(by.Quiet).toEqual({
      spend: 0,
      impressions: 0,
      clicks: 0,
      ctr: null,
      conversions: 0,
      cpa: null,
      today_spend: 0,
    });
    // Without asking, no figures (and no cost).
    expect((await list('?sort=name'))[0]?.stats).toBeUndefined();
  });

  it('sorts by a figure, campaigns without a rate last either way', async () => {
    const names = async (sort: string) => (await list(`?sort=${sort}`)).map((i) => i.name);
    expect(await names('-spend')).toEqual(['Spender', 'Converter', 'Quiet']);
    expect(await names('spend')).toEqual(['Quiet', 'Converter', 'Spender']);
    // Equal figures fall back to the newest first.
    expect(await names('-today_spend')).toEqual(['Spender', 'Quiet', 'Converter']);
    expect((await names('cpa'))[0]).toBe('Converter');
    expect((await names('-cpa'))[0]).toBe('Converter');
    expect((await list('?sort=-spend'))[0]?.stats?.spend).toBe(35);
  });

  it('takes a range and a time zone, and refuses a backwards one naming `to`', async () => {
    const today = dateIn('UTC', Date.now());
    const twentyOne = dateIn('UTC', Date.now() - 21 * DAY);
    const wide = await list(`?with_stats=true&sort=name&from=${twentyOne}&to=${today}&tz=UTC`);
    expect(wide.find((i) => i.name === 'Converter')?.stats?.spend).toBe(111);
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns?with_stats=true&from=${today}&to=${twentyOne}`,
      token,
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields).toHaveProperty('to');
  });

  it('never counts another advertiser’s traffic', async () => {
    const theirs = await list('?with_stats=true', otherToken);
    expect(theirs.map((i) => i.stats?.spend)).toEqual([1000]);
    const mine = await list('?with_stats=true');
    expect(mine.reduce((sum, i) => sum + (i.stats?.spend ?? 0), 0)).toBe(47);
  });
});
