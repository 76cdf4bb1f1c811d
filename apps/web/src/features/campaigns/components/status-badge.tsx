import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';

const COLOR: Record<CampaignStatus, string> = {
  draft: 'gray',
  active: 'green',
  paused: 'yellow',
  archived: 'dark',
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}
