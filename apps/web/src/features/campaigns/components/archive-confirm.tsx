import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ArchiveConfirmProps {
  /** How many campaigns the archive would take; null closes the dialog. */
  count: number | null;
  /** The one campaign's name, when there is one. */
  name?: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Archiving stops the spend and hides campaigns from the list, so it is confirmed first. */
export function ArchiveConfirm({ count, name, loading, onConfirm, onCancel }: ArchiveConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={count !== null}
      onClose={onCancel}
      title={t('campaigns.archive.title', { count: count ?? 1 })}
      centered
    >
      <Text size="sm">
        {name && count === 1
          ? t('campaigns.archive.textOne', { name })
          : t('campaigns.archive.textMany', { count: count ?? 0 })}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('campaigns.archive.undo')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {t('campaigns.action.archive')}
        </Button>
      </Group>
    </Modal>
  );
}
