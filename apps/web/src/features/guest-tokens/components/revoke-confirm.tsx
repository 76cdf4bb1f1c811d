import { Button, Group, Modal, Text } from '@mantine/core';
import type { GuestToken } from '@panel/contract';
import { useTranslation } from 'react-i18next';

interface RevokeConfirmProps {
  /** The token to revoke; null closes the dialog. */
  token: GuestToken | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Revoking cannot be undone and cuts the traffic at once, so it is confirmed first. */
export function RevokeConfirm({ token, loading, onConfirm, onCancel }: RevokeConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={token !== null} onClose={onCancel} title={t('guestTokens.revoke.title')} centered>
      <Text size="sm">
        {t('guestTokens.revoke.text', { name: token?.name ?? '', advertiser: token?.advertiser.name ?? '' })}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('guestTokens.revoke.undo')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-autofocus>
          {t('guestTokens.action.revoke')}
        </Button>
      </Group>
    </Modal>
  );
}
