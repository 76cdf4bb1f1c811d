import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.ts';

/**
 * One row's action at a time (clone, pause, delete…): `pendingId` spins that row's menu, and the
 * user is told how it went: the work's own message, or the failure under `failedTitle`.
 */
export function useRowAction(failedTitle: string) {
  const { t } = useTranslation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const run = async (id: number, work: () => Promise<string>) => {
    setPendingId(id);
    try {
      notifications.show({ color: 'green', message: await work() });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: t(failedTitle), message: errorText(error, t) });
      return false;
    } finally {
      setPendingId(null);
    }
  };
  return { pendingId, run };
}
