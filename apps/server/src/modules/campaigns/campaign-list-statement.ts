import type { CampaignListQuery } from '@panel/contract';
import { CAMPAIGN_SORT_KEYS, MAX_ID } from '@panel/contract';
import { and, asc, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { MAX_NAMED_STATEMENTS, prepareStatement } from '../../db/named-statement.ts';
import { campaignGroups, campaigns, creatives } from '../../db/schema.ts';
import {
  type Figures,
  figureColumns,
  figureHours,
  figureOrder,
  figuresSubquery,
  isStatsKey,
} from './campaign-list-figures.ts';
import type { SummaryRow } from './campaign-mapper.ts';

/**
 * GET /api/v1/campaigns as prepared statements (issue 16). A list's statement depends on which
 * filters it has, its order and whether it carries figures, never on their values: each such
 * shape is built once per database, prepared under a name made of the shape (PostgreSQL then
 * parses and plans it once per connection), and run with the list's values as parameters.
 * Building the statement through Drizzle on every request was about a sixth of the call's CPU.
 */

export interface ListRow extends Omit<SummaryRow, 'createdAt' | 'updatedAt'> {
  /** ISO 8601, as the database wrote it. */
  createdAt: string;
  updatedAt: string;
  groupName: string | null;
  creatives: number;
  activeCreatives: number;
  totalRows: number;
  stSpend?: number | null;
  stImpressions?: number | null;
  stClicks?: number | null;
  stConversions?: number | null;
  stToday?: number | null;
}

interface Prepared {
  execute(values: Record<string, unknown>): Promise<ListRow[]>;
}

const P = sql.placeholder;

/** Bids sort within their pricing model: a $2 CPC and a $2 CPM are not comparable amounts. */
const SORT_COLUMNS = {
  created_at: [campaigns.createdAt],
  updated_at: [campaigns.updatedAt],
  name: [sql`lower(${campaigns.name})`],
  bid: [campaigns.pricingModel, campaigns.bidMicros],
  status: [campaigns.status],
  id: [campaigns.id],
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The number a search also matches as an id, when it is one. */
function searchIdOf(search: string | undefined): number | undefined {
  return search && /^\d{1,10}$/.test(search) && Number(search) <= MAX_ID ? Number(search) : undefined;
}

export const withStatsOf = (q: CampaignListQuery) => q.with_stats === true || isStatsKey(q.sort.key);

/**
 * The statement's name, which is its shape: a letter per filter present, `z`/`g` for the
 * campaigns outside every group or in one, `q`/`i` for a search by name or also by id, `w` for
 * the figures, then the sort key's index and direction. At most 15 characters, under
 * PostgreSQL's 63.
 */
export function shapeOf(q: CampaignListQuery): string {
  const search = q.search ? (searchIdOf(q.search) === undefined ? 'q' : 'i') : '';
  const group = q.group_id === undefined ? '' : q.group_id === 0 ? 'z' : 'g';
  const filters = `${q.status ? 's' : ''}${group}${q.ad_format ? 'f' : ''}${q.pricing_model ? 'p' : ''}${search}`;
  const order = `${CAMPAIGN_SORT_KEYS.indexOf(q.sort.key)}${q.sort.descending ? 'd' : 'a'}`;
  return `cl_${filters}${withStatsOf(q) ? 'w' : ''}_${order}`;
}

/** The statement's parameters, by placeholder name; those a shape does not use are ignored. */
export function valuesOf(
  advertiserId: number,
  q: CampaignListQuery,
  now = Date.now(),
): Record<string, unknown> {
  return {
    advertiserId,
    statuses: q.status,
    groupId: q.group_id,
    formats: q.ad_format,
    pricingModels: q.pricing_model,
    pattern: q.search ? likePattern(q.search) : undefined,
    searchId: searchIdOf(q.search),
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
    ...(withStatsOf(q) ? figureHours(q, now) : {}),
  };
}

/** The list's filter with placeholders for its values; also counts the rows past the last page. */
export function listFilter(q: CampaignListQuery): SQL | undefined {
  return and(
    eq(campaigns.advertiserId, P('advertiserId')),
    q.status ? sql`${campaigns.status} = any(${P('statuses')})` : ne(campaigns.status, 'archived'),
    q.group_id === undefined
      ? undefined
      : q.group_id === 0
        ? isNull(campaigns.groupId)
        : eq(campaigns.groupId, P('groupId')),
    q.ad_format ? sql`${campaigns.adFormat} = any(${P('formats')})` : undefined,
    q.pricing_model ? sql`${campaigns.pricingModel} = any(${P('pricingModels')})` : undefined,
    q.search
      ? or(
          ilike(campaigns.name, P('pattern')),
          searchIdOf(q.search) === undefined ? undefined : eq(campaigns.id, P('searchId')),
        )
      : undefined,
  );
}

/** A timestamp as JSON writes it (toISOString), written by the database: no Date per row. */
const iso = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The statement in SQL, each column named as the row's field: rows come back as list rows
 * without Drizzle's mapping (a type check per cell, a Date per timestamp), which was a seventh
 * of the call's CPU. Money columns come as float8 (exact up to 2^53 micros), counts as int.
 */
function build(db: Db, q: CampaignListQuery, name: string | undefined): Prepared {
  const figures: Figures | null = withStatsOf(q) ? figuresSubquery(db) : null;
  const order = isStatsKey(q.sort.key)
    ? figureOrder(figures as Figures, q.sort.key, q.sort.descending)
    : SORT_COLUMNS[q.sort.key].map((column) => (q.sort.descending ? desc(column) : asc(column)));
  const figureFields = figures
    ? sql`, ${sql.join(
        Object.entries(figureColumns(figures)).map(
          ([field, column]) => sql`${column} as ${sql.identifier(field)}`,
        ),
        sql`, `,
      )}`
    : sql``;
  const statement = sql`select
    ${campaigns.id} as "id", ${campaigns.name} as "name", ${campaigns.status} as "status",
    ${campaigns.groupId} as "groupId", ${campaigns.adFormat} as "adFormat",
    ${campaigns.pricingModel} as "pricingModel", ${campaigns.bidMicros}::float8 as "bidMicros",
    ${campaigns.dailyBudgetMicros}::float8 as "dailyBudgetMicros",
    ${campaigns.totalBudgetMicros}::float8 as "totalBudgetMicros", ${campaigns.pacing} as "pacing",
    ${iso(campaigns.createdAt)} as "createdAt", ${iso(campaigns.updatedAt)} as "updatedAt",
    ${campaignGroups.name} as "groupName",
    (select count(*)::int from ${creatives} where ${creatives.campaignId} = ${campaigns.id}) as "creatives",
    (select count(*)::int from ${creatives} where ${creatives.campaignId} = ${campaigns.id} and ${creatives.status} = 'active') as "activeCreatives",
    (count(*) over ())::int as "totalRows"${figureFields}
    from ${campaigns}
    left join ${campaignGroups} on ${campaignGroups.id} = ${campaigns.groupId}
    ${figures ? sql`left join ${figures} on ${figures.campaignId} = ${campaigns.id}` : sql``}
    where ${listFilter(q)}
    order by ${sql.join([...order, desc(campaigns.id)], sql`, `)}
    limit ${P('limit')} offset ${P('offset')}`;
  const query = prepareStatement<ListRow>(db, statement, () => name);
  return { execute: async (values) => (await query.execute(values)).rows };
}

/**
 * Per database (the suites open many), by shape. 3,744 shapes are possible (72 filter sets, with
 * or without figures, 26 orders); a panel uses a handful. Each connection keeps what it prepared
 * until it closes, so past MAX_NAMED_STATEMENTS shapes a list is built and run unnamed, as
 * before: a client trying shape after shape cannot fill the database's memory.
 */
const prepared = new WeakMap<Db, Map<string, Prepared>>();

export function listStatement(db: Db, q: CampaignListQuery): Prepared {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const name = shapeOf(q);
  let statement = byShape.get(name);
  if (!statement && byShape.size >= MAX_NAMED_STATEMENTS) return build(db, q, undefined);
  if (!statement) {
    statement = build(db, q, name);
    byShape.set(name, statement);
  }
  return statement;
}
