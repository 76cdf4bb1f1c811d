import { Button, Group, Paper, Table, Title } from '@mantine/core';
import type { Dashboard } from '@panel/contract';
import { IconTable } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@/lib/charts/time-series-chart';
import { formatCount, formatSeriesKey, formatUsd } from '../utils/format.ts';

interface SpendChartProps {
  series: Dashboard['series'];
  granularity: Dashboard['granularity'];
}

/**
 * Spend (left axis, USD) and impressions (right axis) over the period, by the hour for a day or
 * two and by the day otherwise. The chart is a picture: the same figures are a table away, for
 * people who cannot see it or want exact numbers.
 */
export function SpendChart({ series, granularity }: SpendChartProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const keys = useMemo(() => series.map((s) => s.key), [series]);
  const lines = useMemo(
    () => [
      {
        label: t('dashboard.chart.spend'),
        values: series.map((s) => s.metrics.spend ?? null),
        axis: 'left' as const,
        color: 'indigo',
      },
      {
        label: t('dashboard.chart.impressions'),
        values: series.map((s) => s.metrics.impressions ?? null),
        axis: 'right' as const,
        color: 'teal',
      },
    ],
    [series, t],
  );
  const [spend, impressions] = lines;
  const label = t('dashboard.chart.label', { unit: t(`dashboard.chart.unit.${granularity}`) });

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {t('dashboard.chart.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconTable size={14} aria-hidden="true" />}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {t(showTable ? 'dashboard.chart.hideTable' : 'dashboard.chart.showTable')}
        </Button>
      </Group>
      <TimeSeriesChart
        label={label}
        keys={keys}
        series={lines}
        axes={{
          left: { format: (v) => formatUsd(v, locale) },
          right: { format: (v) => formatCount(v, locale) },
        }}
        locale={locale}
      />
      <div id={tableId} hidden={!showTable}>
        {showTable && (
          <Table.ScrollContainer minWidth={360} maxHeight={320} mt="sm">
            <Table striped verticalSpacing={4} fz="sm" aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`dashboard.chart.key.${granularity}`)}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{spend?.label}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{impressions?.label}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {series.map((s) => (
                  <Table.Tr key={s.key}>
                    <Table.Td>{formatSeriesKey(s.key, locale)}</Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      {formatUsd(s.metrics.spend ?? 0, locale)}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      {formatCount(s.metrics.impressions ?? 0, locale)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
    </Paper>
  );
}
