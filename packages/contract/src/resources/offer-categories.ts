import { z } from 'zod';
import { referenceItem } from '../fields.ts';
import { OTHER_ID } from './reference-query.ts';

export const offerCategorySchema = referenceItem({
  name: z.string(),
  code: z.string(),
  /** Verticals ad networks accept only with licences or extra review (gambling, finance, crypto). */
  restricted: z.boolean(),
});
export type OfferCategory = z.infer<typeof offerCategorySchema>;

/**
 * The verticals an advertiser's offer belongs to, as affiliate networks and ad networks
 * (PropellerAds, RichAds, Zeropark) name them. 'Other' is for offers that fit none.
 */
export const OFFER_CATEGORIES: readonly OfferCategory[] = [
  { id: 1, name: 'E-commerce', code: 'ecommerce', restricted: false },
  { id: 2, name: 'Gambling', code: 'gambling', restricted: true },
  { id: 3, name: 'Betting', code: 'betting', restricted: true },
  { id: 4, name: 'Dating', code: 'dating', restricted: false },
  { id: 5, name: 'Finance', code: 'finance', restricted: true },
  { id: 6, name: 'Nutra', code: 'nutra', restricted: true },
  { id: 7, name: 'Sweepstakes', code: 'sweepstakes', restricted: false },
  { id: 8, name: 'Utilities & Apps', code: 'utilities', restricted: false },
  { id: 9, name: 'Crypto', code: 'crypto', restricted: true },
  { id: 10, name: 'VPN', code: 'vpn', restricted: false },
  { id: 11, name: 'Games', code: 'games', restricted: false },
  { id: 12, name: 'Antivirus & Security', code: 'antivirus', restricted: false },
  { id: 13, name: 'Education', code: 'education', restricted: false },
  { id: 14, name: 'Travel', code: 'travel', restricted: false },
  { id: 15, name: 'Streaming', code: 'streaming', restricted: false },
  { id: 16, name: 'Lead generation', code: 'lead_generation', restricted: false },
  { id: 17, name: 'Adult', code: 'adult', restricted: true },
  { id: OTHER_ID, name: 'Other', code: 'other', restricted: false },
];
