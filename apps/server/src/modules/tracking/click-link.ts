import { z } from 'zod';
import type { Signer } from './signing.ts';

/**
 * What an ad's click link carries: the traffic the ad was shown on, as the bidder knew it when
 * it served the ad. The click is attributed to it, and a conversion of the click to the same.
 * Signed, so nobody can point a link at another campaign or invent the zone a click came from;
 * the visitor is always sent to the campaign's own destination, never to an address in the link.
 */
export const clickContextSchema = z.strictObject({
  advertiserId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  campaignId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  creativeId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  sspId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  sspEndpointId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  guestSspId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  publisherId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  siteId: z.string().max(100).default(''),
  zoneId: z.string().max(100).default(''),
  adFormat: z.string().max(40).default(''),
  country: z.string().max(2).default(''),
  region: z.string().max(6).default(''),
  city: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  language: z.string().max(3).default(''),
  os: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  osVersion: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  browser: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  browserVersion: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  deviceType: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  connectionType: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  carrier: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  trafficCategory: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  /** The bid and the price paid for the impression, USD micros (the {bid} and {cost} macros). */
  bidMicros: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  costMicros: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  /** When the ad was served, seconds since the epoch: a link older than CLICK_LINK_TTL_S is refused. */
  servedAt: z.number().int().min(0),
  /** The bid the ad was served on (its win and impression notices count once per bid). */
  bidId: z.string().max(32).default(''),
  /** The campaign's pricing model: a CPC campaign pays for the click, a CPA one for the conversion. */
  pricingModel: z.string().max(12).default(''),
  /** Who saw the ad (Audience.userId), for frequency caps and impression audiences. */
  userId: z.string().max(64).default(''),
});
export type ClickContext = z.output<typeof clickContextSchema>;
export type ClickContextInput = z.input<typeof clickContextSchema>;

/** A whole context from what is known of the traffic: every dimension left out is 0 or ''. */
export const clickContextOf = (input: ClickContextInput): ClickContext => clickContextSchema.parse(input);

/**
 * How long after the ad was served its link still counts a click: 7 days, long enough for a
 * push notification or a calendar event opened later, short enough that a link copied off a
 * page stops counting.
 */
export const CLICK_LINK_TTL_S = 7 * 24 * 3600;

/** Short keys keep the link short: a banner's click URL is sent in every bid response. */
const SHORT: Record<keyof ClickContext, string> = {
  advertiserId: 'a',
  campaignId: 'c',
  creativeId: 'cr',
  sspId: 's',
  sspEndpointId: 'se',
  guestSspId: 'g',
  publisherId: 'p',
  siteId: 'si',
  zoneId: 'z',
  adFormat: 'f',
  country: 'co',
  region: 'r',
  city: 'ci',
  language: 'l',
  os: 'o',
  osVersion: 'ov',
  browser: 'b',
  browserVersion: 'bv',
  deviceType: 'd',
  connectionType: 'ct',
  carrier: 'ca',
  trafficCategory: 'tc',
  bidMicros: 'bi',
  costMicros: 'cs',
  servedAt: 't',
  bidId: 'k',
  pricingModel: 'pm',
  userId: 'u',
};
const LONG = Object.fromEntries(Object.entries(SHORT).map(([long, short]) => [short, long]));

/** The longest link token read; anything longer is refused before it is decoded. */
export const CLICK_LINK_MAX = 1_500;
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/;

/** `<payload>.<signature>`, the last segment of /track/click/{link}. */
export function encodeClickLink(signer: Signer, input: ClickContextInput): string {
  return encodeContext(signer, clickContextSchema.parse(input));
}

/**
 * The same for a context the bidder built itself (every field already of the right type and
 * bound): the bid path skips the schema, which costs more than the rest of the encoding.
 */
export function encodeContext(signer: Signer, context: ClickContext): string {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    // Defaults are left out; the decoder puts them back.
    if (value === 0 && key !== 'servedAt') continue;
    if (value === '') continue;
    compact[SHORT[key as keyof ClickContext]] = value;
  }
  const payload = Buffer.from(JSON.stringify(compact)).toString('base64url');
  return `${payload}.${signer.sign('link', payload)}`;
}

export type LinkRefusal = 'malformed' | 'forged' | 'expired';

/** The context of a link we signed and that has not expired, or why not. */
export function decodeClickLink(
  signer: Signer,
  token: string,
  nowS: number = Math.floor(Date.now() / 1000),
): { context: ClickContext } | { refused: LinkRefusal } {
  if (token.length > CLICK_LINK_MAX || !TOKEN.test(token)) return { refused: 'malformed' };
  const dot = token.lastIndexOf('.');
  const payload = token.slice(0, dot);
  if (!signer.verify('link', payload, token.slice(dot + 1))) return { refused: 'forged' };
  let compact: unknown;
  try {
    compact = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { refused: 'malformed' };
  }
  if (!compact || typeof compact !== 'object' || Array.isArray(compact)) return { refused: 'malformed' };
  const long = Object.fromEntries(Object.entries(compact).map(([k, v]) => [LONG[k] ?? k, v]));
  const parsed = clickContextSchema.safeParse(long);
  if (!parsed.success) return { refused: 'malformed' };
  if (parsed.data.servedAt + CLICK_LINK_TTL_S < nowS || parsed.data.servedAt > nowS + 300)
    return { refused: 'expired' };
  return { context: parsed.data };
}
