import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CampaignListItem } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSpend } from '../utils/format.ts';
import { cannotRun } from '../utils/start-safety.ts';
import type { RowHandlers } from './campaign-row.tsx';
import { CannotRunBadge } from './cannot-run-badge.tsx';
import { RowMenu } from './row-menu.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusSwitch } from './status-switch.tsx';
import { editPath } from './use-campaign-actions.ts';

interface CampaignCardsProps extends Omit<RowHandlers, 'onSelect'> {
  items: CampaignListItem[];
  pendingId: number | null;
}

/**
 * The list on a phone (issue 18): a card per campaign with what is read and done there, its
 * status (and switch), its name, its spend over the period and its actions; the table's other
 * columns would need sideways scrolling at 390 px.
 */
export function CampaignCards({ items, pendingId, onStatus, onClone, onArchive }: CampaignCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('campaigns.list.table')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((c) => (
        <Paper key={c.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <StatusSwitch
                  campaign={c}
                  pending={pendingId === c.id}
                  onChange={(action) => onStatus(c, action)}
                />
                <StatusBadge status={c.status} />
                {cannotRun(c) && <CannotRunBadge />}
              </Group>
              {c.status === 'archived' ? (
                <Text fw={500}>{c.name}</Text>
              ) : (
                <Anchor component={Link} to={editPath(c.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Anchor>
              )}
              <Text size="sm" c="dimmed">
                {t('campaigns.card.spend', {
                  spend: formatSpend(c.stats?.spend ?? 0, i18n.language),
                  today: formatSpend(c.stats?.today_spend ?? 0, i18n.language),
                })}
              </Text>
            </Stack>
            <RowMenu
              campaign={c}
              onClone={() => onClone(c)}
              onArchive={() => onArchive(c)}
              onDearchive={() => onStatus(c, 'dearchive')}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
