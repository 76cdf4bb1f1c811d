import {
  BID_MAP_MAX,
  campaignGroupLinkParamsSchema,
  campaignIdParamsSchema,
  campaignSchema,
  countriesTargetBodySchema,
  countryBidsBodySchema,
  countryBidsDeleteQuerySchema,
  envelope,
  siteBidsBodySchema,
  siteBidsDeleteQuerySchema,
  sitesTargetBodySchema,
  TARGET_MODES,
  zoneBidsBodySchema,
  zoneBidsDeleteQuerySchema,
  zonesTargetBodySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { campaignEtag } from './campaign-etag.ts';
import { deleteBids, linkGroup, putBids, setTargetList } from './campaign-settings.ts';
import { bidExamples, targetListExamples } from './examples.ts';

const access = ['advertiser'] as const;
const tags = ['campaigns'];
const response = { 200: envelope(campaignSchema) };

const LISTS = [
  {
    dimension: 'countries',
    body: countriesTargetBodySchema,
    pick: (b: { countries: string[] }) => b.countries,
  },
  { dimension: 'sites', body: sitesTargetBodySchema, pick: (b: { sites: string[] }) => b.sites },
  { dimension: 'zones', body: zonesTargetBodySchema, pick: (b: { zones: string[] }) => b.zones },
] as const;

export const campaignTargetingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preSerialization', campaignEtag);
  for (const list of LISTS) {
    for (const mode of TARGET_MODES) {
      app.put(`/api/v1/campaigns/:campaign_id/${list.dimension}/${mode}`, {
        config: { access, examples: targetListExamples[list.dimension][mode] },
        schema: {
          tags,
          summary: `${mode === 'include' ? 'Buy only' : 'Buy all but'} the ${list.dimension} listed`,
          description:
            `Replaces the campaign’s ${list.dimension} targeting with this list in ${mode} mode. An empty list buys every one of them again.` +
            (list.dimension === 'countries' && mode === 'include'
              ? ' Refused (400 on `countries`) when targeted regions, cities or carriers would lie outside the countries listed: remove them first.'
              : ''),
          params: campaignIdParamsSchema,
          body: list.body,
          response,
        },
        handler: async (request) => ({
          ext: await setTargetList(db, requireSession(request).user.id, request.params.campaign_id, {
            dimension: list.dimension,
            mode,
            values: (list.pick as (b: unknown) => string[])(request.body),
          }),
        }),
      });
    }
  }

  const BIDS = [
    {
      dimension: 'country',
      body: countryBidsBodySchema,
      query: countryBidsDeleteQuerySchema,
      param: 'countries',
    },
    { dimension: 'site', body: siteBidsBodySchema, query: siteBidsDeleteQuerySchema, param: 'sites' },
    { dimension: 'zone', body: zoneBidsBodySchema, query: zoneBidsDeleteQuerySchema, param: 'zones' },
  ] as const;
  for (const kind of BIDS) {
    const url = `/api/v1/campaigns/:campaign_id/bid_by_${kind.dimension}`;
    const keyOf = (b: Record<string, unknown>) =>
      String(b[kind.dimension === 'country' ? 'country' : `${kind.dimension}_id`]);
    app.put(url, {
      config: { access, examples: bidExamples[kind.dimension] },
      schema: {
        tags,
        summary: `Set bids by ${kind.dimension}`,
        description:
          `Sets the ${kind.dimension} bids listed and keeps the others. Zone bids win over site bids, site over country, country over the campaign bid. ` +
          `A campaign keeps at most ${BID_MAP_MAX[kind.dimension].toLocaleString('en')} ${kind.dimension} bids in all (as many as one call may send): ` +
          'a call whose new keys would take it past that changes nothing and is a 409 naming `bids`, with the cap and the current count. Changing bids it already has always passes.',
        params: campaignIdParamsSchema,
        body: kind.body,
        response,
      },
      handler: async (request) => {
        const bids = (request.body.bids as Record<string, unknown>[]).map((b) => ({
          key: keyOf(b),
          bid: Number(b.bid),
        }));
        return {
          ext: await putBids(
            db,
            requireSession(request).user.id,
            request.params.campaign_id,
            kind.dimension,
            bids,
          ),
        };
      },
    });
    app.delete(url, {
      config: { access },
      schema: {
        tags,
        summary: `Remove bids by ${kind.dimension}`,
        description: `Without a query removes every ${kind.dimension} bid; \`?${kind.param}=a,b\` removes only those.`,
        params: campaignIdParamsSchema,
        querystring: kind.query,
        response,
      },
      handler: async (request) => {
        const keys = (request.query as Record<string, string[] | undefined>)[kind.param];
        return {
          ext: await deleteBids(
            db,
            requireSession(request).user.id,
            request.params.campaign_id,
            kind.dimension,
            keys,
          ),
        };
      },
    });
  }

  app.put('/api/v1/campaigns/:campaign_id/group/:group_id/link', {
    config: { access },
    schema: {
      tags,
      summary: 'Put a campaign in one of the caller’s groups',
      description:
        'Group 0 takes it out of its group. A group that is not the caller’s is a 404 naming `group_id`.',
      params: campaignGroupLinkParamsSchema,
      response,
    },
    handler: async (request) => ({
      ext: await linkGroup(
        db,
        requireSession(request).user.id,
        request.params.campaign_id,
        request.params.group_id,
      ),
    }),
  });
};
