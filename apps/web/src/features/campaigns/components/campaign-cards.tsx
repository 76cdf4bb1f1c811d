import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CampaignListItem } from '@panel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSpend } from '../utils/format.ts';
import type { RowHandlers } from './campaign-row.tsx';
import { RowMenuButton } from './row-menu-button.tsx';
import { StatusControls } from './status-controls.tsx';
import { editPath } from './use-campaign-actions.ts';

interface CampaignCardsProps extends Omit<RowHandlers, 'onSelect'> {
  items: CampaignListItem[];
  pendingId: number | null;
}

/**
 * A card the browser lays out and paints only near the window (`content-visibility: auto`), at
 * its last drawn height meanwhile: a page of 100 cards is otherwise 100 cards to lay out on a
 * phone's CPU. It stays in the page for find and for screen readers.
 */
const CARD_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 112px' } as const;

type CardProps = Omit<CampaignCardsProps, 'items' | 'pendingId'> & {
  campaign: CampaignListItem;
  pending: boolean;
};

/**
 * One card, with its own translator (the card's status controls take it rather than a hook each).
 * Memoized: the page's handlers stay the same, so a pending switch draws its own card again only.
 */
const CampaignCard = memo(function CampaignCard({
  campaign: c,
  pending,
  onStatus,
  onClone,
  onArchive,
}: CardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={CARD_STYLE}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <StatusControls campaign={c} pending={pending} onStatus={onStatus} t={t} />
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
        <RowMenuButton
          label={t('campaigns.list.actionsFor', { name: c.name })}
          campaign={c}
          onClone={() => onClone(c)}
          onArchive={() => onArchive(c)}
          onDearchive={() => onStatus(c, 'dearchive')}
        />
      </Group>
    </Paper>
  );
});

/**
 * The list on a phone (issue 18): a card per campaign with what is read and done there, its
 * status (and switch), its name, its spend over the period and its actions; the table's other
 * columns would need sideways scrolling at 390 px.
 */
export function CampaignCards({ items, pendingId, ...on }: CampaignCardsProps) {
  const { t } = useTranslation();
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
        <CampaignCard key={c.id} campaign={c} pending={pendingId === c.id} {...on} />
      ))}
    </Stack>
  );
}
