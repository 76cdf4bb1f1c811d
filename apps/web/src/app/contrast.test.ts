import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colors = DEFAULT_THEME.colors;

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's grey 6 on white: the dimmed text axe-core flagged.
    expect(contrastRatio(colors.gray[6], '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readableOn', () => {
  it('leaves a colour that already reads as it is', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });

  it('darkens on light backgrounds and lightens on dark ones, until the text reads at AA', () => {
    const onLight = readableOn(colors.yellow[9], colors.yellow[1]);
    expect(contrastRatio(colors.yellow[9], colors.yellow[1])).toBeLessThan(4.5);
    expect(contrastRatio(onLight, colors.yellow[1])).toBeGreaterThanOrEqual(4.5);
    const onDark = readableOn(colors.dark[2], colors.dark[5]);
    expect(contrastRatio(onDark, colors.dark[5])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the theme', () => {
  const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME);

  it('makes the text of every light badge readable on its background', () => {
    for (const [name, shades] of Object.entries(colors)) {
      const text = resolved.light[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('makes dimmed text readable on the page and on grey panels, in both schemes', () => {
    const light = resolved.light['--mantine-color-dimmed'] ?? '';
    const dark = resolved.dark['--mantine-color-dimmed'] ?? '';
    for (const background of ['#ffffff', colors.gray[0], colors.gray[1]])
      expect(contrastRatio(light, background)).toBeGreaterThanOrEqual(4.5);
    for (const background of [colors.dark[7], colors.dark[6], colors.dark[5]])
      expect(contrastRatio(dark, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes a loss readable in red on plain, striped and hovered table rows, in both schemes', () => {
    const light = resolved.light['--panel-loss-color'] ?? '';
    const dark = resolved.dark['--panel-loss-color'] ?? '';
    for (const background of ['#ffffff', colors.gray[0], colors.gray[1]])
      expect(contrastRatio(light, background)).toBeGreaterThanOrEqual(4.5);
    for (const background of [colors.dark[7], colors.dark[6], colors.dark[5]])
      expect(contrastRatio(dark, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses a primary shade that reads on white, as links and under white button labels', () => {
    const shade = typeof theme.primaryShade === 'object' ? (theme.primaryShade.light ?? 6) : 6;
    expect(contrastRatio(colors.indigo[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
