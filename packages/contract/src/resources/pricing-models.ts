import { z } from 'zod';
import { referenceItem } from '../fields.ts';

export const pricingModelSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  description: z.string(),
});
export type PricingModel = z.infer<typeof pricingModelSchema>;

/**
 * How an advertiser pays, as the networks we model sell it. Smart CPM is ExoClick's and
 * PropellerAds' auction-priced CPM: the bid is a ceiling and the price paid is what it takes to win.
 */
export const PRICING_MODELS: readonly PricingModel[] = [
  { id: 1, name: 'CPM', code: 'cpm', description: 'A fixed price per thousand impressions.' },
  { id: 2, name: 'CPC', code: 'cpc', description: 'A fixed price per click.' },
  { id: 3, name: 'CPA', code: 'cpa', description: 'A price per conversion reported by postback.' },
  {
    id: 4,
    name: 'Smart CPM',
    code: 'smart_cpm',
    description: 'Per thousand impressions at the lowest price that wins, never above the bid.',
  },
];
