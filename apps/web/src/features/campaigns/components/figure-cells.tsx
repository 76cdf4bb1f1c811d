import { Table } from '@mantine/core';
import type { CampaignListItem } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { formatCount, numberFormat } from '@/lib/intl/formats';
import { formatSpend } from '../utils/format.ts';

const right = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
const PERCENT = { style: 'percent', maximumFractionDigits: 2 } as const;
const NONE = '—';

/**
 * A row's figures over the list's period, in the order of the table's figures columns. Plain
 * cells with the table's class: Mantine's Table.Td renders a Box, and a page has 700 of these.
 */
export function FigureCells({ stats }: { stats: CampaignListItem['stats'] }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const count = (n: number) => formatCount(n, locale);
  const cells = stats
    ? [
        formatSpend(stats.spend, locale),
        formatSpend(stats.today_spend, locale),
        count(stats.impressions),
        count(stats.clicks),
        stats.ctr === null ? NONE : numberFormat(locale, PERCENT).format(stats.ctr),
        count(stats.conversions),
        stats.cpa === null ? NONE : formatSpend(stats.cpa, locale),
      ]
    : Array.from({ length: 7 }, () => NONE);
  return cells.map((text, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the fixed columns, in order.
    <td key={i} className={Table.classes.td} style={right}>
      {text}
    </td>
  ));
}
