import type { FormatMix } from './format-mix.ts';
import { pathOf } from './http-client.ts';
import { adLinks } from './markup.ts';
import { openRtbRequest } from './openrtb-request.ts';
import { notify, type PlayContext, showAd } from './user-actions.ts';
import type { SimUser, UserPool } from './users.ts';

/** An SSP endpoint or a guest token, as the player sends to it. */
export interface RtbTarget {
  kind: 'ssp' | 'guest';
  path: string;
  sspId: number;
  formats: readonly string[];
  countries: readonly string[];
  /** The endpoint's own floor (CPM): the auction's floor is the higher of it and the request's. */
  floor: number;
  /** A guest's token (`Authorization: Bearer`). */
  bearer?: string;
  /** A feed endpoint (feed-traffic.ts): `path` holds the SSP's macros, `/feed/json/12?ip={ip}&…`. */
  feed?: boolean;
}

/** Share of our bids the SSP's own auction lets win: most, since the bidder bid over the floor. */
const WIN_RATE = 0.7;

interface Bid {
  price?: unknown;
  adm?: unknown;
  nurl?: unknown;
  burl?: unknown;
  lurl?: unknown;
}

/** The SSP fills the notice's macros as OpenRTB 2.6 lists them; ones it does not know become empty. */
function filled(url: unknown, values: Record<string, string>): string | null {
  if (typeof url !== 'string') return null;
  const path = pathOf(url);
  return path === null
    ? null
    : path.replace(/\$\{([A-Z_]{1,40})\}/g, (_m, name: string) => values[name] ?? '');
}

/**
 * What an SSP does with one of our bids: most win, at a clearing price between the floor and the
 * bid (a second-price auction with a runner-up somewhere in between); the win notice goes out, the
 * SSP bills once the ad rendered (`burl`) and the user's browser loads the ad. The rest lose, and
 * the SSP says so (`lurl`, reason 102: outbid).
 */
async function settle(
  ctx: PlayContext,
  bid: Bid,
  floor: number,
  user: SimUser,
  format: string,
): Promise<void> {
  const price = Number(bid.price);
  if (!Number.isFinite(price) || price <= 0) return ctx.stats.error('bid without a price');
  if (ctx.rand() >= WIN_RATE) {
    ctx.stats.count('losses');
    const lurl = filled(bid.lurl, { AUCTION_LOSS: '102', AUCTION_PRICE: (price * 1.15).toFixed(4) });
    if (lurl) await notify(ctx, 'loss notice', lurl);
    return;
  }
  const clearing = Math.min(price, floor + (price - floor) * (0.4 + 0.6 * ctx.rand()));
  const macros = { AUCTION_PRICE: clearing.toFixed(4), AUCTION_CURRENCY: 'USD' };
  ctx.stats.count('wins');
  let markup = typeof bid.adm === 'string' ? bid.adm : '';
  const nurl = filled(bid.nurl, macros);
  if (nurl) {
    // Without `adm` the win notice answers the markup itself (OpenRTB 2.6, 4.4).
    const answer = await ctx.http.send(nurl).catch((err: Error) => err);
    if (answer instanceof Error) ctx.stats.error(`win notice: ${answer.message}`);
    else if (answer.status >= 300) ctx.stats.error(`win notice: HTTP ${answer.status}`);
    else if (!markup) markup = answer.body;
  }
  const links = adLinks(markup);
  const burl = filled(bid.burl, macros);
  const billed = burl ? await notify(ctx, 'billing notice', burl) : false;
  if (billed) ctx.stats.count('impressions');
  showAd(ctx, links, user, format, billed);
}

/** One bid request to an endpoint or a guest address, and what follows from its answer. */
export async function playRtb(
  ctx: PlayContext,
  target: RtbTarget,
  users: UserPool,
  mix: FormatMix,
): Promise<void> {
  const user = users.pick(target.countries);
  const format = mix.pick(ctx.rand, target.formats, user.device.class);
  const request = openRtbRequest(ctx.rand, { sspId: target.sspId, format, user });
  const imp = (request.imp as { bidfloor?: number }[])[0];
  ctx.stats.count('requests');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-openrtb-version': '2.6' };
  if (target.bearer) headers.authorization = `Bearer ${target.bearer}`;
  let answer: Awaited<ReturnType<typeof ctx.http.send>>;
  try {
    answer = await ctx.http.send(target.path, { method: 'POST', headers, body: JSON.stringify(request) });
  } catch (err) {
    return ctx.stats.error(`${target.kind} request: ${(err as Error).message}`);
  }
  ctx.stats.latency(answer.ms);
  if (answer.status === 204) return ctx.stats.count('noBids');
  if (answer.status !== 200)
    return ctx.stats.error(`${target.kind} ${withoutTrailingId(target.path)}: HTTP ${answer.status}`);
  let bids: Bid[] = [];
  try {
    const response = JSON.parse(answer.body) as { seatbid?: { bid?: Bid[] }[] };
    bids = (response.seatbid ?? []).flatMap((seat) => seat.bid ?? []);
  } catch {
    return ctx.stats.error(`${target.kind}: a 200 that is not JSON`);
  }
  if (bids.length === 0) return ctx.stats.count('noBids');
  ctx.stats.count('bids');
  await Promise.all(
    bids.map((bid) => settle(ctx, bid, Math.max(imp?.bidfloor ?? 0, target.floor), user, format)),
  );
}

/** '/rtb/openrtb/2.6/17' to '/rtb/openrtb/2.6/{id}' for error lines, by a loop (`\d+$` backtracks). */
function withoutTrailingId(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) >= 48 && path.charCodeAt(end - 1) <= 57) end -= 1;
  return end === path.length ? path : `${path.slice(0, end)}{id}`;
}
