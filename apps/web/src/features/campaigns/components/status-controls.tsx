import type { CampaignListItem, CampaignStatusAction } from '@panel/contract';
import type { TFunction } from 'i18next';
import { cannotRun } from '../utils/start-safety.ts';
import { CannotRunBadge } from './cannot-run-badge.tsx';
import { LightBadge, LightGroup, LightSwitch } from './light-mantine.tsx';
import { STATUS_COLOR } from './status-badge.tsx';

interface StatusControlsProps {
  campaign: CampaignListItem;
  pending: boolean;
  onStatus: (campaign: CampaignListItem, action: CampaignStatusAction) => void;
  /** The row's or card's own translator: the list draws many of these, and a hook each costs. */
  t: TFunction;
}

/**
 * A listed campaign's switch, status badge and, on an active campaign without an approved ad, the
 * warning. On means running: draft and paused campaigns turn on (start), active ones turn off
 * (stop); archived ones have no switch, they come back through Dearchive. Drawn as Mantine's
 * markup without its components (light-mantine.tsx): the list draws one per row or card.
 */
export function StatusControls({ campaign: c, pending, onStatus, t }: StatusControlsProps) {
  const running = c.status === 'active';
  return (
    <LightGroup>
      {c.status !== 'archived' && (
        <LightSwitch
          checked={running}
          disabled={pending}
          onChange={() => onStatus(c, running ? 'stop' : 'start')}
          label={t('campaigns.list.run', { name: c.name })}
        />
      )}
      <LightBadge color={STATUS_COLOR[c.status]}>{t(`campaigns.status.${c.status}`)}</LightBadge>
      {cannotRun(c) && <CannotRunBadge />}
    </LightGroup>
  );
}
