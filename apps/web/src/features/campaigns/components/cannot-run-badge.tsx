import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** On an active campaign with no approved ad: it is on, yet it cannot buy anything (issue 18). */
export function CannotRunBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('campaigns.cannotRun.hint')} multiline w={260}>
      <Badge
        color="red"
        variant="light"
        radius="sm"
        leftSection={<IconAlertTriangle size={12} />}
        style={{ flexShrink: 0, minWidth: 'max-content' }}
      >
        {t('campaigns.cannotRun.label')}
      </Badge>
    </Tooltip>
  );
}
