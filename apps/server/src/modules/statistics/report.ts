import {
  BASE_METRICS,
  type BaseMetric,
  dateOfDay,
  derivedMetrics,
  deriveMetrics,
  type FilterValue,
  findStatsCube,
  hourLabel,
  type MessageCatalog,
  type MetricValues,
  type StatisticsReport,
  type StatisticsRole,
  type StatisticsRow,
} from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import {
  CUBE_DIMENSION_COLUMNS,
  CUBE_METRIC_COLUMNS,
  CUBES,
  type CubeDefinition,
  type CubeDimension,
  SCOPE_COLUMNS,
} from '../../db/stats-schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { labelsFor } from './labels.ts';
import { type HourRange, localHourSql } from './range.ts';
import { ReportCache } from './report-cache.ts';

export interface ReportSpec {
  role: StatisticsRole;
  /** The owner: advertiser, publisher or guest SSP account id. */
  scopeId: number;
  range: HourRange;
  groupBy: string[];
  filters: Record<string, FilterValue[]>;
  metrics: string[];
  sort?: string | undefined;
  page: number;
  perPage: number;
  /** The language of the names (countries); English when not given. */
  catalog?: MessageCatalog | undefined;
  /** Where the page's sums are kept while the owner's statistics do not change. */
  cache?: ReportCache<ReportPage> | undefined;
}

const TIME = new Set(['date', 'hour']);

/** The smallest cube of the role that holds every dimension the report groups or filters by. */
export function pickCube(role: StatisticsRole, dimensions: readonly string[]): CubeDefinition | undefined {
  const found = findStatsCube(role, dimensions);
  return found && CUBES.find((c) => c.name === found.name);
}

function cubeFor(spec: Pick<ReportSpec, 'role' | 'groupBy' | 'filters'>): CubeDefinition {
  const dims = [...spec.groupBy, ...Object.keys(spec.filters)];
  const cube = pickCube(spec.role, dims);
  if (!cube) {
    const named = dims.filter((d) => !TIME.has(d));
    throw fieldError(
      'group_by',
      text('validation.combination', { dimensions: [...new Set(named)].join(', ') }),
    );
  }
  return cube;
}

const column = (d: string) => sql`${sql.identifier(CUBE_DIMENSION_COLUMNS[d as CubeDimension].column)}`;
const sum = (m: BaseMetric) => sql`sum(${sql.identifier(CUBE_METRIC_COLUMNS[m])})::float8`;

function groupExpression(d: string, range: HourRange): SQL {
  if (d === 'date') return sql`(${localHourSql(range.segments)} / 24)`;
  if (d === 'hour') return localHourSql(range.segments);
  return column(d);
}

