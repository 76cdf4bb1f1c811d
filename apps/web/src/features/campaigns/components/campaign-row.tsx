import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import type { CampaignListItem, CampaignStatusAction } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../utils/format.ts';
import { cannotRun } from '../utils/start-safety.ts';
import { CannotRunBadge } from './cannot-run-badge.tsx';
import { FigureCells } from './figure-cells.tsx';
import { RowMenu } from './row-menu.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusSwitch } from './status-switch.tsx';
import { editPath } from './use-campaign-actions.ts';

export interface RowHandlers {
  onSelect: (id: number, selected: boolean) => void;
  onStatus: (campaign: CampaignListItem, action: CampaignStatusAction) => void;
  onClone: (campaign: CampaignListItem) => void;
  onArchive: (campaign: CampaignListItem) => void;
}

interface CampaignRowProps extends RowHandlers {
  campaign: CampaignListItem;
  selected: boolean;
  pending: boolean;
  formatName: string;
  pricingName: string;
}

const money = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function CampaignRow({
  campaign: c,
  selected,
  pending,
  formatName,
  pricingName,
  ...on
}: CampaignRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const budget = (usd: number | null) =>
    usd === null ? (
      <Text span c="dimmed" size="sm">
        {t('campaigns.noLimit')}
      </Text>
    ) : (
      formatMoney(usd, locale)
    );

  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          checked={selected}
          onChange={(event) => on.onSelect(c.id, event.currentTarget.checked)}
          aria-label={t('campaigns.list.select', { name: c.name })}
        />
      </Table.Td>
      <Table.Td style={money}>{c.id}</Table.Td>
      <Table.Td>
        {c.status === 'archived' ? (
          <Text size="sm">{c.name}</Text>
        ) : (
          <Anchor component={Link} to={editPath(c.id)} size="sm" fw={500}>
            {c.name}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <StatusSwitch campaign={c} pending={pending} onChange={(action) => on.onStatus(c, action)} />
          <StatusBadge status={c.status} />
          {cannotRun(c) && <CannotRunBadge />}
        </Group>
      </Table.Td>
      <Table.Td>
        {c.group_name ?? (
          <Text span c="dimmed" size="sm">
            {t('campaigns.noGroup')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatName}</Table.Td>
      <Table.Td style={money}>
        {formatMoney(c.bid, locale)}{' '}
        <Text span size="xs" c="dimmed">
          {pricingName}
        </Text>
      </Table.Td>
      <Table.Td style={money}>{budget(c.budget.daily)}</Table.Td>
      <Table.Td style={money}>{budget(c.budget.total)}</Table.Td>
      <Table.Td style={money}>
        {t('campaigns.list.creativesCount', { active: c.active_creatives_count, total: c.creatives_count })}
      </Table.Td>
      <FigureCells stats={c.stats} />
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.created_at, locale)}</Table.Td>
      <Table.Td>
        <RowMenu
          campaign={c}
          onClone={() => on.onClone(c)}
          onArchive={() => on.onArchive(c)}
          onDearchive={() => on.onStatus(c, 'dearchive')}
        />
      </Table.Td>
    </Table.Tr>
  );
}
