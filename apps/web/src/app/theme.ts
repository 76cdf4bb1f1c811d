import { createTheme } from '@mantine/core';

/** Mantine defaults, a little denser: people read numbers here all day. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontSizes: { md: '0.9375rem' },
  components: {
    NavLink: { defaultProps: { py: 6 } },
    // Typing in a picker highlights the first match, so Enter picks it (issue 18: Enter must never
    // fall through to the form and save it without the choice).
    MultiSelect: { defaultProps: { selectFirstOptionOnChange: true } },
    Select: { defaultProps: { selectFirstOptionOnChange: true } },
  },
});
