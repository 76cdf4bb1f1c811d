import { Badge, Stack, Text } from '@mantine/core';
import type { GuestTokenStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';

const COLOR: Record<GuestTokenStatus, string> = { active: 'green', paused: 'yellow', disabled: 'red' };

export function TokenStatusBadge({ status }: { status: GuestTokenStatus }) {
  const { t } = useTranslation();
  const badge = (
    <Badge color={COLOR[status]} variant="light" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`guestTokens.status.${status}`)}
    </Badge>
  );
  if (status !== 'disabled') return badge;
  // Disabled is the advertiser's decision, not the guest's: say in the row what to do about it.
  return (
    <Stack gap={2} maw={220}>
      {badge}
      <Text size="xs" c="dimmed">
        {t('guestTokens.status.disabledHint')}
      </Text>
    </Stack>
  );
}
