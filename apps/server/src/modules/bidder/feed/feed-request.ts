import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { familyOf } from '@panel/contract';
import { z } from 'zod';
import type { BidRequestView, Source } from '../bid-request.ts';
import { audienceFromHttp, sspScoped, subscriptionAgeOf } from '../openrtb/parse-request.ts';
import type { EndpointEntry } from '../snapshot.ts';

/**
 * Feeds: the pop and push networks' way of buying (an XML or JSON "feed" per endpoint). The SSP
 * puts the user in the query string of a GET (the parsers' URL templates, contract
 * ssp-parsers.ts) and reads back a list of ads with their price. One request is one placement
 * of every format the endpoint takes that a feed can carry: links and pictures (pops, direct
 * links, push, native, banners), not players or markup (video, VAST, HTML tags).
 */
export const FEEDS = {
  xml: { parserId: 3, name: 'XML feed' },
  json: { parserId: 4, name: 'JSON feed' },
  push: { parserId: 5, name: 'Push feed (JSON)' },
} as const;
export type FeedKind = keyof typeof FEEDS;

const FEED_FAMILIES = new Set(['popunder', 'url', 'push', 'native', 'image']);

const address = z
  .string()
  .max(45)
  .refine((value) => isIP(value) !== 0, 'An IPv4 or IPv6 address, such as 203.0.113.24.');

export const feedQuery = z.object({
  ip: address.optional().describe('The user’s address (else the caller’s)'),
  ua: z.string().max(512).optional().describe('The user’s User-Agent'),
  lang: z.string().max(35).optional().describe('The user’s Accept-Language, or a language code'),
  ref: z.string().max(2048).optional().describe('The page the user is on'),
  subid: z
    .string()
    .max(64)
    .optional()
    .describe('The SSP’s source (site or zone) id; reports show it as the site, rules can exclude it'),
  subscribed: z
    .string()
    .max(40)
    .optional()
    .describe('Push feed: when the user subscribed, unix seconds or an ISO 8601 date'),
});
export type FeedQuery = z.infer<typeof feedQuery>;

/**
 * Feeds carry no user id: the user is the hash of address and browser, as pop networks count
 * frequency, so a campaign's frequency cap holds on feed traffic too.
 */
const feedUser = (ip: string, ua: string) =>
  `feed:${createHash('sha256').update(`${ip}\n${ua}`).digest('base64url').slice(0, 22)}`;

/** The formats of `endpoint` a feed can carry. */
export const feedFormats = (endpoint: EndpointEntry) =>
  [...endpoint.adFormats].filter((code) => FEED_FAMILIES.has(familyOf(code) ?? ''));

export function feedView(
  query: FeedQuery,
  endpoint: EndpointEntry,
  source: Source,
  clientIp: string,
  now: number,
): BidRequestView {
  const ip = query.ip ?? clientIp;
  const ua = query.ua ?? '';
  const audience = audienceFromHttp({
    ip,
    userAgent: ua,
    acceptLanguage: query.lang ?? '',
    uid: feedUser(ip, ua),
  });
  const subscribed = query.subscribed;
  audience.subscriptionAgeDays = subscribed
    ? subscriptionAgeOf(/^\d{1,12}$/.test(subscribed) ? Number(subscribed) : subscribed, now)
    : null;
  return {
    id: `feed-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    tmaxMs: 1_000,
    test: false,
    placements: [
      {
        impId: '1',
        formats: feedFormats(endpoint),
        floorMicros: endpoint.floorMicros,
        secure: (query.ref ?? '').startsWith('https:'),
        video: null,
        nativeRequest: null,
      },
    ],
    audience,
    source: { ...source, siteId: sspScoped(source.sspId, query.subid) },
    at: now,
  };
}
