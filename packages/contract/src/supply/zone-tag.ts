import { familyOf } from '../campaigns/formats.ts';

/**
 * The tag generator. The serving addresses below are fixed now, before the bidder serves them,
 * so that a tag a publisher pastes today keeps working once ads flow: the serving endpoints are
 * built to answer exactly these paths.
 *   /serve/zone/{id}.js    the zone's script (pops, push, in-page push, native, calendar)
 *   /serve/zone/{id}.html  a banner or HTML tag zone's frame
 *   /serve/push/sw.js      the push service worker the site's own /sw.js imports
 *   /serve/vast/{id}.xml   a video zone's VAST document
 *   /serve/link/{id}       a direct link zone: redirects to the winning offer
 * Only the zone's id and size (numbers) and the serving host go into a tag: names and other user
 * text never do, so a tag cannot carry markup someone typed.
 */
export interface TagZone {
  id: number;
  ad_format: string;
  width: number | null;
  height: number | null;
}

/** Where the publisher puts the tag, which the tag dialog explains. */
export type TagPlacement = 'head' | 'inline' | 'vast' | 'link';

export interface ZoneTag {
  placement: TagPlacement;
  /** The snippet, or the URL for VAST and direct link zones. */
  tag: string;
  /** Classic push only: the content of the site's /sw.js. */
  serviceWorker: string | null;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};
/** The host comes from configuration, not from users; escaped all the same, as any attribute value. */
const attr = (text: string) => text.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/** A loop, not /\/+$/: that pattern backtracks quadratically on a long run of slashes. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

const whole = (n: number | null) => (Number.isInteger(n) && (n as number) > 0 ? (n as number) : 1);

export function zoneTag(zone: TagZone, publicUrl: string): ZoneTag {
  const host = withoutTrailingSlashes(publicUrl);
  const id = Math.trunc(zone.id);
  const script = `<script async data-zone="${id}" src="${attr(`${host}/serve/zone/${id}.js`)}"></script>`;
  switch (familyOf(zone.ad_format)) {
    case 'image':
    case 'tag': {
      const width = whole(zone.width);
      const height = whole(zone.height);
      const src = attr(`${host}/serve/zone/${id}.html`);
      return {
        placement: 'inline',
        tag: `<iframe src="${src}" width="${width}" height="${height}" title="Advertisement" loading="lazy" scrolling="no" frameborder="0" style="border:0;overflow:hidden"></iframe>`,
        serviceWorker: null,
      };
    }
    case 'native':
      return {
        placement: 'inline',
        tag: `<div id="ad-zone-${id}" data-zone="${id}"></div>\n${script}`,
        serviceWorker: null,
      };
    case 'vast':
    case 'video':
      return { placement: 'vast', tag: `${host}/serve/vast/${id}.xml`, serviceWorker: null };
    case 'url':
      return { placement: 'link', tag: `${host}/serve/link/${id}`, serviceWorker: null };
    case 'push':
      if (zone.ad_format === 'classic push')
        return {
          placement: 'head',
          // Browsers let a service worker control only its own origin: the site serves /sw.js,
          // which imports ours, and the page registers it before asking for permission.
          tag: `<script>if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');</script>\n${script}`,
          serviceWorker: `importScripts(${JSON.stringify(`${host}/serve/push/sw.js?zone=${id}`)});\n`,
        };
      return { placement: 'head', tag: script, serviceWorker: null };
    default:
      // Popunder and calendar: one script per page, which opens its window or invite itself.
      return { placement: 'head', tag: script, serviceWorker: null };
  }
}
