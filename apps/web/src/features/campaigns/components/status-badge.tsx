import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';

/** A status's badge colour; the campaign list draws the same badge as light markup (campaign-row.tsx). */
export const STATUS_COLOR: Record<CampaignStatus, string> = {
  draft: 'gray',
  active: 'green',
  paused: 'yellow',
  archived: 'dark',
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    // At its full width, never cut: a table column squeezed by its neighbours used to cut "PAUSED"
    // to "PAUS…" and let the badge run over the group's name.
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}
