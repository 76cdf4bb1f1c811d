import { AD_FORMAT_CODES } from '@panel/contract';
import type { Placement } from '../bid-request.ts';

/**
 * An OpenRTB `imp` as a placement: the ad formats of the panel it can take and its floor. SSPs
 * send junk, so every field is read defensively and bounded; an imp that takes nothing we sell
 * (or prices in another currency) is left out.
 *
 * Pops, push, direct links and calendar invites are not in OpenRTB. Networks that sell them over
 * OpenRTB name the type in `imp.ext.type` (Zeropark and PropellerAds' partners do so), and so do
 * we: 'popunder', 'classic push' (or 'push'), 'in-page push', 'direct link', 'calendar'.
 * Private marketplace imps (`pmp.private_auction: 1`) are left out: only their deals may bid.
 */
export const MAX_IMPS = 20;
const FORMATS: ReadonlySet<string> = new Set(AD_FORMAT_CODES);
const EXT_TYPES: Record<string, string> = {
  popunder: 'popunder',
  pop: 'popunder',
  push: 'classic push',
  'classic push': 'classic push',
  'in-page push': 'in-page push',
  inpage: 'in-page push',
  'direct link': 'direct link',
  calendar: 'calendar',
};

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const text = (v: unknown, max = 100): string => (typeof v === 'string' ? v.slice(0, max) : '');

function bannerFormats(banner: Json): string[] {
  const out = new Set<string>();
  const size = (w: unknown, h: unknown) => {
    const code = `${num(w)}x${num(h)}`;
    if (FORMATS.has(code)) out.add(code);
  };
  const list = Array.isArray(banner.format) ? banner.format.slice(0, 20) : [];
  for (const f of list) {
    const o = obj(f);
    if (o) size(o.w, o.h);
  }
  size(banner.w, banner.h);
  // Third-party tags fit any banner slot.
  out.add('html tag');
  return [...out];
}

/** The Native 1.2 request (a JSON string, or its 1.0 `{ native: {...} }` wrapper), or null. */
function nativeRequestOf(native: Json): unknown {
  const raw = native.request;
  if (typeof raw !== 'string' || raw.length > 20_000) return obj(raw);
  try {
    const parsed = obj(JSON.parse(raw));
    return obj(parsed?.native) ?? parsed;
  } catch {
    return null;
  }
}

export function placementOf(imp: unknown, secureDefault: boolean): Placement | null {
  const o = obj(imp);
  if (!o) return null;
  // A private auction is open to its deals' buyers only, and the platform makes no deals.
  if (obj(o.pmp)?.private_auction === 1) return null;
  const currency = text(o.bidfloorcur, 3).toUpperCase();
  if (currency !== '' && currency !== 'USD') return null;
  const formats = new Set<string>();
  const banner = obj(o.banner);
  if (banner) for (const f of bannerFormats(banner)) formats.add(f);
  const video = obj(o.video);
  if (video) {
    formats.add('video');
    formats.add('vast');
  }
  const native = obj(o.native);
  if (native) formats.add('native');
  const extType = EXT_TYPES[text(obj(o.ext)?.type, 20).toLowerCase()];
  if (extType) formats.add(extType);
  if (formats.size === 0) return null;
  const floor = num(o.bidfloor);
  return {
    impId: text(o.id, 64) || '1',
    formats: [...formats],
    floorMicros: floor && floor > 0 ? Math.round(Math.min(floor, 10_000) * 1_000_000) : 0,
    secure: o.secure === 1 || (o.secure === undefined && secureDefault),
    video: video
      ? {
          minDurationS: Math.max(0, num(video.minduration) ?? 0),
          maxDurationS: Math.max(0, num(video.maxduration) ?? 0),
          mimes: Array.isArray(video.mimes) ? video.mimes.slice(0, 20).map((m) => text(m, 40)) : [],
        }
      : null,
    nativeRequest: native ? nativeRequestOf(native) : null,
  };
}
