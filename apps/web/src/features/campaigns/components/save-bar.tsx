import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  errorCount: number;
  saveLabel: string;
}

/**
 * Save at the foot of the screen, wherever the user is in the form: shown where the summary
 * is not beside the form (phones and narrow windows), which would put Save after the last section.
 */
export function SaveBar({ dirty, saving, errorCount, saveLabel }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      pos="sticky"
      bottom={0}
      mt="lg"
      p="sm"
      withBorder
      shadow="md"
      style={{ zIndex: 20 }}
      role="region"
      aria-label={t('campaigns.editor.saveBar')}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" style={{ minWidth: 0 }}>
          {errorCount > 0 && (
            <Text size="sm" c="red" role="alert">
              {t('campaigns.summary.errors', { count: errorCount })}
            </Text>
          )}
          {dirty && (
            // Text, not a badge: a badge cuts its label short where the bar is narrow.
            <Text size="sm" c="orange.8" fw={500}>
              {t('campaigns.summary.unsaved')}
            </Text>
          )}
        </Group>
        <Button
          type="submit"
          loading={saving}
          leftSection={<IconDeviceFloppy size={16} />}
          style={{ flexShrink: 0 }}
        >
          {saveLabel}
        </Button>
      </Group>
    </Paper>
  );
}
