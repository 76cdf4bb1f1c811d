import { z } from 'zod';

/**
 * Where a guest SSP sends its OpenRTB bid requests (POST), under the server's public address.
 * One address for every advertiser: the guest token it sends as `Authorization: Bearer <token>`
 * names the advertiser, so the token is the only thing that differs from one advertiser to another.
 */
export const GUEST_BID_PATHS = {
  openrtb_2_6: '/rtb/guest/openrtb/2.6',
  openrtb_2_5: '/rtb/guest/openrtb/2.5',
} as const;

/** The addresses in full, keyed as the protocols of /resources/ssp_parsers are. */
export const guestBidUrlsSchema = z.object({ openrtb_2_6: z.string(), openrtb_2_5: z.string() });
export type GuestBidUrls = z.infer<typeof guestBidUrlsSchema>;

/** `publicUrl` is the server's own public address (PUBLIC_URL), without a trailing slash. */
export const guestBidUrlsOf = (publicUrl: string): GuestBidUrls => ({
  openrtb_2_6: `${publicUrl}${GUEST_BID_PATHS.openrtb_2_6}`,
  openrtb_2_5: `${publicUrl}${GUEST_BID_PATHS.openrtb_2_5}`,
});
