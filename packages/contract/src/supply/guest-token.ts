import { z } from 'zod';
import { idParam } from '../campaigns/ids.ts';
import { requiredText } from '../fields.ts';
import { guestBidUrlsSchema } from './guest-bid-url.ts';
import { partnerCodeSchema } from './partner-code.ts';

export const GUEST_TOKEN_NAME_MAX = 100;
/** Live (active or paused) tokens a guest may hold at once, so nobody fills the table. */
export const GUEST_TOKENS_MAX = 50;
/** Tokens a guest may make in 24 hours: revoked rows are kept for statistics, so revoking does not free room. */
export const GUEST_TOKENS_PER_DAY = 50;
/** Every secret starts with this, so a leaked one is recognisable in logs and by secret scanners. */
export const GUEST_TOKEN_SECRET_PREFIX = 'gst_';

/**
 * What the guest sees: its own pause switch gives active or paused; `disabled` overrides both
 * while the advertiser has switched this guest off on its SSP page.
 */
export const GUEST_TOKEN_STATUSES = ['active', 'paused', 'disabled'] as const;
export type GuestTokenStatus = (typeof GUEST_TOKEN_STATUSES)[number];

export const guestTokenIdParamsSchema = z.object({ token_id: idParam() });

/** Room for a code pasted with spaces around it; the code itself is 14 characters. */
const PARTNER_CODE_INPUT_MAX = 40;

/** POST /api/v1/guest_ssp/tokens. */
export const guestTokenCreateSchema = z.strictObject({
  // Bounded before it is read, so the body has a known largest size (lib/body-limit.ts).
  partner_code: z
    .string({ error: 'validation.required' })
    .max(PARTNER_CODE_INPUT_MAX, 'validation.partnerCode')
    .pipe(partnerCodeSchema),
  name: requiredText(GUEST_TOKEN_NAME_MAX),
});
export type GuestTokenCreate = z.input<typeof guestTokenCreateSchema>;

/** PUT /api/v1/guest_ssp/tokens/{id}: rename, pause or resume; a field left out stays as it is. */
export const guestTokenUpdateSchema = z.strictObject({
  name: requiredText(GUEST_TOKEN_NAME_MAX).optional(),
  status: z.enum(['active', 'paused'], { error: 'validation.guestTokenStatus' }).optional(),
});
export type GuestTokenUpdate = z.input<typeof guestTokenUpdateSchema>;

export const guestTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the secret, to tell tokens apart; the secret itself is never shown again. */
  prefix: z.string(),
  status: z.enum(GUEST_TOKEN_STATUSES),
  /** The guest's own switch, whatever the advertiser decided: true after a pause until a resume. */
  paused: z.boolean(),
  /** The advertiser as the guest may know it: its public name, nothing else. */
  advertiser: z.object({ name: z.string() }),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Bid requests sent with this token since 00:00 UTC today. */
  requests_today: z.number().int(),
});
export type GuestToken = z.infer<typeof guestTokenSchema>;

/** The answer to POST: the token plus its secret, shown this once, and where to send traffic with it. */
export const guestTokenCreatedSchema = guestTokenSchema.extend({
  token: z.string(),
  bid_urls: guestBidUrlsSchema,
});
export type GuestTokenCreated = z.infer<typeof guestTokenCreatedSchema>;

export const guestTokenRevokedSchema = z.object({ id: z.number().int(), revoked: z.literal(true) });
