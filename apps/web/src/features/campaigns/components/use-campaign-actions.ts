import { notifications } from '@mantine/notifications';
import { type BulkStatusResponse, type CampaignStatusAction, PATHS } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBulkCampaignStatus } from '../api/bulk-campaign-status.ts';
import { useChangeCampaignStatus } from '../api/change-campaign-status.ts';
import { useCloneCampaign } from '../api/clone-campaign.ts';
import { errorText } from '../utils/format.ts';

/** The editor's address; generatePath would drop the trailing slash the route table writes. */
export const editPath = (id: number) => PATHS.campaignEdit.replace(':id', String(id));

/** Status changes, bulk changes and clones, each telling the user how it went. */
export function useCampaignActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useChangeCampaignStatus();
  const bulk = useBulkCampaignStatus();
  const clone = useCloneCampaign();

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('campaigns.actionFailed'), message: errorText(error, t) });

  const changeStatus = (campaign: { id: number; name: string }, action: CampaignStatusAction) =>
    status.mutateAsync({ id: campaign.id, action }).then(
      () => {
        notifications.show({
          color: 'green',
          message: t(`campaigns.done.${action}`, { name: campaign.name }),
        });
        return true;
      },
      (error: unknown) => {
        failed(error);
        return false;
      },
    );

  const bulkResult = (action: CampaignStatusAction, result: BulkStatusResponse) => {
    const skipped = result.skipped + result.not_found;
    const reason = result.results.find((line) => line.result === 'skipped')?.message;
    notifications.show({
      color: skipped > 0 ? 'yellow' : 'green',
      title: t(`campaigns.bulkDone.${action}`, { count: result.changed }),
      message:
        skipped > 0
          ? [t('campaigns.bulkSkipped', { count: skipped }), reason].filter(Boolean).join(' ')
          : undefined,
    });
  };

  const changeMany = (ids: number[], action: CampaignStatusAction) =>
    bulk.mutateAsync({ ids, action }).then(
      (result) => {
        bulkResult(action, result);
        return true;
      },
      (error: unknown) => {
        failed(error);
        return false;
      },
    );

  /** A copy is made to be changed, so it opens in the editor. */
  const cloneOne = (campaign: { id: number }) =>
    clone.mutateAsync(campaign.id).then((copy) => {
      notifications.show({ color: 'green', message: t('campaigns.done.clone', { name: copy.name }) });
      void navigate(editPath(copy.id));
    }, failed);

  return {
    changeStatus,
    changeMany,
    cloneOne,
    /** The id whose single status change is in flight, so only its switch spins. */
    pendingId: status.isPending ? (status.variables?.id ?? null) : null,
    bulkPending: bulk.isPending,
    clonePending: clone.isPending,
  };
}
