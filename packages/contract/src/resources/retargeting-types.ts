import { z } from 'zod';
import { referenceItem } from '../fields.ts';

export const retargetingTypeSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  description: z.string(),
});
export type RetargetingType = z.infer<typeof retargetingTypeSchema>;

/**
 * What puts a user into a retargeting audience: seeing or clicking one of the advertiser's
 * ads, converting, or loading the advertiser's own page with our pixel (ExoClick's and
 * TrafficStars' retargeting pixels work this way).
 */
export const RETARGETING_TYPES: readonly RetargetingType[] = [
  { id: 1, name: 'Impression', code: 'impression', description: 'Users who saw an ad of the campaign.' },
  { id: 2, name: 'Click', code: 'click', description: 'Users who clicked an ad of the campaign.' },
  { id: 3, name: 'Conversion', code: 'conversion', description: 'Users who converted, by postback.' },
  {
    id: 4,
    name: 'Site visit',
    code: 'pixel',
    description: "Users who loaded a page carrying the advertiser's retargeting pixel.",
  },
];
