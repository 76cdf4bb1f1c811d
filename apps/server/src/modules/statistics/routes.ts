import {
  bidFloorsQuerySchema,
  bidFloorsSchema,
  dashboardSchema,
  envelope,
  filtersOf,
  MAX_RANGE_DAYS,
  qpsQuerySchema,
  qpsReportSchema,
  type Role,
  roleMetrics,
  type StatisticsReport,
  type StatisticsRole,
  statisticsQuerySchema,
  statisticsRangeQuerySchema,
  statisticsReportSchema,
} from '@panel/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type KeptAnswer, keptAnswer, sendKept } from '../../lib/kept-answer.ts';
import { requireSession } from '../../plugins/auth.ts';
import { dashboard } from './dashboard.ts';
import { bidFloors } from './floors.ts';
import { qpsReport } from './qps.ts';
import { resolveRange } from './range.ts';
import { type ReportPage, reportCache, reportWithPage } from './report.ts';

const tags = ['statistics'];
const RANGE_TEXT =
  `\`from\` and \`to\` are dates (YYYY-MM-DD, both included) read in \`tz\` (an IANA time zone, default UTC; ` +
  `zones whose offset is not whole hours are refused, as rollups are hourly). Without dates: the last 7 days, ` +
  `today included. At most ${MAX_RANGE_DAYS} days.`;
const REPORT_TEXT =
  `${RANGE_TEXT} \`group_by\`: one or two dimensions of /resources/statistics_entities/{role}, comma-separated. ` +
  'Filters are parameters named after a dimension with one or more comma-separated values (`country=US,GB`). ' +
  '`sort` is a metric or a grouped dimension, `-` first for descending. Money in USD, rates as fractions. ' +
  'Some pairs of dimensions are not kept together (a zone with an OS, for one): those get a 400 naming `group_by`.';

const COST_METRICS = ['impressions', 'clicks', 'conversions', 'spend', 'ecpm', 'ecpc', 'ecpa'];
const REQUEST_METRICS = ['requests', 'bids', 'wins', 'win_rate', 'impressions', 'spend'];

interface ReportRoute {
  url: string;
  summary: string;
  access: readonly Role[];
  role: StatisticsRole;
  defaultGroupBy?: string;
  metrics?: string[];
}

const REPORTS: ReportRoute[] = [
  {
    url: '/api/v1/statistics/advertiser',
    summary: 'The advertiser’s statistics: from bid requests to cost per conversion',
    access: ['advertiser'],
    role: 'advertiser',
  },
  {
    url: '/api/v1/statistics/costs',
    summary: 'What the advertiser spent, by date unless grouped otherwise',
    access: ['advertiser'],
    role: 'advertiser',
    metrics: COST_METRICS,
  },
  {
    url: '/api/v1/statistics/requests/ad_formats',
    summary: 'Bid requests and what came of them, by ad format',
    access: ['advertiser'],
    role: 'advertiser',
    defaultGroupBy: 'ad_format',
    metrics: REQUEST_METRICS,
  },
  {
    url: '/api/v1/statistics/requests/countries',
    summary: 'Bid requests and what came of them, by country',
    access: ['advertiser'],
    role: 'advertiser',
    defaultGroupBy: 'country',
    metrics: REQUEST_METRICS,
  },
  {
    url: '/api/v1/statistics/publisher',
    summary: 'The publisher’s statistics: its sites and zones and what they earned',
    access: ['publisher'],
    role: 'publisher',
  },
  {
    url: '/api/v1/guest_ssp/statistics/advertiser',
    summary: 'The guest SSP’s statistics: the traffic it sent, by its tokens',
    access: ['guest-ssp'],
    role: 'guest_ssp',
  },
];

