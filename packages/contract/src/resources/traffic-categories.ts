import { z } from 'zod';
import { referenceItem } from '../fields.ts';
import { OTHER_ID } from './reference-query.ts';

export const trafficCategorySchema = referenceItem({
  name: z.string(),
  code: z.string(),
  /** Adult traffic is sold apart: an advertiser opts in to it, as on ExoClick and TrafficStars. */
  adult: z.boolean(),
});
export type TrafficCategory = z.infer<typeof trafficCategorySchema>;

/**
 * What kind of site or app the traffic comes from, as publishers declare it and advertisers
 * target it. 'Other' holds sources that declared nothing; `hide_other=true` drops it.
 */
export const TRAFFIC_CATEGORIES: readonly TrafficCategory[] = [
  { id: 1, name: 'Mainstream', code: 'mainstream', adult: false },
  { id: 2, name: 'Adult', code: 'adult', adult: true },
  { id: 3, name: 'Entertainment', code: 'entertainment', adult: false },
  { id: 4, name: 'File sharing & Downloads', code: 'file_sharing', adult: false },
  { id: 5, name: 'Games', code: 'games', adult: false },
  { id: 6, name: 'News & Media', code: 'news', adult: false },
  { id: 7, name: 'Social & Communities', code: 'social', adult: false },
  { id: 8, name: 'Sports', code: 'sports', adult: false },
  { id: 9, name: 'Streaming & Video', code: 'streaming', adult: false },
  { id: 10, name: 'Software & Utilities', code: 'software', adult: false },
  { id: 11, name: 'Mobile apps', code: 'apps', adult: false },
  { id: OTHER_ID, name: 'Other', code: 'other', adult: false },
];
