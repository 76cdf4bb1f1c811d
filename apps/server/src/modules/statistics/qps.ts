import type { QpsQuery, QpsReport } from '@panel/contract';
import { hourLabel, localHourOf } from '@panel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { HourRange } from './range.ts';
import { pickCube } from './report.ts';

/** Average requests per second in each hour of the range, optionally per SSP. */
export async function qpsReport(
  db: Db,
  advertiserId: number,
  range: HourRange,
  query: QpsQuery,
): Promise<QpsReport> {
  const bySsp = query.group_by === 'ssp';
  const cube = pickCube('advertiser', bySsp || query.ssp?.length ? ['ssp'] : []);
  if (!cube) throw new Error('no cube holds ssp');
  const conditions = [
    sql`advertiser_id = ${advertiserId}`,
    sql`hour >= ${range.fromHour}`,
    sql`hour < ${range.toHour}`,
  ];
  if (query.ssp?.length)
    conditions.push(
      sql`ssp_id in (${sql.join(
        query.ssp.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  const result = (await db.execute(sql`
    select hour, ${bySsp ? sql`ssp_id` : sql`null::int`} as ssp, sum(requests)::float8 as requests
    from ${sql.identifier(cube.name)} where ${sql.join(conditions, sql` and `)}
    group by 1, 2 order by 1, 2`)) as unknown as {
    rows: { hour: number; ssp: number | null; requests: number }[];
  };
  return {
    from: range.from,
    to: range.to,
    tz: range.tz,
    rows: result.rows.map((r) => ({
      key: hourLabel(localHourOf(Number(r.hour), range.segments)),
      ssp: r.ssp === null ? null : Number(r.ssp),
      requests: Number(r.requests),
      qps: Math.round((Number(r.requests) / 3600) * 100) / 100,
    })),
  };
}
