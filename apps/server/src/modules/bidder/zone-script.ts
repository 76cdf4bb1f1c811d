import type { ServedBid } from './bidder.ts';

/**
 * What a zone's script shows, built from the winning creative: plain data, which the script
 * below puts on the page with `textContent` and attributes only, never as markup, so nothing an
 * advertiser typed can run on a publisher's page.
 */
export interface ZoneAd {
  kind: 'popunder' | 'card' | 'toast';
  title: string;
  text: string;
  icon: string;
  image: string;
  url: string;
  imp: string;
}

const absolute = (publicUrl: string, path: unknown) =>
  typeof path === 'string' && path.startsWith('/')
    ? `${publicUrl}${path}`
    : typeof path === 'string'
      ? path
      : '';

export function zoneAdOf(bid: ServedBid, clickUrl: string, impUrl: string, publicUrl: string): ZoneAd {
  const c = bid.creative.content as unknown as Record<string, unknown>;
  const text = (key: string) => (typeof c[key] === 'string' ? (c[key] as string) : '');
  const family = bid.campaign.family;
  const kind =
    family === 'popunder' || family === 'url' ? 'popunder' : family === 'native' ? 'card' : 'toast';
  return {
    kind,
    title: text('title'),
    text: text('text') || text('description'),
    icon: absolute(publicUrl, c.icon_url),
    image: absolute(publicUrl, c.image_url),
    url: clickUrl,
    imp: impUrl,
  };
}

/** JSON inside a script, with `<` escaped so no text can close the script element it may sit in. */
const jsonIn = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The zone's script: shows the ad and requests its impression pixel once it is on the page. A
 * popunder opens on the visitor's first click (browsers block windows opened without one); a
 * native ad fills the zone's `<div id="ad-zone-N">`; push-style ads show as a small in-page
 * notification (a classic push subscription needs a push service, docs/bidder.md).
 */
export function zoneScript(zoneId: number, ad: ZoneAd | null): string {
  if (!ad) return `/* zone ${zoneId}: no ad this time */\n`;
  return `(function(ad, zone){
  var d = document;
  function seen(){ var i = new Image(1,1); i.src = ad.imp; }
  if (ad.kind === 'popunder') {
    var opened = false;
    d.addEventListener('click', function(){ if (opened) return; opened = true; window.open(ad.url, '_blank', 'noopener'); seen(); }, true);
    return;
  }
  var a = d.createElement('a');
  a.href = ad.url; a.target = '_blank'; a.rel = 'noopener sponsored';
  a.style.cssText = 'display:flex;gap:8px;align-items:center;text-decoration:none;color:inherit;font:14px/1.3 sans-serif;background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px;max-width:360px';
  if (ad.icon || ad.image) { var im = d.createElement('img'); im.src = ad.image || ad.icon; im.alt = ''; im.width = 64; im.height = 64; im.style.objectFit = 'cover'; a.appendChild(im); }
  var box = d.createElement('span'); var t = d.createElement('strong'); t.textContent = ad.title; var p = d.createElement('span'); p.textContent = ad.text;
  p.style.display = 'block'; box.appendChild(t); box.appendChild(p); a.appendChild(box);
  var slot = d.getElementById('ad-zone-' + zone);
  if (ad.kind === 'card' && slot) { slot.appendChild(a); }
  else { a.style.position = 'fixed'; a.style.right = '16px'; a.style.bottom = '16px'; a.style.zIndex = '2147483647'; a.style.boxShadow = '0 4px 16px rgba(0,0,0,.2)'; (d.body || d.documentElement).appendChild(a); }
  seen();
})(${jsonIn(ad)}, ${Math.trunc(zoneId)});
`;
}

/** The push service worker the site's /sw.js imports: shows pushed ads and opens their link. */
export const PUSH_SERVICE_WORKER = `self.addEventListener('push', function (event) {
  var ad = {};
  try { ad = event.data ? event.data.json() : {}; } catch (e) { ad = {}; }
  if (!ad.title) return;
  event.waitUntil(self.registration.showNotification(ad.title, { body: ad.text || '', icon: ad.icon || undefined, image: ad.image || undefined, data: { url: ad.url, imp: ad.imp } }).then(function () { return ad.imp ? fetch(ad.imp, { mode: 'no-cors' }) : undefined; }));
});
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = event.notification.data && event.notification.data.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
`;
