import { notifications } from '@mantine/notifications';
import type { GuestToken } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useRevokeGuestToken } from '../api/revoke-guest-token.ts';
import { useUpdateGuestToken } from '../api/update-guest-token.ts';

/** Pause, resume, rename and revoke, each saying how it went; `pendingId` marks the busy row. */
export function useTokenActions() {
  const { t } = useTranslation();
  const update = useUpdateGuestToken();
  const revokeCall = useRevokeGuestToken();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('guestTokens.actionFailed'), message: errorText(error, t) });

  const setPaused = async (token: GuestToken, paused: boolean) => {
    setPendingId(token.id);
    try {
      await update.mutateAsync({ id: token.id, status: paused ? 'paused' : 'active' });
      const key = paused ? 'guestTokens.paused' : 'guestTokens.resumed';
      notifications.show({ color: 'green', message: t(key, { name: token.name }) });
    } catch (error) {
      failed(error);
    } finally {
      setPendingId(null);
    }
  };

  /** Throws, so the rename dialog can show the message on its field. */
  const rename = async (token: GuestToken, name: string) => {
    await update.mutateAsync({ id: token.id, name });
    notifications.show({ color: 'green', message: t('guestTokens.renamed') });
  };

  const revoke = async (token: GuestToken) => {
    try {
      await revokeCall.mutateAsync(token.id);
      notifications.show({ color: 'green', message: t('guestTokens.revoked', { name: token.name }) });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  return { setPaused, rename, revoke, pendingId, renaming: update.isPending, revoking: revokeCall.isPending };
}
