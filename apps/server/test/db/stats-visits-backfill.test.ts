import { readFileSync } from 'node:fs';
import { deriveMetrics } from '@panel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { campaigns, users } from '../../src/db/schema.ts';

/**
 * Migration 0013 counts visits for the statistics kept before it (ingestion counts them since):
 * the statements that fill them, run over rows written as they were before (visits 0).
 */
const BACKFILL = readFileSync(new URL('../../drizzle/0013_stats_visits.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => s.startsWith('UPDATE'));

describe('migration 0013: visits of the statistics kept before it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('counts impressions of pops and direct links and clicks of the rest, in every cube and total', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        email: 'visits@test.example',
        passwordHash: '!',
        role: 'advertiser',
        accountType: 'advertiser',
        legalType: 'individual',
        firstname: 'V',
        lastname: 'B',
        phoneNumberCode: '+1',
        phoneNumber: '2025550100',
        telegram: '',
      })
      .returning({ id: users.id });
    const adv = user?.id as number;
    const made = await db
      .insert(campaigns)
      .values(
        ['popunder', 'classic push'].map((adFormat) => ({
          advertiserId: adv,
          name: adFormat,
          status: 'active' as const,
          adFormat,
          pricingModel: 'cpm',
          bidMicros: 1_000_000,
          pacing: 'asap' as const,
          destinationUrl: 'https://offer.example.com/',
          timeZone: 'UTC',
          targeting: {},
        })),
      )
      .returning({ id: campaigns.id, adFormat: campaigns.adFormat });
    const pop = made.find((c) => c.adFormat === 'popunder')?.id as number;
    const push = made.find((c) => c.adFormat === 'classic push')?.id as number;
    // An hour as the ingestion wrote it before 0013: 1,000 pop impressions (no click, 5 conversions),
    // 200 push impressions with 10 clicks (1 conversion).
    const hour = 490_000;
    await db.execute(sql`
      insert into stats_adv_country (advertiser_id, hour, campaign_id, ad_format, country, impressions, clicks, conversions)
      values (${adv}, ${hour}, ${pop}, 'popunder', 'DE', 1000, 0, 5), (${adv}, ${hour}, ${push}, 'classic push', 'DE', 200, 10, 1)`);
    await db.execute(sql`
      insert into stats_adv_campaign (advertiser_id, hour, campaign_id, impressions, clicks, conversions)
      values (${adv}, ${hour}, ${pop}, 1000, 0, 5), (${adv}, ${hour}, ${push}, 200, 10, 1)`);
    await db.execute(sql`
      insert into stats_adv_total (advertiser_id, hour, impressions, clicks, conversions)
      values (${adv}, ${hour}, 1200, 10, 6)`);

    for (const statement of BACKFILL) await db.execute(sql.raw(statement));

    const visits = async (table: string) =>
      (
        (await db.execute(
          sql`select campaign_id as id, visits::int as visits from ${sql.identifier(table)} where advertiser_id = ${adv} order by campaign_id`,
        )) as unknown as { rows: { id: number; visits: number }[] }
      ).rows;
    expect(await visits('stats_adv_country')).toEqual([
      { id: pop, visits: 1000 },
      { id: push, visits: 10 },
    ]);
    expect(await visits('stats_adv_campaign')).toEqual([
      { id: pop, visits: 1000 },
      { id: push, visits: 10 },
    ]);
    const [total] = (
      (await db.execute(
        sql`select visits::int as visits, conversions::int as conversions from stats_adv_total where advertiser_id = ${adv}`,
      )) as unknown as { rows: { visits: number; conversions: number }[] }
    ).rows;
    expect(total?.visits).toBe(1010);
    // The total's CR: 6 conversions over 1,010 visits, not over 10 clicks (60 %).
    const base = {
      requests: 0,
      bids: 0,
      wins: 0,
      impressions: 1200,
      clicks: 10,
      visits: 1010,
      conversions: 6,
      spend: 0,
      revenue: 0,
      payout: 0,
    };
    expect(deriveMetrics('advertiser', ['cr'], base).cr).toBeCloseTo(6 / 1010, 10);
  });
});
