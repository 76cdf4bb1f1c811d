import { createTheme } from '@mantine/core';

/** Mantine defaults, a little denser: people read numbers here all day. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontSizes: { md: '0.9375rem' },
  components: {
    NavLink: { defaultProps: { py: 6 } },
  },
});
