import { familyOf } from '@panel/contract';
import { header } from './http-client.ts';
import { adLinks } from './markup.ts';
import type { PlanZone } from './plan-types.ts';
import { browserHeaders, followDirectLink, type PlayContext, showAd } from './user-actions.ts';
import type { UserPool } from './users.ts';

/**
 * The address a zone's tag asks for its ad (the tag generator's): a VAST document for video
 * players, the redirect for direct links, the frame's document for banners and HTML tags, a
 * script for the rest (pops, push, native, calendar).
 */
export function zonePath(zone: PlanZone): string {
  const family = familyOf(zone.format);
  if (family === 'video' || family === 'vast') return `/serve/vast/${zone.id}.xml`;
  if (family === 'url') return `/serve/link/${zone.id}`;
  if (family === 'image' || family === 'tag') return `/serve/zone/${zone.id}.html`;
  return `/serve/zone/${zone.id}.js`;
}

/**
 * A page view on a publisher's site: the visitor's browser asks the zone for an ad, with its own
 * user agent, languages and `uid` cookie. The platform is the exchange there, so an ad served is
 * a bid won at once; the ad's pixel counts the impression as the browser shows it.
 */
export async function playZone(ctx: PlayContext, zone: PlanZone, users: UserPool): Promise<void> {
  const user = users.pick();
  const path = zonePath(zone);
  ctx.stats.count('requests');
  let answer: Awaited<ReturnType<typeof ctx.http.send>>;
  try {
    answer = await ctx.http.send(path, { headers: browserHeaders(user) });
  } catch (err) {
    return ctx.stats.error(`zone request: ${(err as Error).message}`);
  }
  ctx.stats.latency(answer.ms);
  if (answer.status === 204) return ctx.stats.count('noBids');
  if (path.startsWith('/serve/link/')) {
    const location = header(answer, 'location');
    if (answer.status !== 302 || !location) return ctx.stats.error(`direct link zone: HTTP ${answer.status}`);
    ctx.stats.count('bids');
    ctx.stats.count('wins');
    return followDirectLink(ctx, location, user, zone.format);
  }
  if (answer.status !== 200)
    return ctx.stats.error(`zone ${path.replace(/\d+/, '{id}')}: HTTP ${answer.status}`);
  const links = adLinks(answer.body);
  // An empty script, frame or <VAST/> is the zone's "no ad this time".
  if (!links.imp && !links.click) return ctx.stats.count('noBids');
  ctx.stats.count('bids');
  ctx.stats.count('wins');
  showAd(ctx, links, user, zone.format);
}
