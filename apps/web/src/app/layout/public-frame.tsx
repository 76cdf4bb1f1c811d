import { Box, Center, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeToggle } from '@/components/theme-toggle';

/** The signed-out screen: the product's name, the theme switch and one centred card. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" px="lg" py="sm">
        <Text fw={700}>{t('app.name')}</Text>
        <ThemeToggle />
      </Group>
      <Center component="main" px="md" pb="xl">
        {children}
      </Center>
    </Box>
  );
}
