import { AD_FORMATS, type AdFormat, type AdFormatFamily } from '../resources/ad-formats.ts';
import { PRICING_MODELS } from '../resources/pricing-models.ts';

/** A campaign names its ad format by the reference list's `code` ('300x250', 'classic push'). */
export const AD_FORMAT_CODES = AD_FORMATS.map((f) => f.code) as [string, ...string[]];
export const PRICING_MODEL_CODES = PRICING_MODELS.map((m) => m.code) as [string, ...string[]];

/** By code: every campaign a list or the bidder's index maps looks its format up. */
const BY_CODE = new Map(AD_FORMATS.map((f) => [f.code, f]));
export const findAdFormat = (code: string): AdFormat | undefined => BY_CODE.get(code);
export const familyOf = (code: string): AdFormatFamily | undefined => findAdFormat(code)?.family;

/** The pixel size a banner format is named after ('300x250'), or null for formats without one. */
export function bannerSize(code: string): { width: number; height: number } | null {
  const match = /^(\d+)x(\d+)$/.exec(code);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/**
 * Pops and direct links open the landing page instead of showing an ad, so there is no click
 * to price: they sell per impression or conversion only, as on PropellerAds and Zeropark.
 */
const NO_CLICK: readonly AdFormatFamily[] = ['popunder', 'url'];

const NO_CLICK_CODES: ReadonlySet<string> = new Set(
  AD_FORMATS.filter((f) => NO_CLICK.includes(f.family)).map((f) => f.code),
);

/** Whether an ad format opens the landing page itself (a visit per impression, no click). */
export const opensWithoutClick = (code: string): boolean => NO_CLICK_CODES.has(code);

export function pricingModelsFor(family: AdFormatFamily): string[] {
  return PRICING_MODEL_CODES.filter((code) => code !== 'cpc' || !NO_CLICK.includes(family));
}
