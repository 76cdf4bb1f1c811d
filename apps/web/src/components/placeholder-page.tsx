import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Stands in for a page whose content later work fills: its title and an honest sentence. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t(titleKey)}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconTools size={32} stroke={1.5} aria-hidden="true" />
          <Text c="dimmed">{t('placeholder.comingSoon')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
