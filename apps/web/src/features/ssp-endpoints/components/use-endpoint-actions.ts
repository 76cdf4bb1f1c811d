import { notifications } from '@mantine/notifications';
import type { SspEndpoint, SspEndpointStatus } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useCloneSspEndpoint } from '../api/clone-ssp-endpoint.ts';
import { useSetSspEndpointStatus } from '../api/set-ssp-endpoint-status.ts';

/** Clones and status changes of one row at a time, each telling the user how it went. */
export function useEndpointActions() {
  const { t } = useTranslation();
  const clone = useCloneSspEndpoint();
  const status = useSetSspEndpointStatus();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const run = async (id: number, work: () => Promise<string>) => {
    setPendingId(id);
    try {
      notifications.show({ color: 'green', message: await work() });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('sspEndpoints.actionFailed'),
        message: errorText(error, t),
      });
      return false;
    } finally {
      setPendingId(null);
    }
  };

  return {
    pendingId,
    cloneOne: (e: SspEndpoint) =>
      run(e.id, async () => t('sspEndpoints.done.clone', { name: (await clone.mutateAsync(e.id)).name })),
    setStatus: (e: SspEndpoint, to: SspEndpointStatus) =>
      run(e.id, async () => {
        await status.mutateAsync({ id: e.id, status: to });
        return t(`sspEndpoints.done.${to}`, { name: e.name });
      }),
  };
}
