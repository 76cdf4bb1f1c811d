import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { dayNumber, type StatisticsEntities } from '@panel/contract';
import { IconDownload } from '@tabler/icons-react';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { isApiError } from '@/lib/api-error';
import type { StatisticsReportResult } from '../api/get-statistics-report.ts';
import type { StatsSource } from '../api/statistics-keys.ts';
import { downloadText, toCsv } from '../utils/csv.ts';
import { drillTargets } from '../utils/drill-down.ts';
import { formatPeriod } from '../utils/format.ts';
import { plainLines, type TableColumn, tableLines, tableModel } from '../utils/report-table.ts';
import {
  effectiveSort,
  filterQuery,
  isSortable,
  isTime,
  nextSort,
  PER_PAGE_OPTIONS,
  type StatsSchema,
  type StatsState,
} from '../utils/stats-state.ts';
import { supplyTargetOf } from '../utils/supply-target.ts';
import { ColumnsPicker } from './columns-picker.tsx';
import { ReportControls, shownFields } from './report-controls.tsx';
import { StatsChartCard } from './stats-chart-card.tsx';
import { ReportEmpty, ReportError } from './stats-placeholders.tsx';
import { StatsTable } from './stats-table.tsx';
import type { EntityNames } from './use-entity-names.ts';
import type { UpdateStats } from './use-stats-state.ts';

/** Fewer days than this and an empty report offers the last 30 days. */
const SHORT_RANGE_DAYS = 30;

/** What the view reads of the report's query. */
export type ShownReport = Pick<
  StatisticsReportResult,
  'data' | 'error' | 'isError' | 'isPending' | 'isPlaceholderData' | 'isSuccess' | 'refetch'
>;

export interface ReportViewProps {
  source: StatsSource;
  entities: StatisticsEntities;
  schema: StatsSchema;
  state: StatsState;
  update: UpdateStats;
  names: EntityNames;
  today: string;
  range: { from: string; to: string };
  report: ShownReport;
}

/**
 * The page below its title: controls, chart, table and pager for one view of the report. Memoized:
 * it renders only when the report shown or the view changes (statistics-view.tsx says why).
 */
