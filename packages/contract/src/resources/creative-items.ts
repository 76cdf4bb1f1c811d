import { z } from 'zod';
import { idParam } from '../campaigns/ids.ts';
import { CREATIVE_STATUSES } from '../campaigns/statuses.ts';
import { referenceItem } from '../fields.ts';

/**
 * An item of GET /resources/creatives (spec section 3: "creatives (creativeId, campaignId)"):
 * enough to pick a creative, e.g. in a statistics filter. The whole creative is
 * GET /api/v1/creatives/{id}.
 */
export const creativeItemSchema = referenceItem({
  name: z.string(),
  campaign_id: z.number().int(),
  status: z.enum(CREATIVE_STATUSES),
}).extend({ id: z.number().int() });
export type CreativeItem = z.infer<typeof creativeItemSchema>;

/** `campaign_id`, as GET /api/v1/creatives names the same filter. */
export const creativeItemsQuerySchema = z.object({ campaign_id: idParam().optional() });
export type CreativeItemsQuery = z.output<typeof creativeItemsQuerySchema>;
