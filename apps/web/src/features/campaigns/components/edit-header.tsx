import { Button, Group, Text } from '@mantine/core';
import { CAMPAIGN_MACHINE, type Campaign, type CampaignStatusAction } from '@panel/contract';
import { IconArchive, IconArchiveOff, IconCopy, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cannotRun, hasNoBudget } from '../utils/start-safety.ts';
import { ArchiveConfirm } from './archive-confirm.tsx';
import { CannotRunBadge } from './cannot-run-badge.tsx';
import { DeliveryButton } from './delivery-button.tsx';
import { OptimizationLogButton } from './optimization-log-button.tsx';
import { StartConfirm } from './start-confirm.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useCampaignActions } from './use-campaign-actions.ts';

const ICONS: Record<CampaignStatusAction, typeof IconPlayerPlay> = {
  start: IconPlayerPlay,
  stop: IconPlayerPause,
  archive: IconArchive,
  dearchive: IconArchiveOff,
};
const ORDER: CampaignStatusAction[] = ['start', 'stop', 'dearchive', 'archive'];

/** The campaign's name and status, and the actions its status allows (the contract's state machine). */
export function EditHeader({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const actions = useCampaignActions();
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const allowed = ORDER.filter((action) => CAMPAIGN_MACHINE.canTransition(campaign.status, action));
  const busy = actions.pendingId === campaign.id;

  const run = (action: CampaignStatusAction) =>
    action === 'archive'
      ? setConfirming(true)
      : action === 'start' && hasNoBudget(campaign)
        ? setStarting(true)
        : void actions.changeStatus(campaign, action);
  const approved = campaign.creatives.filter((c) => c.status === 'active').length;

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Text fw={600} size="lg">
          {campaign.name}
        </Text>
        <StatusBadge status={campaign.status} />
        {cannotRun({ status: campaign.status, active_creatives_count: approved }) && <CannotRunBadge />}
        <Text size="sm" c="dimmed">
          {t('campaigns.editor.idLabel', { id: campaign.id })}
        </Text>
      </Group>
      <Group gap="xs">
        <DeliveryButton campaign={campaign} />
        <OptimizationLogButton campaign={campaign} />
        {allowed.map((action) => {
          const Icon = ICONS[action];
          return (
            <Button
              key={action}
              size="xs"
              variant={action === 'archive' ? 'subtle' : 'light'}
              color={action === 'archive' ? 'red' : undefined}
              leftSection={<Icon size={14} />}
              disabled={busy}
              onClick={() => run(action)}
            >
              {t(`campaigns.action.${action}`)}
            </Button>
          );
        })}
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconCopy size={14} />}
          loading={actions.clonePending}
          onClick={() => void actions.cloneOne(campaign)}
        >
          {t('campaigns.action.clone')}
        </Button>
      </Group>
      <StartConfirm
        unbudgeted={starting ? 1 : null}
        name={campaign.name}
        loading={busy}
        onConfirm={() => void actions.changeStatus(campaign, 'start').then(() => setStarting(false))}
        onCancel={() => setStarting(false)}
      />
      <ArchiveConfirm
        count={confirming ? 1 : null}
        name={campaign.name}
        loading={busy}
        onConfirm={() => void actions.changeStatus(campaign, 'archive').then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  );
}
