import { ActionIcon, Group, Loader, MultiSelect, Tooltip } from '@mantine/core';
import { FILTER_VALUES_MAX, type StatisticsDimension } from '@panel/contract';
import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../api/get-filter-options.ts';
import type { StatsSource } from '../api/statistics-keys.ts';

interface FilterSelectProps {
  source: StatsSource;
  dimension: StatisticsDimension;
  name: string;
  value: string[];
  onChange: (values: string[]) => void;
  onRemove: () => void;
  /** from, to and tz: the period whose values a dimension without a list offers. */
  range: Record<string, string>;
  error?: string | undefined;
  /** A filter just added takes the focus, so the keyboard goes on where the menu was. */
  autoFocus?: boolean;
}

/** The height of a field's label, so the remove button lines up with the field, however tall it grows. */
const LABEL_HEIGHT = 25;

/** One filter: the values of a dimension to keep, picked from its list (searchable). */
export function FilterSelect({
  source,
  dimension,
  name,
  value,
  onChange,
  onRemove,
  range,
  error,
  autoFocus,
}: FilterSelectProps) {
  const { t } = useTranslation();
  const options = useFilterOptions(source, dimension, range);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After the "Add filter" menu has closed, so the focus lands here and stays.
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);
  const data = useMemo(() => {
    const list = options.data ?? [];
    const known = new Set(list.map((o) => o.value));
    // A value from the address the list does not hold (an archived campaign, no traffic now) stays shown.
    return [...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v })), ...list];
  }, [options.data, value]);
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <MultiSelect
        label={name}
        placeholder={value.length === 0 ? t('statistics.filters.any') : undefined}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        clearable
        limit={200}
        maxValues={FILTER_VALUES_MAX}
        hidePickedOptions
        nothingFoundMessage={
          options.isError ? t('statistics.filters.loadFailed') : t('statistics.nothingFound')
        }
        rightSection={options.isPending ? <Loader size={14} aria-label={t('app.loading')} /> : undefined}
        error={error}
        ref={input}
        w={240}
        comboboxProps={{ width: 320, position: 'bottom-start' }}
      />
      <Tooltip label={t('statistics.filters.remove', { name })}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          mt={LABEL_HEIGHT}
          aria-label={t('statistics.filters.remove', { name })}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
