import { bannerSize } from '@panel/contract';
import type { ServedBid } from '../bidder.ts';

/**
 * The ad markup (`adm`) of a winning bid, per format. Everything an advertiser typed is escaped
 * for where it lands (HTML attribute, XML text, JSON); third-party tags run inside a sandboxed
 * frame. No pattern here looks into user text: escaping is one pass over fixed characters, and
 * a stored VAST document is joined by `indexOf`, which cannot backtrack.
 */
export interface AdUrls {
  click: string;
  imp: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};
export const escapeHtml = (value: string) => value.replace(/[&"'<>]/g, (c) => ESCAPES[c] ?? c);

type Content = Record<string, unknown>;
const str = (c: Content, key: string) => (typeof c[key] === 'string' ? (c[key] as string) : '');
const absolute = (publicUrl: string, path: string) => (path.startsWith('/') ? `${publicUrl}${path}` : path);

const pixel = (url: string) =>
  `<img src="${escapeHtml(url)}" width="1" height="1" alt="" style="position:absolute;left:-9999px">`;

function sizeOf(bid: ServedBid): { w: number; h: number } {
  const size = bannerSize(bid.campaign.adFormat);
  return size ? { w: size.width, h: size.height } : { w: 300, h: 250 };
}

function bannerHtml(bid: ServedBid, urls: AdUrls, publicUrl: string): string {
  const c = bid.creative.content as unknown as Content;
  const { w, h } = sizeOf(bid);
  if (bid.creative.type === 'tag')
    return `<iframe sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(str(c, 'markup'))}" width="${w}" height="${h}" frameborder="0" scrolling="no" style="border:0"></iframe>${pixel(urls.imp)}`;
  return `<a href="${escapeHtml(urls.click)}" target="_blank" rel="noopener sponsored"><img src="${escapeHtml(absolute(publicUrl, str(c, 'image_url')))}" width="${w}" height="${h}" alt="" style="border:0"></a>${pixel(urls.imp)}`;
}

/**
 * XML text: the five predefined entities. Addresses an advertiser gave are written as escaped text,
 * never in CDATA, which a `]]>` inside them would end; CDATA holds only our own addresses.
 */
const xml = (value: string) => escapeHtml(value);

function seconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A VAST 4.2 InLine ad for a video creative, or the creative's own VAST with our impression added. */
export function vastOf(bid: ServedBid, urls: AdUrls): string {
  const c = bid.creative.content as unknown as Content;
  const impression = `<Impression id="platform"><![CDATA[${urls.imp}]]></Impression>`;
  const id = `${bid.campaign.id}-${bid.creative.id}`;
  if (bid.creative.type === 'vast') {
    const url = str(c, 'vast_url');
    if (url)
      return `<?xml version="1.0" encoding="UTF-8"?><VAST version="4.2"><Ad id="${id}"><Wrapper><AdSystem>panel</AdSystem>${impression}<VASTAdTagURI>${xml(url)}</VASTAdTagURI></Wrapper></Ad></VAST>`;
    const doc = str(c, 'vast_xml');
    for (const tag of ['<InLine>', '<Wrapper>']) {
      const at = doc.indexOf(tag);
      if (at >= 0) return `${doc.slice(0, at + tag.length)}${impression}${doc.slice(at + tag.length)}`;
    }
    return doc;
  }
  const file = str(c, 'video_url');
  const type = file.toLowerCase().split('?')[0]?.endsWith('.webm') ? 'video/webm' : 'video/mp4';
  const duration = typeof c.duration_seconds === 'number' ? c.duration_seconds : 15;
  return `<?xml version="1.0" encoding="UTF-8"?><VAST version="4.2"><Ad id="${id}"><InLine><AdSystem>panel</AdSystem><AdTitle>${xml(str(c, 'name') || 'Ad')}</AdTitle>${impression}<Creatives><Creative id="${bid.creative.id}"><Linear><Duration>${seconds(duration)}</Duration><MediaFiles><MediaFile delivery="progressive" type="${type}" width="640" height="360">${xml(file)}</MediaFile></MediaFiles><VideoClicks><ClickThrough><![CDATA[${urls.click}]]></ClickThrough></VideoClicks></Linear></Creative></Creatives></InLine></Ad></VAST>`;
}

/** Native 1.2 asset ids of the request, by what they ask for; the usual ids when it names none. */
function nativeIds(request: unknown) {
  const ids = { title: 1, icon: 2, image: 3, description: 4, brand: 5 };
  const assets = (request as { assets?: unknown } | null)?.assets;
  if (!Array.isArray(assets)) return ids;
  for (const a of assets.slice(0, 20) as Record<string, Record<string, unknown> | number>[]) {
    const id = typeof a.id === 'number' ? a.id : null;
    if (id === null) continue;
    if (a.title) ids.title = id;
    const img = a.img as Record<string, unknown> | undefined;
    if (img && img.type === 1) ids.icon = id;
    else if (img) ids.image = id;
    const data = a.data as Record<string, unknown> | undefined;
    if (data && data.type === 1) ids.brand = id;
    else if (data) ids.description = id;
  }
  return ids;
}

function nativeJson(bid: ServedBid, urls: AdUrls, publicUrl: string, request: unknown): string {
  const c = bid.creative.content as unknown as Content;
  const ids = nativeIds(request);
  const assets: unknown[] = [
    { id: ids.title, title: { text: str(c, 'title') } },
    { id: ids.icon, img: { type: 1, url: absolute(publicUrl, str(c, 'icon_url')) } },
    { id: ids.image, img: { type: 3, url: absolute(publicUrl, str(c, 'image_url')) } },
    { id: ids.description, data: { type: 2, value: str(c, 'description') } },
  ];
  if (str(c, 'brand_name')) assets.push({ id: ids.brand, data: { type: 1, value: str(c, 'brand_name') } });
  return JSON.stringify({
    native: {
      ver: '1.2',
      assets,
      link: { url: urls.click },
      eventtrackers: [{ event: 1, method: 1, url: urls.imp }],
    },
  });
}

/** The markup of a bid for its format: HTML, VAST, Native JSON, or our JSON for pops and push. */
export function admOf(bid: ServedBid, urls: AdUrls, publicUrl: string, nativeRequest: unknown): string {
  const c = bid.creative.content as unknown as Content;
  switch (bid.campaign.family) {
    case 'image':
    case 'tag':
      return bannerHtml(bid, urls, publicUrl);
    case 'video':
    case 'vast':
      return vastOf(bid, urls);
    case 'native':
      return nativeJson(bid, urls, publicUrl, nativeRequest);
    case 'popunder':
    case 'url':
      return JSON.stringify({ url: urls.click, imp: urls.imp });
    default:
      return JSON.stringify({
        title: str(c, 'title'),
        text: str(c, 'text') || str(c, 'description'),
        icon: str(c, 'icon_url') ? absolute(publicUrl, str(c, 'icon_url')) : undefined,
        image: str(c, 'image_url') ? absolute(publicUrl, str(c, 'image_url')) : undefined,
        location: str(c, 'location') || undefined,
        starts_after_minutes: c.starts_after_minutes,
        duration_minutes: c.duration_minutes,
        url: urls.click,
        imp: urls.imp,
      });
  }
}

export { sizeOf };
