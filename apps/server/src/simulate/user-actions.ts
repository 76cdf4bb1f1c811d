import type { Rand } from '../lib/random.ts';
import { conversionRate, traitsOf } from './format-mix.ts';
import { type HttpClient, header, pathOf } from './http-client.ts';
import { type AdLinks, campaignOfToken, queryParam } from './markup.ts';
import type { PlanCampaign, PlanGoal } from './plan-types.ts';
import type { SimulationStats } from './stats.ts';
import type { SimUser } from './users.ts';
import { oneOf } from './weighted.ts';

/** What every step of a simulated user's visit needs. */
export interface PlayContext {
  http: HttpClient;
  stats: SimulationStats;
  rand: Rand;
  campaigns: ReadonlyMap<number, PlanCampaign>;
  goalsByAdvertiser: ReadonlyMap<number, readonly PlanGoal[]>;
  /** Runs `step` after `ms` (a user takes a moment to look, click and buy); run at once on stop. */
  later(ms: number, step: () => Promise<void>): void;
}

/**
 * The headers the user's browser sends with every request to the platform's host. The user's
 * address goes in X-Forwarded-For, which the server believes only when told to trust the
 * simulator as a proxy (TRUST_PROXY=127.0.0.1): then zone visitors are placed by their address
 * as real ones are; otherwise they all come from loopback, in no country.
 */
export const browserHeaders = (user: SimUser): Record<string, string> => ({
  'user-agent': user.device.ua,
  'accept-language': user.acceptLanguage,
  cookie: `uid=${user.uid}`,
  'x-forwarded-for': user.ip,
});

/** GETs a notice or pixel; anything but a 2xx is an error worth naming. */
export async function notify(ctx: PlayContext, what: string, path: string, user?: SimUser): Promise<boolean> {
  try {
    const answer = await ctx.http.send(path, user ? { headers: browserHeaders(user) } : {});
    if (answer.status >= 200 && answer.status < 300) return true;
    ctx.stats.error(`${what}: HTTP ${answer.status}`);
  } catch (err) {
    ctx.stats.error(`${what}: ${(err as Error).message}`);
  }
  return false;
}

/** A tracker's postback for a click that turned into a sale: the goal of the click's advertiser. */
async function convert(ctx: PlayContext, clickPath: string, landing: string): Promise<void> {
  const campaignId = campaignOfToken(clickPath);
  const campaign = campaignId === null ? undefined : ctx.campaigns.get(campaignId);
  if (!campaign?.click_id_param) return;
  const clickId = queryParam(landing, campaign.click_id_param);
  const goals = ctx.goalsByAdvertiser.get(campaign.advertiser_id);
  if (!clickId || !goals || goals.length === 0) return;
  const goal = oneOf(ctx.rand, goals);
  const query = new URLSearchParams({ goal: goal.token, click_id: clickId });
  // Trackers mostly send the sale's value; some leave it to the goal's default payout.
  if (goal.payout === null || ctx.rand() < 0.7)
    query.set('payout', (Math.round((goal.payout ?? 5) * (0.5 + ctx.rand()) * 100) / 100).toFixed(2));
  try {
    const answer = await ctx.http.send(`/track/conversion?${query}`);
    if (answer.status === 204) ctx.stats.count('conversions');
    // A click converting twice on a goal counted once, or late: the endpoint is right to refuse.
    else if (answer.status === 409 || answer.status === 410) ctx.stats.count('refused');
    else ctx.stats.error(`conversion: HTTP ${answer.status} ${answer.body.slice(0, 80)}`);
  } catch (err) {
    ctx.stats.error(`conversion: ${(err as Error).message}`);
  }
}

/**
 * The user clicks the ad: the click link counts it and answers 302 to the landing page, whose
 * address is read and never visited (it is the advertiser's site, off this machine). Some visits
 * convert a little later.
 */
export async function click(
  ctx: PlayContext,
  clickPath: string,
  user: SimUser,
  format: string,
): Promise<void> {
  try {
    const answer = await ctx.http.send(clickPath, { headers: browserHeaders(user) });
    const landing = header(answer, 'location');
    if (answer.status !== 302 || !landing) {
      ctx.stats.error(`click: HTTP ${answer.status}`);
      return;
    }
    ctx.stats.count('clicks');
    if (ctx.rand() < conversionRate(format))
      ctx.later(1_000 + ctx.rand() * 4_000, () => convert(ctx, clickPath, landing));
  } catch (err) {
    ctx.stats.error(`click: ${(err as Error).message}`);
  }
}

/**
 * The ad is on screen: its pixel loads (counted here unless the SSP's billing notice already
 * counted the impression: the server counts one per bid either way); now and then the user clicks.
 */
export function showAd(
  ctx: PlayContext,
  links: AdLinks,
  user: SimUser,
  format: string,
  billed = false,
): void {
  ctx.later(100 + ctx.rand() * 700, async () => {
    if (links.imp) {
      const loaded = await notify(ctx, 'impression pixel', links.imp, user);
      if (!loaded) return;
      if (!billed) ctx.stats.count('impressions');
    }
    const clickPath = links.click;
    if (clickPath && ctx.rand() < traitsOf(format).ctr)
      ctx.later(500 + ctx.rand() * 2_500, () => click(ctx, clickPath, user, format));
  });
}

/** A direct link zone sends the visitor on to the click link, which lands on the offer. */
export async function followDirectLink(ctx: PlayContext, location: string, user: SimUser, format: string) {
  const clickPath = pathOf(location);
  if (!clickPath) return ctx.stats.error('direct link: no click link');
  ctx.stats.count('impressions');
  await click(ctx, clickPath, user, format);
}
