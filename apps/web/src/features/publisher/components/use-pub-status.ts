import { notifications } from '@mantine/notifications';
import type { PubStatusAction } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useChangeSiteStatus } from '../api/change-site-status.ts';
import { useChangeZoneStatus } from '../api/change-zone-status.ts';

/** A status change of a site or zone that tells the user how it went; resolves true on success. */
export function usePubStatus(kind: 'site' | 'zone') {
  const { t } = useTranslation();
  const site = useChangeSiteStatus();
  const zone = useChangeZoneStatus();
  const mutation = kind === 'site' ? site : zone;
  const change = (row: { id: number; name: string }, action: PubStatusAction) =>
    mutation.mutateAsync({ id: row.id, action }).then(
      () => {
        notifications.show({ color: 'green', message: t(`pub.done.${action}`, { name: row.name }) });
        return true;
      },
      (error: unknown) => {
        notifications.show({ color: 'red', title: t('pub.actionFailed'), message: errorText(error, t) });
        return false;
      },
    );
  return { change, pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}
