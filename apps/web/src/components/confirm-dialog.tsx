import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  /** A second, quieter line: what cannot be undone. */
  note?: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation before a step that cuts traffic off or cannot be undone (archive, revoke, replace). */
export function ConfirmDialog({
  opened,
  title,
  text,
  note,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{text}</Text>
      {note && (
        <Text size="sm" c="dimmed" mt="xs">
          {note}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {/* The keyboard starts on the safe choice: Enter or Space right away cancels (issue 18). */}
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
