import { bannerSize, familyOf } from '@panel/contract';
import type { Rand } from '../lib/random.ts';
import type { DeviceClass } from './devices.ts';
import { Weighted } from './weighted.ts';

/**
 * How often each kind of placement comes up in a mixed SSP's traffic (display and pops lead, then
 * native and push; video is rarer and dearer), what a typical floor of it is (USD CPM), and how
 * often its ad is clicked. Click rates are those networks report for each format, rounded up a
 * little so a short run still shows clicks; a pop or direct link "click" is the visit itself.
 */
interface FamilyTraits {
  weight: number;
  floor: number;
  ctr: number;
}

const FAMILY: Record<string, FamilyTraits> = {
  image: { weight: 5, floor: 0.08, ctr: 0.004 },
  tag: { weight: 1, floor: 0.05, ctr: 0.003 },
  native: { weight: 3, floor: 0.12, ctr: 0.01 },
  video: { weight: 1.2, floor: 1.2, ctr: 0.012 },
  vast: { weight: 1.2, floor: 1.5, ctr: 0.012 },
  popunder: { weight: 3, floor: 0.6, ctr: 0.95 },
  url: { weight: 1, floor: 0.4, ctr: 0.98 },
  push: { weight: 2.5, floor: 0.02, ctr: 0.02 },
  calendar: { weight: 0.5, floor: 0.03, ctr: 0.015 },
};
const DEFAULT: FamilyTraits = { weight: 1, floor: 0.1, ctr: 0.005 };

export const traitsOf = (format: string): FamilyTraits => FAMILY[familyOf(format) ?? ''] ?? DEFAULT;

/** Share of clicks that convert: pops and direct links land on offers that ask little. */
export const conversionRate = (format: string) =>
  ['popunder', 'url'].includes(familyOf(format) ?? '') ? 0.02 : 0.05;

/** Sizes only desktops show, and ones only phones do (IAB mobile sizes); the rest fit both. */
function fits(format: string, device: DeviceClass): boolean {
  const size = bannerSize(format);
  if (!size) return true;
  if (device === 'desktop') return size.width > 320 || size.height > 100;
  return size.width <= 336;
}

/** Picks a placement's format among what an endpoint or zone takes, for the device at hand. */
export class FormatMix {
  private readonly tables = new Map<string, Weighted<string>>();

  pick(rand: Rand, formats: readonly string[], device: DeviceClass): string {
    const key = `${device}|${formats.join(',')}`;
    let table = this.tables.get(key);
    if (!table) {
      const fitting = formats.filter((f) => fits(f, device));
      table = new Weighted(fitting.length > 0 ? fitting : formats, (f) => traitsOf(f).weight);
      this.tables.set(key, table);
    }
    return table.pick(rand);
  }
}

/**
 * The floor an SSP puts on a placement: a quarter of requests carry none; the rest the format's
 * typical floor, scaled by the SSP (some partners price higher than others, the same every run)
 * and varied per request.
 */
export function floorFor(rand: Rand, sspId: number, format: string): number {
  if (rand() < 0.25) return 0;
  const sspFactor = 0.6 + ((sspId * 37) % 100) / 100;
  return Math.round(traitsOf(format).floor * sspFactor * (0.7 + 0.6 * rand()) * 10_000) / 10_000;
}