/**
 * Statistics calls. Every one reads the caller's own rollups only: the owner comes from the
 * session, never from the query.
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  writes?: (() => number) | undefined;
}> = async (app, { db, writes }) => {
  // Sums of reports asked again before the owner's statistics changed (report-cache.ts).
  const cache = reportCache(undefined, writes);
  // Each kept page's answer as written, while the names in it stay the same (writtenReport).
  const written = new WeakMap<ReportPage, { names: string; answer: KeptAnswer }>();
  for (const r of REPORTS) {
    const querystring = statisticsQuerySchema(r.role, r.defaultGroupBy);
    const metrics = r.metrics ?? roleMetrics(r.role);
    app.get(r.url, {
      config: { access: r.access },
      schema: {
        tags,
        summary: r.summary,
        description: `${REPORT_TEXT} Metrics: ${metrics.join(', ')}.`,
        querystring,
        response: { 200: envelope(statisticsReportSchema) },
      },
      handler: async (request, reply) => {
        const q = request.query as Record<string, unknown> & ReturnType<typeof querystring.parse>;
        const { page, report } = await reportWithPage(db, {
          role: r.role,
          scopeId: requireSession(request).user.id,
          range: resolveRange(q),
          groupBy: q.group_by,
          filters: filtersOf(r.role, q),
          metrics,
          sort: q.sort,
          page: q.page,
          perPage: q.per_page,
          catalog: request.messages,
          cache,
        });
        return sendKept(request, reply, writtenReport(written, page, report, reply));
      },
    });
  }

  app.get('/api/v1/statistics/bid_floors', {
    config: { access: ['advertiser'] },
    schema: {
      tags,
      summary: 'Floors of the bid requests received, by SSP and ad format',
      description: `${RANGE_TEXT} Filters: \`ssp\`, \`ad_format\`. Floors in USD per thousand impressions; median and p90 within 2.5 %.`,
      querystring: bidFloorsQuerySchema,
      response: { 200: envelope(bidFloorsSchema) },
    },
    handler: async (request) => ({
      ext: await bidFloors(db, requireSession(request).user.id, resolveRange(request.query), request.query),
    }),
  });

  app.get('/api/v1/statistics/qps', {
    config: { access: ['advertiser'] },
    schema: {
      tags,
      summary: 'Requests per second, by hour',
      description: `${RANGE_TEXT} Each hour’s requests divided by 3600; \`group_by=ssp\` splits them by SSP, \`ssp=\` filters.`,
      querystring: qpsQuerySchema,
      response: { 200: envelope(qpsReportSchema) },
    },
    handler: async (request) => ({
      ext: await qpsReport(db, requireSession(request).user.id, resolveRange(request.query), request.query),
    }),
  });

  app.get('/api/v1/dashboard', {
    config: { access: ['advertiser'] },
    schema: {
      tags,
      summary: 'The advertiser’s dashboard',
      description: `${RANGE_TEXT} KPIs compare with the same number of days just before; QPS covers the last 24 hours.`,
      querystring: statisticsRangeQuerySchema,
      response: { 200: envelope(dashboardSchema) },
    },
    handler: async (request) => ({
      ext: await dashboard(db, requireSession(request).user.id, resolveRange(request.query)),
    }),
  });
};

/**
 * A report's answer as written, kept with the page it came from (the report cache's own object,
 * the same while the owner's statistics stay as they were) and the names in it (looked up for
 * each answer, so a renamed campaign shows at once): the same page and names are the same bytes.
 * Writing a 90-day report (30 kB), its ETag and its compressed copy's lookup were over a third
 * of its CPU, paid again on each ask; now once per change of its statistics.
 */
function writtenReport(
  written: WeakMap<ReportPage, { names: string; answer: KeptAnswer }>,
  page: ReportPage,
  report: StatisticsReport,
  reply: FastifyReply,
): KeptAnswer {
  const names = JSON.stringify([
    report.rows.map((row) => row.labels),
    report.subtotals?.map((row) => row.labels),
  ]);
  const kept = written.get(page);
  if (kept?.names === names) return kept.answer;
  // The route's own writer, as Fastify would call it (in development it checks the answer too).
  const answer = keptAnswer(reply.serialize({ ext: report }));
  written.set(page, { names, answer });
  return answer;
}
