import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Campaign } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { changedSettings } from '../utils/changed-settings.ts';
import type { SaveConflict } from './use-save-conflict.ts';

interface ConflictDialogProps {
  conflict: SaveConflict | null;
  saving: boolean;
  onReload: (current: Campaign) => void;
  onOverwrite: (current: Campaign) => void;
  /** Closes the dialog; the user's edits stay in the form. */
  onCancel: () => void;
  onRetry: (seen: Campaign) => void;
}

function Changes({ seen, current }: { seen: Campaign; current: Campaign }) {
  const { t } = useTranslation();
  const changes = changedSettings(seen, current);
  if (changes.length === 0) return <Text size="sm">{t('campaigns.conflict.nothingVisible')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="conflict-changes">
        {t('campaigns.conflict.changed')}
      </Text>
      <List size="sm" aria-labelledby="conflict-changes">
        {changes.map(({ label }) => (
          <List.Item key={label}>{t(label)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Tells the user their save was refused because the campaign changed, what changed, and what they can do. */
export function ConflictDialog({
  conflict,
  saving,
  onReload,
  onOverwrite,
  onCancel,
  onRetry,
}: ConflictDialogProps) {
  const { t } = useTranslation();
  const current = conflict?.current ?? null;
  return (
    <Modal
      opened={conflict !== null}
      onClose={onCancel}
      title={t('campaigns.conflict.title')}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('campaigns.conflict.text')}</Text>
        {conflict?.failed ? (
          <Alert color="red" role="alert" title={t('campaigns.conflict.loadFailed')}>
            <Button size="xs" variant="light" onClick={() => onRetry(conflict.seen)}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : conflict && current ? (
          <>
            <Changes seen={conflict.seen} current={current} />
            <Text size="sm">{t('campaigns.conflict.choice')}</Text>
          </>
        ) : (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('campaigns.conflict.loading')}</Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('campaigns.conflict.keepEditing')}
          </Button>
          <Button variant="light" disabled={!current || saving} onClick={() => current && onReload(current)}>
            {t('campaigns.conflict.reload')}
          </Button>
          <Button
            color="red"
            disabled={!current}
            loading={saving}
            onClick={() => current && onOverwrite(current)}
          >
            {t('campaigns.conflict.overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
