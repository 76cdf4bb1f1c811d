import { z } from 'zod';
import { csvOf, pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { guestBidUrlsSchema } from './guest-bid-url.ts';
import { GUEST_TOKEN_STATUSES, guestTokenSchema } from './guest-token.ts';

export const GUEST_TOKEN_SORT_KEYS = ['created_at', 'name', 'advertiser', 'last_used_at', 'id'] as const;

/**
 * GET /api/v1/guest_ssp/tokens: newest first unless sorted otherwise. `status` takes one value
 * or several (`active,paused`); `search` matches the token's name or the advertiser's name.
 */
export const guestTokenListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(GUEST_TOKEN_SORT_KEYS, '-created_at'),
  status: csvOf(GUEST_TOKEN_STATUSES).optional(),
  search: searchQuery(),
});
export type GuestTokenListQuery = z.output<typeof guestTokenListQuerySchema>;

/** The list, with the addresses every token sends its traffic to (the same for all of them). */
export const guestTokenListResponseSchema = z.object({
  items: z.array(guestTokenSchema),
  total: z.number().int(),
  bid_urls: guestBidUrlsSchema,
});
export type GuestTokenListResponse = z.infer<typeof guestTokenListResponseSchema>;
