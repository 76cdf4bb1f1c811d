import { Group, Select, TextInput } from '@mantine/core';
import { MAX_RANGE_DAYS } from '@panel/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_RANGE,
  type DateRange,
  isDate,
  RANGE_PRESETS,
  type RangeChoice,
  rangeProblem,
} from '@/lib/dates/report-range';
import type { StatsState } from '../utils/stats-state.ts';
import type { UpdateStats } from './use-stats-state.ts';

interface RangeControlsProps {
  state: StatsState;
  /** The dates the view covers now (a preset's too), where a custom range starts from. */
  range: DateRange;
  today: string;
  update: UpdateStats;
  /** The server's word on the dates, if it refused them. */
  errors: { from?: string | undefined; to?: string | undefined };
}

/**
 * The period: a preset, or "Custom range" with two date fields. A custom range reaches the address
 * (and the server) only once both dates are real and in order; until then the field says what is wrong.
 */
export function RangeControls({ state, range, today, update, errors }: RangeControlsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DateRange>(range);
  const custom = state.range === CUSTOM_RANGE;

  // The address moved (Back, a preset, a drill-down): the fields show it again.
  useEffect(() => setDraft({ from: range.from, to: range.to }), [range.from, range.to]);

  const choose = (value: string | null) => {
    if (!value) return;
    if (value === CUSTOM_RANGE) update({ range: CUSTOM_RANGE, from: range.from, to: range.to });
    else update({ range: value as RangeChoice, from: null, to: null });
  };

  const edit = (part: keyof DateRange, value: string) => {
    const next = { ...draft, [part]: value };
    setDraft(next);
    if (isDate(next.from) && isDate(next.to) && rangeProblem(next) === null)
      update({ range: CUSTOM_RANGE, from: next.from, to: next.to });
  };

  const problem =
    isDate(draft.from) && isDate(draft.to) ? rangeProblem(draft) : 'statistics.range.invalidDate';
  const localError = problem ? t(problem, { max: MAX_RANGE_DAYS }) : undefined;

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('statistics.range.label')}
        data={[
          ...RANGE_PRESETS.map((p) => ({ value: p, label: t(`statistics.range.${p}`) })),
          { value: CUSTOM_RANGE, label: t('statistics.range.custom') },
        ]}
        value={state.range}
        onChange={choose}
        allowDeselect={false}
        w={170}
      />
      {custom && (
        <>
          <TextInput
            type="date"
            label={t('statistics.range.from')}
            value={draft.from}
            max={today}
            onChange={(e) => edit('from', e.currentTarget.value)}
            error={errors.from}
            w={160}
          />
          <TextInput
            type="date"
            label={t('statistics.range.to')}
            value={draft.to}
            max={today}
            onChange={(e) => edit('to', e.currentTarget.value)}
            error={localError ?? errors.to}
            w={160}
          />
        </>
      )}
    </Group>
  );
}
