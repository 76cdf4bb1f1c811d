import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import type { CampaignListItem, CampaignStatusAction } from '@panel/contract';
import { memo } from 'react';
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
  /** The row's place on the page (the header row is 1, so this row is `index + 2` to a reader). */
  index: number;
  /** The windowed body's measure of the drawn row, when the page is long (row-window.tsx). */
  measure?: ((row: HTMLTableRowElement | null) => void) | undefined;
  campaign: CampaignListItem;
  selected: boolean;
  pending: boolean;
  formatName: string;
  pricingName: string;
}

/**
 * Cells are plain `<td>`s with the table's class, and dimmed text a plain span: Mantine's Table.Td
 * and Text each render a Box (props, theme, styles), and a page of 100 campaigns has 1,900 cells.
 */
const TD = Table.classes.td;
const DIMMED = { color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-sm)' } as const;
const money = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Memoized: a long page draws the rows near the window (row-window.tsx), and each step of a
 * scroll renders that window again; a row whose campaign, selection and place are the same is
 * not drawn again (a CPU profile of a scroll had every drawn row re-rendered at each step).
 */
export const CampaignRow = memo(function CampaignRow({
  index,
  measure,
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
    usd === null ? <span style={DIMMED}>{t('campaigns.noLimit')}</span> : formatMoney(usd, locale);

  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <td className={TD}>
        <Checkbox
          checked={selected}
          onChange={(event) => on.onSelect(c.id, event.currentTarget.checked)}
          aria-label={t('campaigns.list.select', { name: c.name })}
        />
      </td>
      <td className={TD} style={money}>
        {c.id}
      </td>
      <td className={TD}>
        {c.status === 'archived' ? (
          <Text size="sm">{c.name}</Text>
        ) : (
          <Anchor component={Link} to={editPath(c.id)} size="sm" fw={500}>
            {c.name}
          </Anchor>
        )}
      </td>
      <td className={TD}>
        <Group gap="xs" wrap="nowrap">
          <StatusSwitch campaign={c} pending={pending} onChange={(action) => on.onStatus(c, action)} />
          <StatusBadge status={c.status} />
          {cannotRun(c) && <CannotRunBadge />}
        </Group>
      </td>
      <td className={TD}>{c.group_name ?? <span style={DIMMED}>{t('campaigns.noGroup')}</span>}</td>
      <td className={TD}>{formatName}</td>
      <td className={TD} style={money}>
        {formatMoney(c.bid, locale)}{' '}
        <span style={{ ...DIMMED, fontSize: 'var(--mantine-font-size-xs)' }}>{pricingName}</span>
      </td>
      <td className={TD} style={money}>
        {budget(c.budget.daily)}
      </td>
      <td className={TD} style={money}>
        {budget(c.budget.total)}
      </td>
      <td className={TD} style={money}>
        {t('campaigns.list.creativesCount', { active: c.active_creatives_count, total: c.creatives_count })}
      </td>
      <FigureCells stats={c.stats} />
      <td className={TD} style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(c.created_at, locale)}
      </td>
      <td className={TD}>
        <RowMenu
          campaign={c}
          onClone={() => on.onClone(c)}
          onArchive={() => on.onArchive(c)}
          onDearchive={() => on.onStatus(c, 'dearchive')}
        />
      </td>
    </Table.Tr>
  );
});
