import { Badge } from '@mantine/core';
import type { PubStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PubStatus, string> = { active: 'green', stopped: 'yellow', archived: 'dark' };

export function PubStatusBadge({ status }: { status: PubStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
    >
      {t(`pub.status.${status}`)}
    </Badge>
  );
}
