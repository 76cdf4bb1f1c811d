import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { CampaignListItem } from '@panel/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RowWindow } from '@/components/table/row-window';
import { SortHeader } from '@/components/table/sort-header';
import { adFormatLabel } from '@/lib/resources/ad-format-label';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { usePricingModels } from '@/lib/resources/get-pricing-models';
import type { SortKey, SortState } from '../utils/list-state.ts';
import { CampaignRow, type RowHandlers } from './campaign-row.tsx';

/** The figures columns, in the order a media buyer reads them: money first. */
export const FIGURES = [
  'spend',
  'today_spend',
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'cpa',
] as const;

/** Selection, id, name, status, group, format, bid, daily, total, creatives, the figures, created, menu. */
const COLUMNS = 12 + FIGURES.length;

interface CampaignTableProps extends RowHandlers {
  items: CampaignListItem[];
  selected: ReadonlySet<number>;
  onSelectAll: (selected: boolean) => void;
  pendingId: number | null;
  sort: SortState;
  onSort: (key: SortKey) => void;
}

export function CampaignTable({
  items,
  selected,
  onSelectAll,
  pendingId,
  sort,
  onSort,
  ...rows
}: CampaignTableProps) {
  const { t } = useTranslation();
  const formats = new Map((useAdFormats().data ?? []).map((f) => [f.code, adFormatLabel(f, t)]));
  const pricing = new Map((usePricingModels().data ?? []).map((m) => [m.code, m.name]));
  const chosen = items.filter((c) => selected.has(c.id)).length;
  const header = { activeKey: sort.key, descending: sort.descending, onSort };
  const body = useRef<HTMLTableSectionElement>(null);

  return (
    <Table.ScrollContainer minWidth={1700}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('campaigns.list.table')}
        // The header row and every campaign of the page, drawn or not.
        aria-rowcount={items.length + 1}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                checked={chosen > 0 && chosen === items.length}
                indeterminate={chosen > 0 && chosen < items.length}
                onChange={(event) => onSelectAll(event.currentTarget.checked)}
                aria-label={t('campaigns.list.selectPage')}
              />
            </Table.Th>
            <SortHeader sortKey="id" align="end" {...header}>
              {t('campaigns.column.id')}
            </SortHeader>
            <SortHeader sortKey="name" {...header}>
              {t('campaigns.column.name')}
            </SortHeader>
            <SortHeader sortKey="status" {...header}>
              {t('campaigns.column.status')}
            </SortHeader>
            <Table.Th>{t('campaigns.column.group')}</Table.Th>
            <Table.Th>{t('campaigns.column.adFormat')}</Table.Th>
            <SortHeader sortKey="bid" align="end" {...header}>
              {t('campaigns.column.bid')}
            </SortHeader>
            <Table.Th style={{ textAlign: 'end' }}>{t('campaigns.column.daily')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('campaigns.column.total')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('campaigns.column.creatives')}</Table.Th>
            {FIGURES.map((key) => (
              <SortHeader key={key} sortKey={key} align="end" {...header}>
                {t(`campaigns.column.${key}`)}
              </SortHeader>
            ))}
            <SortHeader sortKey="created_at" {...header}>
              {t('campaigns.column.created')}
            </SortHeader>
            <Table.Th w={48}>
              <VisuallyHidden>{t('campaigns.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={body}>
          {/* A page of 50 or 100 campaigns draws those in and near the window only (issue 14). */}
          <RowWindow
            count={items.length}
            body={body}
            columns={COLUMNS}
            row={(index, measure) => {
              const campaign = items[index] as CampaignListItem;
              return (
                <CampaignRow
                  key={campaign.id}
                  index={index}
                  measure={measure}
                  campaign={campaign}
                  selected={selected.has(campaign.id)}
                  pending={pendingId === campaign.id}
                  formatName={formats.get(campaign.ad_format) ?? campaign.ad_format}
                  pricingName={pricing.get(campaign.pricing_model) ?? campaign.pricing_model.toUpperCase()}
                  {...rows}
                />
              );
            }}
          />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
