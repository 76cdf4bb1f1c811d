import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { optimizationRules } from '../../src/db/optimization-schema.ts';
import { campaigns, users } from '../../src/db/schema.ts';
import { CUBE_DIMENSION_COLUMNS, CUBES } from '../../src/db/stats-schema.ts';
import { hourOf } from '../../src/modules/optimization/item-stats.ts';
import { ruleColumns } from '../../src/modules/optimization/rule-view.ts';
import { BENCH_RULES } from './rules.ts';

export interface SeedOptions {
  advertisers: number;
  campaigns: number;
  /** Zones per campaign in the supply cube (4 per site, 3 SSP endpoints). */
  zones: number;
  /** Days of statistics every advertiser has: the longest window and delay, and a little more. */
  days: number;
  /** Advertisers with `deepDays` of statistics, for the dry runs. */
  deep: number;
  deepDays: number;
  now: Date;
}

export interface Seeded {
  advertiserIds: number[];
  rollupRows: number;
  ms: number;
}

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'IN'];
const OS = [28, 15, 2, 13];
const BATCH = 500;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<{ id: number }[]>) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH)
    ids.push(...(await insert(rows.slice(i, i + BATCH))).map((r) => r.id));
  return ids;
}

/**
 * What a cube row holds for item `k` of campaign `c`: the supply cube a zone (of a site, an SSP
 * and an endpoint, in a country), the country cube a country, the audience cube an OS and a
 * browser. Columns the item does not name are 0 or '', as the ingestion writes them.
 */
const ITEMS: Record<
  string,
  { count: (zones: number) => number; fill: number; columns: Record<string, SQL> }
> = {
  stats_adv_supply: {
    count: (zones) => zones,
    fill: 0.25,
    columns: {
      country: sql`(array[${sql.raw(COUNTRIES.map((c) => `'${c}'`).join(','))}])[1 + k % ${COUNTRIES.length}]`,
      ssp_id: sql`1 + k % 3`,
      ssp_endpoint_id: sql`10 + k % 3`,
      site_id: sql`(100 + k / 4)::text`,
      zone_id: sql`(1000 + k)::text`,
    },
  },
  stats_adv_country: {
    count: () => COUNTRIES.length,
    fill: 0.5,
    columns: { country: sql`(array[${sql.raw(COUNTRIES.map((c) => `'${c}'`).join(','))}])[1 + k]` },
  },
  stats_adv_audience: {
    count: () => OS.length * 2,
    fill: 0.3,
    columns: {
      country: sql`'US'`,
      os_id: sql`(array[${sql.raw(OS.join(','))}])[1 + k % ${OS.length}]`,
      browser_id: sql`1 + k / ${OS.length}`,
    },
  },
};

/**
 * An hour of one item: 50 to 1,000 impressions at a $0.50 to $3 CPM, a CTR around 0.4 %, and
 * conversions at about 8 % of clicks except on every fifth item, which never converts; $2 payout
 * per conversion. Rows are drawn with the cube's fill rate, so an item is seen in some hours only.
 */
async function fillCube(
  db: Db,
  cube: string,
  advertiserIds: number[],
  fromHour: number,
  toHour: number,
  zones: number,
): Promise<number> {
  const def = CUBES.find((c) => c.name === cube);
  const items = ITEMS[cube];
  if (!def || !items) throw new Error(`no bench data for ${cube}`);
  const dims = def.dimensions.map((d) => CUBE_DIMENSION_COLUMNS[d]);
  const names = sql.raw(dims.map((d) => d.column).join(', '));
  const values = sql.join(
    dims.map(({ column, type }) =>
      column === 'campaign_id'
        ? sql`cid`
        : column === 'ad_format'
          ? sql`'popunder'`
          : (items.columns[column] ?? (type === 'int' ? sql`0` : sql`''`)),
    ),
    sql`, `,
  );
  // Volatile random() keeps each subquery apart, so every row draws its own figures once.
  const result = (await db.execute(sql`
    insert into ${sql.identifier(cube)} (advertiser_id, hour, ${names}, requests, bids, wins, impressions,
      clicks, conversions, spend_micros, revenue_micros, payout_micros)
    select advertiser_id, h, ${values}, imps * 3, imps * 2, imps, imps, clicks, conversions, spend, spend,
      conversions * 2000000
    from (
      select advertiser_id, cid, h, k, imps, clicks,
        case when k % 5 = 0 then 0 else floor(clicks * 0.08 + r)::int end as conversions,
        imps::bigint * (500 + floor(r * 2500)::int) as spend
      from (
        select c.advertiser_id, c.id as cid, h, k, floor(50 + random() * 950)::int as imps, random() as r
        from campaigns c
          cross join generate_series(${fromHour}::int, ${toHour - 1}::int) h
          cross join generate_series(0, ${items.count(zones) - 1}::int) k
        where c.advertiser_id in (${sql.join(
          advertiserIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) and random() < ${items.fill}
      ) drawn
      cross join lateral (select floor(imps * 0.004 * (0.5 + r))::int as clicks) cl
    ) hours`)) as unknown as { affectedRows?: number; rowCount?: number };
  return Number(result.affectedRows ?? result.rowCount ?? 0);
}

