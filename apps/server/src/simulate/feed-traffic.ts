import { adLinks } from './markup.ts';
import type { RtbTarget } from './rtb-traffic.ts';
import { notify, type PlayContext, showAd } from './user-actions.ts';
import type { SimUser, UserPool } from './users.ts';

/** Share of our ads the SSP's own auction (among its feeds) shows: most, as with OpenRTB bids. */
const WIN_RATE = 0.7;
/** The pages and source ids a feed's traffic comes from. */
const SOURCES = 12;

const WIN = /\/serve\/win\/[A-Za-z0-9_.-]+/;

/** The text of the first `<tag>` of our own XML answer, found by position: no pattern over it. */
function xmlValue(xml: string, tag: string): string {
  const start = xml.indexOf(`<${tag}>`);
  if (start < 0) return '';
  const end = xml.indexOf(`</${tag}>`, start);
  return end < 0 ? '' : xml.slice(start + tag.length + 2, end);
}

/** The feed's address with the SSP's macros filled in for this user, as the SSP does. */
function feedPath(template: string, user: SimUser, source: number, now: number): string {
  const values: Record<string, string> = {
    ip: user.ip,
    user_agent: user.device.ua,
    language: user.acceptLanguage,
    referrer: `https://site-${source}.example.com/`,
    sub_id: `src-${source}`,
    subscription_date: String(Math.floor(now / 1000) - user.subscribedDaysAgo * 86_400),
  };
  let path = template;
  for (const [macro, value] of Object.entries(values))
    path = path.replace(`{${macro}}`, encodeURIComponent(value));
  return path;
}

/**
 * One request to a feed endpoint (XML, JSON or push): the user goes in the query string, the
 * answer is an ad with its price and addresses (docs/bidder.md). Most answers the SSP shows: it
 * calls the win address (at a clearing price between the floor and the bid), then the ad is on
 * screen as any other (its pixel, sometimes a click). The rest it drops without a word, as
 * feeds do: there is no loss notice.
 */
export async function playFeed(ctx: PlayContext, target: RtbTarget, users: UserPool) {
  const user = users.pick(target.countries);
  const path = feedPath(target.path, user, 1 + Math.floor(ctx.rand() * SOURCES), Date.now());
  ctx.stats.count('requests');
  let answer: Awaited<ReturnType<typeof ctx.http.send>>;
  try {
    answer = await ctx.http.send(path);
  } catch (err) {
    return ctx.stats.error(`feed request: ${(err as Error).message}`);
  }
  ctx.stats.latency(answer.ms);
  if (answer.status === 204) return ctx.stats.count('noBids');
  if (answer.status !== 200) return ctx.stats.error(`feed: HTTP ${answer.status}`);
  const xml = answer.body.startsWith('<?xml');
  let price = Number.NaN;
  let format = '';
  if (xml) {
    price = Number(xmlValue(answer.body, 'cpm'));
    format = xmlValue(answer.body, 'format');
  } else {
    try {
      const ad = (JSON.parse(answer.body) as { ads?: { cpm?: unknown; format?: unknown }[] }).ads?.[0];
      price = Number(ad?.cpm);
      format = typeof ad?.format === 'string' ? ad.format : '';
    } catch {
      return ctx.stats.error('feed: a 200 that is not JSON');
    }
  }
  const win = WIN.exec(answer.body)?.[0];
  if (!win || !Number.isFinite(price) || price <= 0)
    return ctx.stats.error('feed: an ad without price or win address');
  ctx.stats.count('bids');
  if (ctx.rand() >= WIN_RATE) return ctx.stats.count('losses');
  const clearing = Math.min(price, target.floor + (price - target.floor) * (0.4 + 0.6 * ctx.rand()));
  if (!(await notify(ctx, 'win notice', `${win}?price=${clearing.toFixed(4)}`))) return;
  ctx.stats.count('wins');
  showAd(ctx, adLinks(answer.body), user, format);
}
