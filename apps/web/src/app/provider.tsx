import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from '@panel/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { LanguageEffects } from './language-effects.tsx';
import { LazyNotifications } from './lazy-notifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// Named, not Mantine's default by chance: the inline light/dark script and the drawn login page
// read the same key (the contract's COLOR_SCHEME_STORAGE_KEY).
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Reads the page's dir (set by changeLanguage) at start; LanguageEffects follows later changes. */}
      <DirectionProvider detectDirection>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          <LazyNotifications position="top-right" />
          <QueryClientProvider client={queryClient}>
            <LanguageEffects />
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
