import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PubArchiveConfirmProps {
  kind: 'site' | 'zone';
  /** The row to archive; null closes the dialog. */
  name: string | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Archive is final and stops the tags already pasted, so it is confirmed first. */
export function PubArchiveConfirm({ kind, name, loading, onConfirm, onCancel }: PubArchiveConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={name !== null} onClose={onCancel} title={t(`pub.archive.${kind}.title`)} centered>
      <Text size="sm">{t(`pub.archive.${kind}.text`, { name: name ?? '' })}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('pub.archive.final')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-autofocus>
          {t('pub.action.archive')}
        </Button>
      </Group>
    </Modal>
  );
}