function whereOf(cube: CubeDefinition, spec: Pick<ReportSpec, 'scopeId' | 'range' | 'filters'>): SQL {
  const conditions = [
    sql`${sql.identifier(SCOPE_COLUMNS[cube.scope])} = ${spec.scopeId}`,
    sql`hour >= ${spec.range.fromHour}`,
    sql`hour < ${spec.range.toHour}`,
  ];
  for (const [d, values] of Object.entries(spec.filters)) {
    const list = sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
    conditions.push(sql`${column(d)} in (${list})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * A metric's SQL, from sums of base metrics: `total` reads a base metric's sum (the row's, or with
 * a window the sum over the row's whole first-level group).
 */
function metricExpression(role: StatisticsRole, key: string, total: (m: BaseMetric) => SQL): SQL {
  const derived = derivedMetrics(role)[key];
  if (!derived) return total(key as BaseMetric);
  const numerator = derived.minus
    ? sql`(${total(derived.numerator)} - ${total(derived.minus)})`
    : total(derived.numerator);
  if (!derived.denominator) return sql`(${numerator} * ${derived.scale})`;
  return sql`(${numerator} * ${derived.scale} / nullif(${total(derived.denominator)}, 0))`;
}

/**
 * The sum of a base metric over the row's first-level group, on a grouped query (a window over
 * sums); the window names the group's expression, since a window cannot see the select's aliases.
 */
const groupSumOf = (first: SQL) => (m: BaseMetric) => sql`sum(${sum(m)}) over (partition by ${first})`;

function sortExpression(role: StatisticsRole, key: string, groupBy: readonly string[]): SQL {
  const gi = groupBy.indexOf(key);
  if (gi >= 0) return sql`${sql.identifier(`g${gi}`)}`;
  return metricExpression(role, key, sum);
}

/**
 * ORDER BY of a page. One level: the sort, then the groups. Two levels ("then by") nest: the
 * first-level groups in the order of their subtotals (or of their own value when sorting by the
 * first dimension), each group's rows together, sorted the same way inside it; so a page shows
 * groups whole, as the table draws them, with a subtotal row above each.
 */
function orderOf(
  role: StatisticsRole,
  sort: string,
  groupBy: readonly string[],
  groupSum: (m: BaseMetric) => SQL,
): SQL {
  const key = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  const rowSort = sortExpression(role, key, groupBy);
  if (groupBy.length < 2) return sql`${rowSort} ${direction}, g0`;
  if (key === groupBy[0]) return sql`g0 ${direction}, g1`;
  if (key === groupBy[1]) return sql`g0, g1 ${direction}`;
  return sql`${metricExpression(role, key, groupSum)} ${direction}, g0, ${rowSort} ${direction}, g1`;
}

/** Without a `sort`, time runs forward; other groupings put the biggest money first. */
export function defaultSort(role: StatisticsRole, groupBy: readonly string[]): string {
  if (TIME.has(groupBy[0] ?? '')) return groupBy[0] as string;
  return role === 'advertiser' ? '-spend' : '-revenue';
}

type SumRow = Record<string, number | string | null>;

function baseOf(row: SumRow, prefix = 'm_'): Record<BaseMetric, number> {
  const base = {} as Record<BaseMetric, number>;
  for (const m of BASE_METRICS) base[m] = Number(row[`${prefix}${m}`] ?? 0);
  return base;
}

function keyValue(d: string, raw: unknown): string | number {
  if (d === 'date') return dateOfDay(Number(raw));
  if (d === 'hour') return hourLabel(Number(raw));
  return CUBE_DIMENSION_COLUMNS[d as CubeDimension].type === 'int' ? Number(raw) : String(raw);
}

const sums = () =>
  sql.join(
    BASE_METRICS.map((m) => sql`coalesce(${sum(m)}, 0) as ${sql.identifier(`m_${m}`)}`),
    sql`, `,
  );

/**
 * One report page plus its totals, read from one cube. Rows are grouped and sorted in the
 * database (a ratio sorts by its exact value), paged with LIMIT/OFFSET, and counted with a
 * window so one round trip gives both the page and the number of rows. With a cache, a question
 * asked again while the owner's statistics stayed as they were is answered from it; the names
 * are looked up for each answer.
 */
export async function runReport(db: Db, spec: ReportSpec): Promise<StatisticsReport> {
  return (await reportWithPage(db, spec)).report;
}

/**
 * The report and the page it was made from: with a cache, the same page object while the
 * owner's statistics stay as they were, so a caller may keep what it made of it (the answer
 * written out, routes.ts) by the page and the report's names.
 */
export async function reportWithPage(
  db: Db,
  spec: ReportSpec,
): Promise<{ page: ReportPage; report: StatisticsReport }> {
  const cube = cubeFor(spec);
  const page = spec.cache
    ? await spec.cache.read(db, cube.scope, spec.scopeId, questionOf(spec), () => readPage(db, spec, cube))
    : await readPage(db, spec, cube);

  const values = new Map<string, Set<string | number>>();
  for (const d of spec.groupBy)
    values.set(d, new Set(page.rows.map((row) => row.keys[d] as string | number)));
  const label = await labelsFor(
    db,
    spec.role === 'advertiser' ? spec.scopeId : null,
    spec.groupBy,
    values,
    spec.role === 'guest_ssp' ? spec.scopeId : null,
    spec.role === 'publisher' ? spec.scopeId : null,
    spec.catalog,
  );
  const labelsOf = (keys: Record<string, string | number>, dims: readonly string[]) => {
    const labels: Record<string, string> = {};
    for (const d of dims) {
      const name = label(d, keys[d] as string | number);
      if (name !== undefined) labels[d] = name;
    }
    return labels;
  };
  const rows: StatisticsRow[] = page.rows.map((row) => ({
    keys: row.keys,
    labels: labelsOf(row.keys, spec.groupBy),
    metrics: row.metrics,
  }));
  const first = spec.groupBy.slice(0, 1);
  const report: StatisticsReport = {
    ...(page.subtotals
      ? {
          subtotals: page.subtotals.map((row) => ({
            keys: row.keys,
            labels: labelsOf(row.keys, first),
            metrics: row.metrics,
          })),
        }
      : {}),
    from: spec.range.from,
    to: spec.range.to,
    tz: spec.range.tz,
    group_by: spec.groupBy,
    metrics: spec.metrics,
    rows,
    total: page.total,
    totals: page.totals,
  };
  return { page, report };
}

/**
 * Everything that decides a report's page but its owner (who the cache keys apart): the same
 * question gives the same page while the owner's statistics do not change.
 */
const questionOf = (spec: ReportSpec) =>
  JSON.stringify([
    spec.role,
    spec.range,
    spec.groupBy,
    spec.filters,
    spec.metrics,
    spec.sort ?? null,
    spec.page,
    spec.perPage,
  ]);

/** A report's page as read from its cube, before names: what a cache keeps. */
export interface ReportPage {
  rows: { keys: Record<string, string | number>; metrics: MetricValues }[];
  /** A "then by" report's first-level groups on the page, in its order, with their sums. */
  subtotals?: { keys: Record<string, string | number>; metrics: MetricValues }[];
  total: number;
  totals: MetricValues;
}

/** A cache for report pages, sized by the rows it keeps; `writes`: the database's write count (PGlite). */
export const reportCache = (maxRows?: number, writes?: () => number) =>
  new ReportCache<ReportPage>(
    (page) => page.rows.length + (page.subtotals?.length ?? 0) + 1,
    maxRows,
    undefined,
    writes,
  );

async function readPage(db: Db, spec: ReportSpec, cube: CubeDefinition): Promise<ReportPage> {
  const table = sql.identifier(cube.name);
  const where = whereOf(cube, spec);
  const groups = spec.groupBy.map(
    (d, i) => sql`${groupExpression(d, spec.range)} as ${sql.identifier(`g${i}`)}`,
  );
  const groupRefs = sql.join(
    spec.groupBy.map((_, i) => sql.identifier(`g${i}`)),
    sql`, `,
  );
  const sort = spec.sort ?? defaultSort(spec.role, spec.groupBy);
  const nested = spec.groupBy.length > 1;
  const groupSum = groupSumOf(groupExpression(spec.groupBy[0] as string, spec.range));
  // A "then by" report carries its first-level groups' sums on every row: the subtotals.
  const groupSums = nested
    ? sql`, ${sql.join(
        BASE_METRICS.map((m) => sql`coalesce(${groupSum(m)}, 0) as ${sql.identifier(`s_${m}`)}`),
        sql`, `,
      )}`
    : sql``;

  // The totals ride on the page as windows over every group's sums (before LIMIT), so the rows
  // are read once, not again for the totals alone.
  const totalSums = sql.join(
    BASE_METRICS.map((m) => sql`coalesce(sum(${sum(m)}) over (), 0) as ${sql.identifier(`t_${m}`)}`),
    sql`, `,
  );
  const page = await executeNamed<SumRow>(
    db,
    sql`
    select ${sql.join(groups, sql`, `)}, ${sums()}${groupSums}, ${totalSums}, (count(*) over ())::int as total_rows
    from ${table} where ${where}
    group by ${groupRefs}
    order by ${orderOf(spec.role, sort, spec.groupBy, groupSum)}
    limit ${spec.perPage} offset ${(spec.page - 1) * spec.perPage}`,
  );
  const derive = (base: Record<BaseMetric, number>) => deriveMetrics(spec.role, spec.metrics, base);
  const rows = page.rows.map((row) => {
    const keys: Record<string, string | number> = {};
    spec.groupBy.forEach((d, i) => {
      keys[d] = keyValue(d, row[`g${i}`]);
    });
    return { keys, metrics: derive(baseOf(row)) };
  });
  const first = page.rows[0];
  if (first) {
    return {
      rows,
      ...(nested ? { subtotals: subtotalsOf(spec, page.rows, rows, derive) } : {}),
      total: Number(first.total_rows ?? 0),
      totals: derive(baseOf(first, 't_')),
    };
  }
  // Past the last page the windows have no row to sit on: count the groups and sum apart, so the
  // client learns where the last page is (this costs two queries only in that case). An empty
  // first page means nothing matched: no groups, totals of zero.
  const empty = nested ? { subtotals: [] } : {};
  if (spec.page === 1) return { rows, ...empty, total: 0, totals: derive(baseOf({})) };
  const grouped = sql`select 1 from ${table} where ${where}
    group by ${sql.join(
      spec.groupBy.map((d) => groupExpression(d, spec.range)),
      sql`, `,
    )}`;
  const summed = (await db.execute(sql`select ${sums()} from ${table} where ${where}`)) as unknown as {
    rows: SumRow[];
  };
  return {
    rows,
    ...empty,
    total: await countGroups(db, grouped),
    totals: derive(baseOf(summed.rows[0] ?? {})),
  };
}

/**
 * One row per first-level group on the page, in the page's order: its key and its metrics over
 * the whole range and filters (the window's sums), not only the rows on this page.
 */
function subtotalsOf(
  spec: ReportSpec,
  sums: readonly SumRow[],
  rows: ReportPage['rows'],
  derive: (base: Record<BaseMetric, number>) => MetricValues,
): NonNullable<ReportPage['subtotals']> {
  const first = spec.groupBy[0] as string;
  const seen = new Set<string | number>();
  const subtotals: NonNullable<ReportPage['subtotals']> = [];
  rows.forEach(({ keys }, i) => {
    const key = keys[first] as string | number;
    if (seen.has(key)) return;
    seen.add(key);
    subtotals.push({ keys: { [first]: key }, metrics: derive(baseOf(sums[i] ?? {}, 's_')) });
  });
  return subtotals;
}

async function countGroups(db: Db, grouped: SQL): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${grouped}) as g`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** Summed base metrics (money in micros) per local time bucket, for dashboards and QPS. */
export async function sumsByTime(
  db: Db,
  spec: Pick<ReportSpec, 'role' | 'scopeId' | 'range' | 'filters'>,
  by: 'date' | 'hour' | 'campaign',
  limit?: { sort: BaseMetric; count: number },
): Promise<{ key: string | number; base: Record<BaseMetric, number> }[]> {
  const groupBy = [by];
  const cube = cubeFor({ ...spec, groupBy });
  const g = groupExpression(by, spec.range);
  const order = limit ? sql`order by ${sum(limit.sort)} desc, g0 limit ${limit.count}` : sql`order by g0`;
  const result = await executeNamed<SumRow>(
    db,
    sql`
    select ${g} as g0, ${sums()} from ${sql.identifier(cube.name)} where ${whereOf(cube, spec)}
    group by g0 ${order}`,
  );
  return result.rows.map((row) => ({ key: keyValue(by, row.g0), base: baseOf(row) }));
}

/** Summed base metrics of a whole range (money in micros). */
export async function sumsTotal(
  db: Db,
  spec: Pick<ReportSpec, 'role' | 'scopeId' | 'range' | 'filters'>,
): Promise<Record<BaseMetric, number>> {
  const cube = cubeFor({ ...spec, groupBy: [] });
  const result = await executeNamed<SumRow>(
    db,
    sql`select ${sums()} from ${sql.identifier(cube.name)} where ${whereOf(cube, spec)}`,
  );
  return baseOf(result.rows[0] ?? {});
}