/**
 * The bench's advertisers, written straight into the tables: each with `campaigns` active CPM
 * popunder campaigns, the ten rules of rules.ts (active, never run) and `days` of statistics in
 * the three cubes the rules read; the first `deep` advertisers have `deepDays` of it, for the dry
 * runs. `progress` is told how far the statistics are.
 */
export async function seedRulesBench(
  db: Db,
  o: SeedOptions,
  progress: (text: string) => void,
): Promise<Seeded> {
  const started = performance.now();
  const stamp = Date.now();
  const advertiserIds = await insertBatches(
    Array.from({ length: o.advertisers }, (_, i) => ({
      email: `rules-bench-${stamp}-${i}@bench.test`,
      // Never signs in: the bench calls the evaluator itself.
      passwordHash: '!',
      role: 'advertiser' as const,
      accountType: 'advertiser' as const,
      legalType: 'individual' as const,
      firstname: 'Bench',
      lastname: String(i),
      phoneNumberCode: '+1',
      phoneNumber: '2025550100',
      telegram: '',
    })),
    (batch) => db.insert(users).values(batch).returning({ id: users.id }),
  );
  await insertBatches(
    advertiserIds.flatMap((advertiserId) =>
      Array.from({ length: o.campaigns }, (_, i) => ({
        advertiserId,
        name: `Bench ${i}`,
        status: 'active' as const,
        adFormat: 'popunder',
        pricingModel: 'cpm',
        bidMicros: 1_000_000 + i * 250_000,
        pacing: 'asap' as const,
        destinationUrl: 'https://offer.example.com/?click={click_id}',
        timeZone: 'UTC',
        targeting: {},
      })),
    ),
    (batch) => db.insert(campaigns).values(batch).returning({ id: campaigns.id }),
  );
  await insertBatches(
    advertiserIds.flatMap((advertiserId) =>
      BENCH_RULES.map((r) => ({ advertiserId, kind: r.kind, ...ruleColumns(r.input) })),
    ),
    (batch) => db.insert(optimizationRules).values(batch).returning({ id: optimizationRules.id }),
  );

  const nowHour = hourOf(o.now.getTime());
  let rollupRows = 0;
  const deep = advertiserIds.slice(0, o.deep);
  for (let i = 0; i < advertiserIds.length; i += 100) {
    const chunk = advertiserIds.slice(i, i + 100);
    for (const cube of Object.keys(ITEMS))
      rollupRows += await fillCube(db, cube, chunk, nowHour - o.days * 24, nowHour + 1, o.zones);
    progress(
      `statistics: ${Math.min(i + 100, advertiserIds.length)} of ${advertiserIds.length} advertisers, ${rollupRows.toLocaleString('en')} rows`,
    );
  }
  if (deep.length > 0 && o.deepDays > o.days)
    for (const cube of Object.keys(ITEMS))
      rollupRows += await fillCube(db, cube, deep, nowHour - o.deepDays * 24, nowHour - o.days * 24, o.zones);
  await db.execute(sql`analyze`);
  return { advertiserIds, rollupRows, ms: performance.now() - started };
}
