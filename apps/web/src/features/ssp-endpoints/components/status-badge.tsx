import { Badge } from '@mantine/core';
import type { SspEndpointStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';

const COLOR: Record<SspEndpointStatus, string> = { active: 'green', paused: 'yellow', archived: 'dark' };

export function EndpointStatusBadge({ status }: { status: SspEndpointStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
    >
      {t(`sspEndpoints.status.${status}`)}
    </Badge>
  );
}
