import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text that small print needs (WCAG AA, 4.5:1), with a little room for anti-aliasing. */
export const AA_TEXT = 4.6;

/**
 * `color` darkened (on a light background) or lightened (on a dark one) in small steps until it
 * reads on `background` at `ratio`: the hue stays, only the lightness moves as far as it must.
 */
export function readableOn(color: string, background: string, ratio = AA_TEXT): string {
  if (contrastRatio(color, background) >= ratio) return color;
  const towardsDark = luminance(background) > 0.5;
  for (let step = 1; step <= 20; step++) {
    const candidate = towardsDark ? darken(color, step / 20) : lighten(color, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towardsDark ? '#000000' : '#ffffff';
}
