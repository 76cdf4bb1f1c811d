import { Paper, Stack } from '@mantine/core';
import type { StatisticsEntities } from '@panel/contract';
import type { DateRange } from '@/lib/dates/report-range';
import type { StatsSource } from '../api/statistics-keys.ts';
import type { StatsSchema, StatsState } from '../utils/stats-state.ts';
import { FilterBar } from './filter-bar.tsx';
import { GroupByControls } from './group-by-controls.tsx';
import { RangeControls } from './range-controls.tsx';
import { StatsTimeZoneSelect } from './stats-time-zone-select.tsx';
import type { EntityNames } from './use-entity-names.ts';
import type { UpdateStats } from './use-stats-state.ts';

interface ReportControlsProps {
  source: StatsSource;
  entities: StatisticsEntities;
  schema: StatsSchema;
  names: EntityNames;
  state: StatsState;
  update: UpdateStats;
  range: DateRange;
  today: string;
  /** The server's messages by query field, shown at the control that sets the field. */
  errors: Record<string, string>;
}

/** Period, time zone, grouping and filters: everything that decides which report is asked for. */
export function ReportControls({
  source,
  entities,
  schema,
  names,
  state,
  update,
  range,
  today,
  errors,
}: ReportControlsProps) {
  const optionsRange = { from: range.from, to: range.to, tz: state.tz };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 'var(--mantine-spacing-sm)',
            alignItems: 'flex-start',
          }}
        >
          <RangeControls
            state={state}
            range={range}
            today={today}
            update={update}
            errors={{ from: errors.from, to: errors.to }}
          />
          <StatsTimeZoneSelect value={state.tz} onChange={(tz) => update({ tz })} error={errors.tz} />
          <GroupByControls
            role={source.role}
            schema={schema}
            names={names}
            value={state.groupBy}
            onChange={(groupBy) => update({ groupBy })}
            filtered={Object.keys(state.filters)}
            error={errors.group_by}
          />
        </div>
        <FilterBar
          source={source}
          dimensions={entities.dimensions}
          names={names}
          filters={state.filters}
          onChange={(filters) => update({ filters })}
          range={optionsRange}
          errors={errors}
          groupBy={state.groupBy}
        />
      </Stack>
    </Paper>
  );
}

/** The query fields a control on screen shows the server's message for. */
export const shownFields = (schema: StatsSchema) =>
  new Set(['from', 'to', 'tz', 'group_by', ...schema.filterable]);