export const ReportView = memo(function ReportView({
  source,
  entities,
  schema,
  state,
  update,
  names,
  today,
  range,
  report,
}: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { from, to } = range;
  const chartQuery = useMemo(() => ({ from, to, tz: state.tz, ...filterQuery(state) }), [from, to, state]);
  const time = state.groupBy.find(isTime) as 'date' | 'hour' | undefined;

  // The dimensions of the rows on screen: while a new grouping loads, the last one stays whole.
  const shownGroupBy = report.data?.group_by ?? state.groupBy;
  const columns = useMemo<TableColumn[]>(() => {
    const formats = new Map(entities.metrics.map((m) => [String(m.id), m.format]));
    return [
      ...shownGroupBy.map((id) => ({ id, kind: 'dimension' as const, header: names.dimension(id) })),
      ...state.columns.map((id) => ({
        id,
        kind: 'metric' as const,
        header: names.metric(id),
        format: formats.get(id),
      })),
    ];
  }, [entities, shownGroupBy, state.columns, names]);
  const model = useMemo(
    () =>
      report.data &&
      tableModel(report.data, columns, locale, {
        total: t('statistics.table.total'),
        subtotal: t('statistics.table.subtotal'),
        unknown: t('statistics.unknown'),
      }),
    [report.data, columns, locale, t],
  );

  const total = report.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.perPage));
  // A page past the end (an old link, fewer rows than when it was paged to) says nothing about the
  // period: the view goes to the last page there is, or page 1, and shows it loading meanwhile.
  const emptyPage =
    report.isSuccess &&
    !report.isPlaceholderData &&
    state.page > 1 &&
    (state.page > lastPage || !report.data?.rows.length);
  const goTo = total > 0 && lastPage < state.page ? lastPage : 1;
  useEffect(() => {
    if (emptyPage) update({ page: goTo }, { replace: true });
  }, [emptyPage, goTo, update]);
  // The last view is empty and the next one is loading: not a report to call empty yet.
  const loading = report.isPending || emptyPage || (report.isPlaceholderData && total === 0);

  const apiError = report.isError && isApiError(report.error) ? report.error : null;
  const errors = apiError?.fields ?? {};
  const shown = shownFields(schema);
  const unshown = Object.entries(errors)
    .filter(([field]) => !shown.has(field))
    .map(([, message]) => message);
  const filtered = Object.keys(state.filters).length > 0;
  const short = dayNumber(to) - dayNumber(from) + 1 < SHORT_RANGE_DAYS;

  const exportCsv = (plain: boolean) => {
    if (!model || !report.data) return;
    const lines = plain
      ? plainLines(report.data, columns, {
          total: t('statistics.table.total'),
          unknown: t('statistics.unknown'),
        })
      : tableLines(model);
    downloadText(toCsv(lines), `statistics_${from}_${to}.csv`);
  };

  return (
    <Stack gap="md">
      <ReportControls
        source={source}
        entities={entities}
        schema={schema}
        names={names}
        state={state}
        update={update}
        range={range}
        today={today}
        errors={errors}
      />
      {time && (
        <StatsChartCard
          source={source}
          metrics={entities.metrics}
          names={names}
          time={time}
          range={range}
          query={chartQuery}
          chosen={state.chart}
          onChoose={(chart) => update({ chart })}
        />
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('statistics.period', { period: formatPeriod(from, to, locale), tz: state.tz })}
        </Text>
        <Group gap="sm">
          <ColumnsPicker
            metrics={schema.metrics}
            value={state.columns}
            onChange={(next) => update({ columns: next })}
            names={names}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                leftSection={<IconDownload size={16} />}
                disabled={!model || model.rows.length === 0 || report.isPlaceholderData}
              >
                {t('statistics.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => exportCsv(true)}>{t('statistics.exportPlain')}</Menu.Item>
              <Menu.Item onClick={() => exportCsv(false)}>{t('statistics.exportShown')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {loading ? (
        <RowsSkeleton rows={8} height={30} label={t('statistics.loading')} />
      ) : report.isError ? (
        <ReportError
          title={t(
            apiError && apiError.status === 400 ? 'statistics.error.refused' : 'statistics.error.title',
          )}
          message={apiError && apiError.status === 400 ? apiError.message : t('statistics.error.connection')}
          details={unshown}
          onRetry={apiError?.status === 400 ? undefined : () => void report.refetch()}
        />
      ) : total === 0 || !model ? (
        <ReportEmpty
          filtered={filtered}
          onClearFilters={() => update({ filters: {} })}
          onWiden={short ? () => update({ range: 'last_30_days', from: null, to: null }) : undefined}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={report.isPlaceholderData}
          style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}
        >
          <StatsTable
            model={model}
            names={names}
            sort={effectiveSort(state, schema)}
            onSort={(key) => update({ sort: nextSort(effectiveSort(state, schema), key, schema) })}
            sortable={(key) => isSortable(key, schema)}
            drillTargets={(dimension) =>
              drillTargets(source.role, dimension, schema.groupable, Object.keys(state.filters))
            }
            supplyTarget={(dimension, row, text) =>
              supplyTargetOf(source.role, state.filters, dimension, row, text, t)
            }
            onDrill={(dimension, value, groupBy) =>
              update({
                filters: { ...state.filters, [dimension]: [String(value)] },
                groupBy: [groupBy],
                sort: null,
              })
            }
          />
          <Pager
            perPageOptions={PER_PAGE_OPTIONS}
            page={state.page}
            perPage={state.perPage}
            total={total}
            onPage={(page) => update({ page })}
            onPerPage={(perPage) => update({ perPage })}
          />
        </Stack>
      )}
    </Stack>
  );
});
