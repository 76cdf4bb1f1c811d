import type { SspEndpoint, SspEndpointStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useRowAction } from '@/lib/use-row-action';
import { useCloneSspEndpoint } from '../api/clone-ssp-endpoint.ts';
import { useSetSspEndpointStatus } from '../api/set-ssp-endpoint-status.ts';

/** Clones and status changes of one row at a time, each telling the user how it went. */
export function useEndpointActions() {
  const { t } = useTranslation();
  const clone = useCloneSspEndpoint();
  const status = useSetSspEndpointStatus();
  const { pendingId, run } = useRowAction('sspEndpoints.actionFailed');

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
