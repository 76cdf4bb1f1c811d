import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/**
 * Publishers work on a separate host (spec section 1) that differs between production and
 * staging, so its address comes from the build (VITE_PUBLISHER_URL) rather than from the code.
 */
export function PublisherRedirectPage() {
  const { t } = useTranslation();
  const url = env.VITE_PUBLISHER_URL;
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {t('crumbs.redirect')}
        </Title>
        <Text>{t('publisher.text')}</Text>
        {url ? (
          <Button component="a" href={url} rightSection={<IconExternalLink size={16} />}>
            {t('publisher.link')}
          </Button>
        ) : (
          <Text c="dimmed">{t('publisher.noUrl')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
