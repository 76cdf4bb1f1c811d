import { z } from 'zod';
import { AD_FORMAT_FAMILIES } from '../resources/ad-formats.ts';
import { creativeSchema } from './creative.ts';
import { PACINGS, WEEKDAYS } from './delivery.ts';
import { CAMPAIGN_STATUSES } from './statuses.ts';
import { TARGET_MODES } from './targeting.ts';

/** Response shapes: plain types, so rows stored under older rules still read back. */
const list = <T extends z.ZodType>(value: T) =>
  z.object({ mode: z.enum(TARGET_MODES), values: z.array(value) });
const withVersions = z.object({ id: z.number().int(), version_ids: z.array(z.number().int()) });

export const targetingResponseSchema = z.object({
  countries: list(z.string()),
  regions: list(z.string()),
  cities: list(z.number().int()),
  languages: list(z.number().int()),
  device_types: list(z.number().int()),
  os: list(withVersions),
  browsers: list(withVersions),
  connection_types: list(z.number().int()),
  carriers: list(z.number().int()),
  ip_ranges: list(z.string()),
  traffic_categories: list(z.number().int()),
  subscription_periods: list(z.number().int()),
  ssps: list(z.number().int()),
  ssp_endpoints: list(z.number().int()),
  sites: list(z.string()),
  zones: list(z.string()),
  retargeting: z.object({ include: z.array(z.number().int()), exclude: z.array(z.number().int()) }),
});

export const budgetResponseSchema = z.object({
  daily: z.number().nullable(),
  total: z.number().nullable(),
  pacing: z.enum(PACINGS),
});

const summaryFields = {
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  ad_format: z.string(),
  ad_format_family: z.enum(AD_FORMAT_FAMILIES),
  pricing_model: z.string(),
  /** USD; per thousand impressions for CPM and Smart CPM, per click for CPC, per conversion for CPA. */
  bid: z.number(),
  budget: budgetResponseSchema,
  created_at: z.string(),
  updated_at: z.string(),
};

/** A row of GET /api/v1/campaigns: what the list's columns show. */
export const campaignListItemSchema = z.object({
  ...summaryFields,
  creatives_count: z.number().int(),
  active_creatives_count: z.number().int(),
  /**
   * With `with_stats` (or a sort by a figure): spend (USD), impressions, clicks, CTR (a fraction),
   * conversions and CPA (USD) over the range, and today's spend in the range's time zone; rates
   * are null without a base. Absent otherwise.
   */
  stats: z
    .object({
      spend: z.number(),
      impressions: z.number(),
      clicks: z.number(),
      ctr: z.number().nullable(),
      conversions: z.number(),
      cpa: z.number().nullable(),
      today_spend: z.number(),
    })
    .optional(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const protectedZoneSchema = z.object({
  ssp_id: z.number().int(),
  zone_id: z.string(),
  protected_at: z.string(),
});

/** A whole campaign: GET /api/v1/campaigns/{id} and the answer of every call that changes one. */
export const campaignSchema = z.object({
  ...summaryFields,
  destination_url: z.string(),
  time_zone: z.string(),
  frequency_cap: z.object({ impressions: z.number().int(), period_hours: z.number().int() }).nullable(),
  schedule: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(z.number().int())]))).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  targeting: targetingResponseSchema,
  bid_by_country: z.array(z.object({ country: z.string(), bid: z.number() })),
  bid_by_site: z.array(z.object({ site_id: z.string(), bid: z.number() })),
  bid_by_zone: z.array(z.object({ zone_id: z.string(), bid: z.number() })),
  creatives: z.array(creativeSchema),
  /**
   * The traffic optimizer blacklists zones that break the advertiser's rules. Protected zones
   * are never blacklisted by it; `reset_at` is when it was last told to forget what it learned.
   */
  traffic_optimizer: z.object({
    protected_zones: z.array(protectedZoneSchema),
    reset_at: z.string().nullable(),
  }),
  /**
   * Goes up with every change of the campaign; GET sends it as the ETag (`"<version>"`) and
   * PUT accepts it back in If-Match, so an editor never overwrites a change it has not seen.
   */
  version: z.number().int().positive(),
});
export type Campaign = z.infer<typeof campaignSchema>;
