import { AD_FORMATS, type BidFloorRow, type BidFloors, roundUsd } from '@panel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { FLOOR_BUCKET_BASE } from './ingest.ts';
import { sspNames } from './labels-supply.ts';
import type { HourRange } from './range.ts';

interface BucketRow extends FloorBucket {
  ssp_id: number;
  ad_format: string;
}

const formatNames = new Map(AD_FORMATS.map((f) => [f.code, f.name]));
/** Floors are per thousand impressions, in micros: USD with six decimals. */
const usd = (micros: number) => roundUsd(micros / 1_000_000);

export interface FloorBucket {
  bucket: number;
  requests: number;
  min_micros: number;
  max_micros: number;
}

/**
 * The floor below which a share `q` of the requests' floors lay, from the histogram's buckets in
 * order: the bucket's middle, kept inside what the bucket really held.
 */
export function floorQuantile(buckets: readonly FloorBucket[], total: number, q: number): number {
  let seen = 0;
  for (const b of buckets) {
    seen += Number(b.requests);
    if (seen >= q * total) {
      const middle = FLOOR_BUCKET_BASE ** (Number(b.bucket) + 0.5);
      return Math.min(Math.max(middle, Number(b.min_micros)), Number(b.max_micros));
    }
  }
  return Number(buckets[buckets.length - 1]?.max_micros ?? 0);
}

/**
 * The floors the advertiser's requests carried, per SSP and ad format: min and max exact,
 * median and p90 read from the histogram (the bucket's middle, kept inside what the bucket
 * really held).
 */
export async function bidFloors(
  db: Db,
  advertiserId: number,
  range: HourRange,
  filters: { ssp?: (string | number)[] | undefined; ad_format?: (string | number)[] | undefined },
): Promise<BidFloors> {
  const conditions = [
    sql`advertiser_id = ${advertiserId}`,
    sql`hour >= ${range.fromHour}`,
    sql`hour < ${range.toHour}`,
  ];
  if (filters.ssp?.length)
    conditions.push(
      sql`ssp_id in (${sql.join(
        filters.ssp.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (filters.ad_format?.length)
    conditions.push(
      sql`ad_format in (${sql.join(
        filters.ad_format.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  const result = (await db.execute(sql`
    select ssp_id, ad_format, bucket, sum(requests)::float8 as requests,
      min(min_micros)::float8 as min_micros, max(max_micros)::float8 as max_micros
    from stats_floors where ${sql.join(conditions, sql` and `)}
    group by ssp_id, ad_format, bucket
    order by ssp_id, ad_format, bucket`)) as unknown as { rows: BucketRow[] };

  const groups = new Map<string, BucketRow[]>();
  for (const row of result.rows) {
    const key = `${row.ssp_id}|${row.ad_format}`;
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  const names = await sspNames(
    db,
    advertiserId,
    result.rows.map((r) => r.ssp_id),
  );
  const rows: BidFloorRow[] = [...groups.values()].map((buckets) => {
    const first = buckets[0] as BucketRow;
    const total = buckets.reduce((n, b) => n + Number(b.requests), 0);
    const quantile = (q: number) => floorQuantile(buckets, total, q);
    return {
      ssp: Number(first.ssp_id),
      ssp_name: names.get(String(first.ssp_id)) ?? `SSP ${first.ssp_id}`,
      ad_format: first.ad_format,
      ad_format_name: formatNames.get(first.ad_format) ?? first.ad_format,
      requests: total,
      min: usd(Math.min(...buckets.map((b) => Number(b.min_micros)))),
      median: usd(quantile(0.5)),
      p90: usd(quantile(0.9)),
      max: usd(Math.max(...buckets.map((b) => Number(b.max_micros)))),
    };
  });
  rows.sort((a, b) => b.requests - a.requests);
  return { from: range.from, to: range.to, tz: range.tz, rows };
}
