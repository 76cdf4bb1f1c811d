import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { readableOn } from './contrast.ts';

/** Mantine defaults, a little denser: people read numbers here all day. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 in the light theme: indigo 6 is 4.3:1 on white, under WCAG AA for links and for the
  // white label of a filled button (issue 14's axe check); 7 is 5:1.
  primaryShade: { light: 7, dark: 8 },
  // Text on a filled colour is black or white, whichever contrasts more: the two meet at a
  // luminance of 0.179 (Mantine's default 0.3 keeps white on teal 7, 3.1:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'sm',
  fontSizes: { md: '0.9375rem' },
  components: {
    NavLink: { defaultProps: { py: 6 } },
    // Typing in a picker highlights the first match, so Enter picks it (issue 18: Enter must never
    // fall through to the form and save it without the choice).
    MultiSelect: { defaultProps: { selectFirstOptionOnChange: true } },
    Select: { defaultProps: { selectFirstOptionOnChange: true } },
    // A wide table scrolls with the browser's own scrollbar: Mantine's ScrollArea measures its
    // thumb in an effect after every render, a forced layout of the whole page (50 ms of a 260 ms
    // task at 4x when a 50-row report page arrived, issue 14).
    TableScrollContainer: { defaultProps: { type: 'native' } },
  },
});

/**
 * Mantine's defaults with the colours that fail WCAG AA made readable (checked by axe-core in the
 * end-to-end suite): dimmed text (grey 6 is 3.3:1 on white, dark 2 is 3.5:1 on dark 6), and the
 * text of "light" badges and alerts (yellow 9 on yellow 1 is 2.7:1). Each keeps its hue and moves
 * only as far as it must, against the lightest or darkest background it sits on. Mantine merges
 * these over its own variables.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors }) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(colors.gray[6], colors.gray[1]),
    // A loss in a table: red on a striped or hovered row (red 7 is 3.6:1 on grey 0).
    '--panel-loss-color': readableOn(colors.red[7], colors.gray[1]),
  };
  for (const [name, shades] of Object.entries(colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': readableOn(colors.dark[2], colors.dark[5]),
      '--panel-loss-color': readableOn(colors.red[5], colors.dark[5]),
    },
  };
};
