import { z } from 'zod';
import { referenceItem } from '../fields.ts';

/** Spec section 3: the DSP list, the demand a publisher's traffic is sold to. */
export const dspListItemSchema = referenceItem({
  name: z.string(),
  /** What the DSP buys, as ad format codes of /resources/ad_formats. */
  ad_formats: z.array(z.string()),
});
export type DspListItem = z.infer<typeof dspListItemSchema>;

/**
 * The platform's own advertisers buy first (id 1, "Panel advertisers": every campaign in this
 * panel); the other DSPs are partners the operator connects. Kept in code like the SSP list.
 */
export const DSP_LIST: readonly DspListItem[] = [
  {
    id: 1,
    name: 'Panel advertisers',
    ad_formats: [
      '300x250',
      '728x90',
      '160x600',
      '320x50',
      'classic push',
      'in-page push',
      'popunder',
      'native',
      'vast',
    ],
  },
  { id: 2, name: 'Bidscale DSP', ad_formats: ['300x250', '728x90', '320x50', 'native', 'vast'] },
  { id: 3, name: 'PushGrid', ad_formats: ['classic push', 'in-page push'] },
  { id: 4, name: 'PopMarket', ad_formats: ['popunder'] },
];
