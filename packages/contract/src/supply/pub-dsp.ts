import { z } from 'zod';
import { idParam } from '../campaigns/ids.ts';
import { pagingQuery } from '../campaigns/list-query.ts';
import { dspListItemSchema } from './dsp-list.ts';

/**
 * GET /api/v1/pub/dsp: every DSP of DSP_LIST, with `your_formats`, the formats of the
 * publisher's live zones (not archived) that it buys. All DSPs are listed, not only those
 * buying today: a new publisher sees what demand exists before making a zone, and the formats
 * tell which zones would sell to whom.
 */
export const pubDspSchema = dspListItemSchema.extend({ your_formats: z.array(z.string()) });
export type PubDsp = z.infer<typeof pubDspSchema>;

/** GET /api/v1/pub/dsp_endpoints: paged, by id; `dsp_id` keeps one DSP's endpoints. */
export const dspEndpointListQuerySchema = z.object({
  ...pagingQuery(),
  dsp_id: idParam().optional(),
});
export type DspEndpointListQuery = z.output<typeof dspEndpointListQuerySchema>;
