import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTime, type StatsSchema } from '../utils/stats-state.ts';
import type { EntityNames } from './use-entity-names.ts';

interface GroupByControlsProps {
  schema: StatsSchema;
  names: EntityNames;
  value: string[];
  onChange: (groupBy: string[]) => void;
  /** The server's word on the grouping (a pair no rollup keeps together, say). */
  error?: string | undefined;
}

/** Two levels: "Group by" and an optional "Then by"; date and hour never both, since a day holds its hours. */
export function GroupByControls({ schema, names, value, onChange, error }: GroupByControlsProps) {
  const { t } = useTranslation();
  const [first = schema.defaultGroupBy, second = null] = value;
  const option = (id: string) => ({ value: id, label: names.dimension(id) });
  const secondChoices = schema.groupable.filter((d) => d !== first && !(isTime(first) && isTime(d)));

  const setFirst = (next: string | null) => {
    if (!next) return;
    const keep = second && second !== next && !(isTime(next) && isTime(second)) ? [second] : [];
    onChange([next, ...keep]);
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('statistics.groupBy.first')}
        data={schema.groupable.map(option)}
        value={first}
        onChange={setFirst}
        allowDeselect={false}
        searchable
        error={error}
        w={180}
      />
      <Select
        label={t('statistics.groupBy.second')}
        placeholder={t('statistics.groupBy.none')}
        data={secondChoices.map(option)}
        value={second}
        onChange={(next) => onChange(next ? [first, next] : [first])}
        clearable
        searchable
        w={180}
      />
    </Group>
  );
}
