import { Group, Select, Stack, Text } from '@mantine/core';
import type { StatisticsRole } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { conflictsOf } from '../utils/combinations.ts';
import { isTime, type StatsSchema } from '../utils/stats-state.ts';
import type { EntityNames } from './use-entity-names.ts';

interface GroupByControlsProps {
  role: StatisticsRole;
  schema: StatsSchema;
  names: EntityNames;
  value: string[];
  onChange: (groupBy: string[]) => void;
  /** The dimensions filtered by: a grouping no rollup keeps together with them is not offered. */
  filtered: readonly string[];
  /** The server's word on the grouping (a pair no rollup keeps together, say). */
  error?: string | undefined;
}

interface GroupOption {
  value: string;
  label: string;
  disabled: boolean;
  /** Why the option is disabled. */
  reason: string | null;
}

/**
 * Two levels: "Group by" and an optional "Then by"; date and hour never both, since a day holds its
 * hours. A choice no rollup keeps together with the other level and the filters is disabled, with the reason.
 */
export function GroupByControls({
  role,
  schema,
  names,
  value,
  onChange,
  filtered,
  error,
}: GroupByControlsProps) {
  const { t } = useTranslation();
  const [first = schema.defaultGroupBy, second = null] = value;
  const option = (id: string, inUse: readonly string[]): GroupOption => {
    const conflicts = conflictsOf(role, id, inUse);
    const reason =
      conflicts === null
        ? null
        : conflicts.length > 0
          ? t('statistics.combine.with', { dimensions: conflicts.map(names.dimension).join(', ') })
          : t('statistics.combine.none');
    return { value: id, label: names.dimension(id), disabled: reason !== null, reason };
  };
  // The second level stays when the first changes, unless the two no longer go together.
  const keeps = (next: string) => second !== null && second !== next && !(isTime(next) && isTime(second));
  const firstChoices = schema.groupable.map((d) =>
    option(d, keeps(d) && second ? [second, ...filtered] : filtered),
  );
  const secondChoices = schema.groupable
    .filter((d) => d !== first && !(isTime(first) && isTime(d)))
    .map((d) => option(d, [first, ...filtered]));
  const renderOption = (choices: GroupOption[]) => {
    const reasons = new Map(choices.map((o) => [o.value, o.reason]));
    return ({ option: o }: { option: { value: string; label: string } }) => {
      const reason = reasons.get(o.value);
      return reason ? (
        <Stack gap={0}>
          <Text size="sm">{o.label}</Text>
          <Text size="xs" c="dimmed">
            {reason}
          </Text>
        </Stack>
      ) : (
        o.label
      );
    };
  };

  const setFirst = (next: string | null) => {
    if (!next) return;
    onChange([next, ...(keeps(next) && second ? [second] : [])]);
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('statistics.groupBy.first')}
        data={firstChoices}
        value={first}
        onChange={setFirst}
        renderOption={renderOption(firstChoices)}
        allowDeselect={false}
        searchable
        error={error}
        w={180}
        comboboxProps={{ width: 260, position: 'bottom-start' }}
      />
      <Select
        label={t('statistics.groupBy.second')}
        placeholder={t('statistics.groupBy.none')}
        data={secondChoices}
        value={second}
        onChange={(next) => onChange(next ? [first, next] : [first])}
        renderOption={renderOption(secondChoices)}
        clearable
        searchable
        w={180}
        comboboxProps={{ width: 260, position: 'bottom-start' }}
      />
    </Group>
  );
}
