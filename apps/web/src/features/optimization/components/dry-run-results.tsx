import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { DryRunResult } from '@panel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemName } from '@/components/optimization-log/use-item-name';
import { TimeSeriesChart } from '@/lib/charts/time-series-chart';
import { formatDateTime } from '@/lib/dates/format-date-time';

/** Items the table lists; the rest are counted. */
const ROWS = 50;

const usd = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(
    value,
  );

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** The dry run's answer: its totals, a chart by day, and the items it would have acted on, most spend first. */
export function DryRunResults({ result }: { result: DryRunResult }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const itemName = useItemName();
  const bid = result.rule_kind === 'bid';
  const count = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  const keys = useMemo(() => result.series.map((s) => s.date), [result]);
  const series = useMemo(
    () => [
      {
        label: t('optimization.dryRun.spendSaved'),
        values: result.series.map((s) => s.spend_saved),
        axis: 'left' as const,
      },
      {
        label: t('optimization.dryRun.actions'),
        values: result.series.map((s) => s.actions),
        axis: 'right' as const,
      },
    ],
    [result, t],
  );
  const { totals } = result;

  if (result.total_items === 0)
    return (
      <Text size="sm" role="status">
        {t('optimization.dryRun.nothing', { from: result.from, to: result.to })}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('optimization.dryRun.summary', { count: result.total_items, from: result.from, to: result.to })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={t(bid ? 'optimization.dryRun.spendChange' : 'optimization.dryRun.spendSaved')}
          value={usd(bid ? totals.estimated_spend_after - totals.spend_after : totals.spend_saved, locale)}
        />
        <Figure
          label={t(bid ? 'optimization.dryRun.conversionsChange' : 'optimization.dryRun.conversionsLost')}
          value={count(
            bid
              ? totals.estimated_conversions_after - totals.conversions_after
              : totals.conversions_after - totals.estimated_conversions_after,
          )}
        />
        <Figure label={t('optimization.dryRun.spendAfter')} value={usd(totals.spend_after, locale)} />
      </SimpleGrid>
      <TimeSeriesChart
        label={t('optimization.dryRun.chartLabel')}
        keys={keys}
        series={series}
        height={180}
        axes={{ left: { format: (v) => usd(v, locale) }, right: { format: (v) => count(v) } }}
      />
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" striped aria-label={t('optimization.dryRun.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('optimization.dryRun.column.item')}</Table.Th>
              <Table.Th>{t('optimization.dryRun.column.campaign')}</Table.Th>
              <Table.Th>{t('optimization.dryRun.column.when')}</Table.Th>
              {bid && <Table.Th>{t('optimization.dryRun.column.bid')}</Table.Th>}
              <Table.Th style={{ textAlign: 'end' }}>{t('optimization.dryRun.column.spendAfter')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>
                {t(
                  bid
                    ? 'optimization.dryRun.column.estimatedSpend'
                    : 'optimization.dryRun.column.conversionsAfter',
                )}
              </Table.Th>
              {bid && (
                <Table.Th style={{ textAlign: 'end' }}>
                  {t('optimization.dryRun.column.estimatedConversions')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.items.slice(0, ROWS).map((i) => (
              <Table.Tr key={`${i.campaign_id}:${i.item}`}>
                <Table.Td>{itemName(i.dimension, i.item)}</Table.Td>
                <Table.Td>{i.campaign_name}</Table.Td>
                <Table.Td>{formatDateTime(i.acted_at, locale)}</Table.Td>
                {bid && (
                  <Table.Td>
                    {`${i.bid_before === null ? '—' : usd(i.bid_before, locale)} → ${i.bid_after === null ? '—' : usd(i.bid_after, locale)}`}
                  </Table.Td>
                )}
                <Table.Td style={{ textAlign: 'end' }}>{usd(i.spend_after, locale)}</Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>
                  {bid ? usd(i.estimated_spend_after, locale) : count(i.conversions_after)}
                </Table.Td>
                {bid && (
                  <Table.Td style={{ textAlign: 'end' }}>
                    {`${count(i.conversions_after)} → ${count(i.estimated_conversions_after)}`}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {result.total_items > ROWS && (
        <Text size="xs" c="dimmed">
          {t('optimization.dryRun.more', { count: result.total_items - ROWS })}
        </Text>
      )}
    </Stack>
  );
}
