import type { CampaignFormValues } from './campaign-values.ts';

export const SECTIONS = ['general', 'ads', 'audience', 'targeting', 'budget', 'bids', 'schedule'] as const;
export type SectionId = (typeof SECTIONS)[number];

/** What each section of the editor shows: the values it reads and the error paths it displays. */
const SLICES: Record<SectionId, { values: (v: CampaignFormValues) => unknown[]; errors: string[] }> = {
  general: {
    values: (v) => [v.name, v.group_id, v.ad_format, v.pricing_model, v.bid, v.destination_url],
    errors: ['name', 'group_id', 'ad_format', 'pricing_model', 'bid', 'destination_url'],
  },
  ads: { values: (v) => [v.ad_format, v.creatives], errors: ['creatives'] },
  audience: { values: (v) => [v.ad_format, v.targeting], errors: ['targeting'] },
  targeting: {
    values: ({ targeting: t }) => [t.traffic_categories, t.sites, t.zones, t.ip_ranges, t.retargeting],
    errors: ['targeting'],
  },
  budget: {
    values: (v) => [v.budget, v.frequency_cap_on, v.frequency_cap],
    errors: ['budget', 'frequency_cap'],
  },
  bids: {
    // The campaign's bid and pricing model are the hint the custom bids adjust from.
    values: (v) => [v.bid, v.pricing_model, v.bid_by_country, v.bid_by_site, v.bid_by_zone],
    errors: ['bid_by_country', 'bid_by_site', 'bid_by_zone'],
  },
  schedule: {
    values: (v) => [v.time_zone, v.start_date, v.end_date, v.schedule_on, v.schedule],
    errors: ['time_zone', 'start_date', 'end_date', 'schedule'],
  },
};

/**
 * A text per section that changes exactly when what the section shows changes. The form object
 * is new after every keystroke, so sections compare these instead, and typing a name redraws
 * the General section and the summary, not the schedule grid and every targeting list.
 */
export function sectionVersions(
  values: CampaignFormValues,
  errors: Record<string, unknown>,
): Record<SectionId, string> {
  const entries = Object.entries(errors);
  const versionOf = (id: SectionId) => {
    const { values: pick, errors: paths } = SLICES[id];
    const shown = entries.filter(([path]) => paths.some((p) => path === p || path.startsWith(`${p}.`)));
    return JSON.stringify([pick(values), shown]);
  };
  return Object.fromEntries((Object.keys(SLICES) as SectionId[]).map((id) => [id, versionOf(id)])) as Record<
    SectionId,
    string
  >;
}
