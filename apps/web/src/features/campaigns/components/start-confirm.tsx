import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StartConfirmProps {
  /** How many of the campaigns to start have no budget; null closes the dialog. */
  unbudgeted: number | null;
  /** The one campaign's name, when one is started. */
  name?: string | undefined;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Starting a campaign with no daily and no total budget lets it spend without a limit, so it is
 * confirmed first (issue 18: safety before spend). The keyboard starts on Cancel.
 */
export function StartConfirm({ unbudgeted, name, loading, onConfirm, onCancel }: StartConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={unbudgeted !== null}
      onClose={onCancel}
      title={t('campaigns.startNoBudget.title', { count: unbudgeted ?? 1 })}
      centered
    >
      <Text size="sm">
        {name
          ? t('campaigns.startNoBudget.textOne', { name })
          : t('campaigns.startNoBudget.textMany', { count: unbudgeted ?? 0 })}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('campaigns.startNoBudget.hint')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="orange" loading={loading} onClick={onConfirm}>
          {t('campaigns.startNoBudget.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
