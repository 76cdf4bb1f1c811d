import { z } from 'zod';
import { referenceItem } from '../fields.ts';
import { AD_FORMATS } from './ad-formats.ts';
import { PRICING_MODELS } from './pricing-models.ts';

export const productSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  description: z.string(),
  /** Ids of /resources/ad_formats that a campaign of this product can run. */
  ad_format_ids: z.array(z.number().int()),
  /** Ids of /resources/pricing_models it can be bought with. */
  pricing_model_ids: z.array(z.number().int()),
});
export type Product = z.infer<typeof productSchema>;

/** Resolved by name so this file cannot point at a format or model that does not exist. */
function idsOf(list: readonly { id: number | string; name: string }[], names: readonly string[]): number[] {
  return names.map((name) => {
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`products: unknown reference '${name}'`);
    return Number(found.id);
  });
}

const BANNERS = AD_FORMATS.filter((f) => f.family === 'image').map((f) => f.name);

/**
 * What the platform sells (GET /api/v1/products), each a kind of traffic with the formats
 * and prices it comes in, as ExoClick, PropellerAds, RichAds and Zeropark split their offer.
 */
const CATALOGUE = [
  {
    id: 1,
    name: 'RTB traffic',
    code: 'rtb',
    description: 'Impressions bought in real time from SSPs over OpenRTB: banners, native and video.',
    formats: [...BANNERS, 'HTML tag', 'Native', 'Video', 'VAST'],
    pricing: ['CPM', 'Smart CPM', 'CPC'],
  },
  {
    id: 2,
    name: 'Push traffic',
    code: 'push',
    description: 'Push notifications sent to subscribed users.',
    formats: ['Classic Push'],
    pricing: ['CPC', 'CPA', 'Smart CPM'],
  },
  {
    id: 3,
    name: 'In-Page Push traffic',
    code: 'in_page_push',
    description: 'Push-style notices drawn inside the page, on every browser and OS.',
    formats: ['In-Page Push'],
    pricing: ['CPC', 'CPM', 'CPA'],
  },
  {
    id: 4,
    name: 'Pop traffic',
    code: 'pop',
    description: "Popunders and direct clicks: the offer opens in a tab behind the user's page.",
    formats: ['Popunder', 'Direct link'],
    pricing: ['CPM', 'Smart CPM', 'CPA'],
  },
  {
    id: 5,
    name: 'Native traffic',
    code: 'native',
    description: 'Ads styled like the content around them, in widgets on publisher sites.',
    formats: ['Native'],
    pricing: ['CPC', 'CPM'],
  },
  {
    id: 6,
    name: 'Display traffic',
    code: 'display',
    description: 'Banners of the IAB sizes in publisher zones.',
    formats: [...BANNERS, 'HTML tag'],
    pricing: ['CPM', 'Smart CPM', 'CPC'],
  },
  {
    id: 7,
    name: 'Video traffic',
    code: 'video',
    description: 'In-stream and out-stream video, hosted or by VAST tag.',
    formats: ['Video', 'VAST'],
    pricing: ['CPM', 'CPC'],
  },
  {
    id: 8,
    name: 'Calendar traffic',
    code: 'calendar',
    description: "Event invitations added to the user's calendar with consent.",
    formats: ['Calendar'],
    pricing: ['CPC', 'CPA'],
  },
];

export const PRODUCTS: readonly Product[] = CATALOGUE.map(({ formats, pricing, ...product }) => ({
  ...product,
  ad_format_ids: idsOf(AD_FORMATS, formats),
  pricing_model_ids: idsOf(PRICING_MODELS, pricing),
}));
