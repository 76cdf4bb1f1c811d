import { Group, MultiSelect, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { StatisticsMetric } from '@panel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@/lib/charts/time-series-chart';
import type { DateRange } from '@/lib/dates/report-range';
import { useChartRows } from '../api/get-chart-rows.ts';
import type { StatsSource } from '../api/statistics-keys.ts';
import { chartData, currentKey } from '../utils/chart-series.ts';
import { formatMetric, formatTick, formatTimeKey } from '../utils/format.ts';
import { CHART_METRICS_MAX, CHART_UNITS_MAX } from '../utils/stats-state.ts';
import { ReportError, reportFailure } from './stats-placeholders.tsx';
import type { EntityNames } from './use-entity-names.ts';

interface StatsChartCardProps {
  source: StatsSource;
  metrics: StatisticsMetric[];
  names: EntityNames;
  time: 'date' | 'hour';
  range: DateRange;
  /** from, to, tz and the filters: the chart covers the whole period, whatever page the table shows. */
  query: Record<string, string>;
  chosen: string[];
  onChoose: (metrics: string[]) => void;
}

const CHART_HEIGHT = 260;

/**
 * The chosen metrics over the period, by day or hour. Two units at most (money on the left axis,
 * counts or rates on the right): a third would have no axis to be read against.
 */
export function StatsChartCard({
  source,
  metrics,
  names,
  time,
  range,
  query,
  chosen,
  onChoose,
}: StatsChartCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const byId = useMemo(() => new Map(metrics.map((m) => [String(m.id), m])), [metrics]);
  const drawn = useMemo(() => chosen.flatMap((id) => byId.get(id) ?? []), [chosen, byId]);
  // Money reads on the left axis whenever it is drawn; the other unit on the right.
  const units = [...new Set(drawn.map((m) => m.format))].sort(
    (a, b) => Number(b === 'money') - Number(a === 'money'),
  );
  const [leftUnit, rightUnit] = units;
  const chartQuery = useMemo(() => ({ ...query, group_by: time, sort: time }), [query, time]);
  const rows = useChartRows(source, chartQuery, drawn.length > 0);
  const failure = rows.isError ? reportFailure(rows.error, t) : null;

  const tz = query.tz ?? 'UTC';
  const data = useMemo(
    () =>
      chartData(
        rows.data ?? [],
        range,
        time,
        drawn.map((m) => ({ id: String(m.id), format: m.format })),
        currentKey(time, tz),
      ),
    [rows.data, range, time, drawn, tz],
  );
  const series = useMemo(
    () =>
      drawn.map((m) => ({
        label: names.metric(String(m.id)),
        values: data.values[String(m.id)] ?? [],
        axis: m.format === leftUnit ? ('left' as const) : ('right' as const),
      })),
    [drawn, data, names, leftUnit],
  );
  const axis = (format: StatisticsMetric['format'] | undefined) =>
    format && {
      format: (v: number) => formatMetric(v, format, format === 'money' ? 'ecpm' : '', locale),
      tickFormat: (v: number) => formatTick(v, format, locale),
    };

  const options = metrics.map((m) => {
    const id = String(m.id);
    const picked = chosen.includes(id);
    const full =
      chosen.length >= CHART_METRICS_MAX || (units.length >= CHART_UNITS_MAX && !units.includes(m.format));
    return { value: id, label: names.metric(id), disabled: !picked && full };
  });
  const label = t('statistics.chart.label', {
    metrics: drawn.map((m) => names.metric(String(m.id))).join(', '),
    unit: t(`statistics.chart.unit.${time}`),
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h5">
            {t('statistics.chart.title')}
          </Title>
          <MultiSelect
            label={t('statistics.chart.metrics')}
            description={t('statistics.chart.metricsHint', { max: CHART_METRICS_MAX })}
            data={options}
            value={chosen}
            onChange={(next) => next.length > 0 && onChoose(next)}
            w={360}
          />
        </Group>
        {rows.isPending ? (
          <Skeleton height={CHART_HEIGHT} radius="sm" aria-label={t('statistics.chart.loading')} />
        ) : failure ? (
          <ReportError
            title={t('statistics.chart.loadFailed')}
            message={failure.message}
            onRetry={failure.refused ? undefined : () => void rows.refetch()}
          />
        ) : (
          <div style={{ opacity: rows.isPlaceholderData ? 0.6 : 1 }} aria-busy={rows.isPlaceholderData}>
            <TimeSeriesChart
              label={label}
              keys={data.keys}
              series={series}
              axes={{ left: axis(leftUnit), right: axis(rightUnit) }}
              formatKey={(key) => formatTimeKey(key, locale)}
              height={CHART_HEIGHT}
              locale={locale}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
