import { Box, Center, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';

/** The signed-out screen: the product's name, the language and theme switches and one centred card. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" px="lg" py="sm">
        <Text fw={700}>{t('app.name')}</Text>
        <Group gap="sm" wrap="nowrap">
          <LanguagePicker />
          <ThemeToggle />
        </Group>
      </Group>
      <Center component="main" px="md" pb="xl">
        {children}
      </Center>
    </Box>
  );
}
