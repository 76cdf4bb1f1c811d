import { Button, Group, Paper, Text } from '@mantine/core';
import type { CampaignStatusAction } from '@panel/contract';
import { IconArchive, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  pending: boolean;
  onAction: (action: CampaignStatusAction) => void;
  onClear: () => void;
}

/** What can be done to the selected campaigns at once; archive asks first (the page does that). */
export function BulkBar({ count, pending, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="sm" role="region" aria-label={t('campaigns.bulk.label')}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t('campaigns.bulk.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="green"
            leftSection={<IconPlayerPlay size={14} />}
            disabled={pending}
            onClick={() => onAction('start')}
          >
            {t('campaigns.action.start')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="yellow"
            leftSection={<IconPlayerPause size={14} />}
            disabled={pending}
            onClick={() => onAction('stop')}
          >
            {t('campaigns.action.stop')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconArchive size={14} />}
            disabled={pending}
            onClick={() => onAction('archive')}
          >
            {t('campaigns.action.archive')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            {t('campaigns.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
