import { Table } from '@mantine/core';
import type { CampaignListItem, CampaignStatusAction } from '@panel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../utils/format.ts';
import { FigureCells } from './figure-cells.tsx';
import { ANCHOR_SM_BOLD, LightCheckbox, LightTextSm, TABLE_ROW } from './light-mantine.tsx';
import { RowMenuButton } from './row-menu-button.tsx';
import { StatusControls } from './status-controls.tsx';
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
 * The row's controls are Mantine's markup without Mantine's components (light-mantine.tsx) and the
 * menu is made when first pressed (row-menu-button.tsx): with Mantine's own, a fling at full speed
 * made 17–47 tasks of 50–120 ms drawing the rows it brought in; with these, 0–5 (issue 14).
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
    <tr
      {...TABLE_ROW}
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      style={selected ? { background: 'var(--mantine-primary-color-light)' } : undefined}
    >
      <td className={TD}>
        <LightCheckbox
          checked={selected}
          onChange={(event) => on.onSelect(c.id, event.currentTarget.checked)}
          label={t('campaigns.list.select', { name: c.name })}
        />
      </td>
      <td className={TD} style={money}>
        {c.id}
      </td>
      <td className={TD}>
        {c.status === 'archived' ? (
          <LightTextSm>{c.name}</LightTextSm>
        ) : (
          <Link to={editPath(c.id)} {...ANCHOR_SM_BOLD}>
            {c.name}
          </Link>
        )}
      </td>
      <td className={TD}>
        <StatusControls campaign={c} pending={pending} onStatus={on.onStatus} t={t} />
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
        <RowMenuButton
          label={t('campaigns.list.actionsFor', { name: c.name })}
          campaign={c}
          onClone={() => on.onClone(c)}
          onArchive={() => on.onArchive(c)}
          onDearchive={() => on.onStatus(c, 'dearchive')}
        />
      </td>
    </tr>
  );
});
