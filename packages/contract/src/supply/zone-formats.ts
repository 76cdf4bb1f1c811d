import { bannerSize, findAdFormat } from '../campaigns/formats.ts';

export const ZONE_SIZE_MIN = 1;
export const ZONE_SIZE_MAX = 2000;

/**
 * Whether a zone of a format has a size, and where it comes from. Banners are named after their
 * size ('300x250'), so the size is the format's. An HTML tag zone is a box the publisher sizes
 * (the ad is fitted into an iframe of that size). Every other format has no box of its own: a pop
 * opens a window, push and in-page push float over the page, native fits the page's layout and a
 * VAST or video zone is a URL the player asks.
 */
export type ZoneSizeRule =
  | { kind: 'fixed'; width: number; height: number }
  | { kind: 'required' }
  | { kind: 'none' };

export function zoneSizeRule(adFormat: string): ZoneSizeRule {
  const size = bannerSize(adFormat);
  if (size) return { kind: 'fixed', ...size };
  return findAdFormat(adFormat)?.family === 'tag' ? { kind: 'required' } : { kind: 'none' };
}
