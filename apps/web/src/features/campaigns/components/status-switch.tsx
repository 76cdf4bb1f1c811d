import { Switch } from '@mantine/core';
import type { CampaignListItem, CampaignStatusAction } from '@panel/contract';
import { useTranslation } from 'react-i18next';

interface StatusSwitchProps {
  campaign: Pick<CampaignListItem, 'name' | 'status'>;
  pending: boolean;
  onChange: (action: CampaignStatusAction) => void;
}

/**
 * On means running. Draft and paused campaigns turn on (start), active ones turn off (stop);
 * archived ones have no switch, they come back through Dearchive.
 */
export function StatusSwitch({ campaign, pending, onChange }: StatusSwitchProps) {
  const { t } = useTranslation();
  if (campaign.status === 'archived') return null;
  const running = campaign.status === 'active';
  return (
    <Switch
      checked={running}
      disabled={pending}
      onChange={() => onChange(running ? 'stop' : 'start')}
      aria-label={t('campaigns.list.run', { name: campaign.name })}
      size="sm"
    />
  );
}
