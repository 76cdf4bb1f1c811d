import { AD_FORMATS, type CampaignListItem, PRICING_MODELS } from '@panel/contract';
import { type Answers, list, stubServer } from '@/testing/stub-server';

/** A campaign of the list as the server sends it, active unless told. */
export const item = (id: number, name: string, extra: Partial<CampaignListItem> = {}): CampaignListItem => ({
  id,
  name,
  status: 'active',
  group_id: null,
  group_name: null,
  ad_format: '300x250',
  ad_format_family: 'image',
  pricing_model: 'cpm',
  bid: 1.2,
  budget: { daily: 150, total: null, pacing: 'asap' },
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  creatives_count: 2,
  active_creatives_count: 1,
  ...extra,
});

/** Answers by "METHOD path"; every call is kept, with its query and body, for the test to read. */
export const stub = (answers: Answers) =>
  stubServer(
    {
      'GET /resources/ad_formats': { body: { ext: AD_FORMATS } },
      'GET /resources/pricing_models': { body: { ext: PRICING_MODELS } },
      'GET /api/v1/groups': { body: { ext: { items: [], total: 0 } } },
    },
    answers,
  );

/** A page of campaigns as the list's call answers it. */
export { list as page };
