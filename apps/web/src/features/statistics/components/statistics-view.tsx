import type { StatisticsEntities } from '@panel/contract';
import { useDeferredValue, useMemo } from 'react';
import { browserTimeZone } from '@/lib/dates/report-range';
import { useToday } from '@/lib/dates/use-today';
import { useStatisticsReport } from '../api/get-statistics-report.ts';
import type { StatsSource } from '../api/statistics-keys.ts';
import { reportQuery, stateRange, statsSchema } from '../utils/stats-state.ts';
import { ReportView, type ShownReport } from './report-view.tsx';
import { useEntityNames } from './use-entity-names.ts';
import { useStatsState } from './use-stats-state.ts';

/**
 * The view kept in the address, the report it asks for, and the report shown.
 *
 * The shown report is deferred (issue 14: no long task while paging or sorting a 366-day report
 * by hour). A report that arrives comes through TanStack Query's external store, and React renders
 * such an update in one piece: the table, the controls and the chart at once, 100-200 ms slowed
 * 4×. Deferred, that render only reaches this component, which passes the last report on and
 * stops there (ReportView is memoized); React then renders the new report as a transition, in
 * slices it can break off to answer a click. A change of the view (a page, a sort) already renders
 * as a transition: React Router makes its navigations so.
 */
export function StatisticsView({ source, entities }: { source: StatsSource; entities: StatisticsEntities }) {
  const schema = useMemo(() => statsSchema(entities), [entities]);
  const defaultTz = useMemo(() => browserTimeZone(), []);
  const [state, update] = useStatsState(schema, defaultTz);
  const names = useEntityNames(entities);

  // A preset's dates follow the day: read again on every render, and the page renders again when
  // the day turns, so the table, the chart, the label and the CSV name always cover the same days.
  const today = useToday(state.tz);
  const { from, to } = stateRange(state);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const query = useMemo(() => reportQuery(state, { from, to }), [state, from, to]);
  const { data, error, isError, isPending, isPlaceholderData, isSuccess, refetch } = useStatisticsReport(
    source,
    query,
  );
  // The parts of the query's result the view reads, as one value that changes only with them:
  // the result itself is a new object on every render, which would defeat ReportView's memo.
  const shown = useMemo<ShownReport>(
    () => ({ data, error, isError, isPending, isPlaceholderData, isSuccess, refetch }),
    [data, error, isError, isPending, isPlaceholderData, isSuccess, refetch],
  );
  const report = useDeferredValue(shown);
  return (
    <ReportView
      source={source}
      entities={entities}
      schema={schema}
      state={state}
      update={update}
      names={names}
      today={today}
      range={range}
      report={report}
    />
  );
}
