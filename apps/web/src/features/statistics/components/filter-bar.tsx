import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import type { StatisticsDimension } from '@panel/contract';
import { IconFilterPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsSource } from '../api/statistics-keys.ts';
import { conflictsOf } from '../utils/combinations.ts';
import { FilterSelect } from './filter-select.tsx';
import type { EntityNames } from './use-entity-names.ts';

interface FilterBarProps {
  source: StatsSource;
  dimensions: StatisticsDimension[];
  names: EntityNames;
  filters: Record<string, string[]>;
  onChange: (filters: Record<string, string[]>) => void;
  range: Record<string, string>;
  errors: Record<string, string>;
  /** The dimensions grouped by: a filter no rollup keeps together with them is not offered. */
  groupBy: readonly string[];
}

/**
 * The filters in use, and "Add filter" for the others. A filter just added and still empty lives
 * on this screen only; once it holds values it is in the address. Only shown filters load their lists.
 * A filter that would make the report impossible (no rollup keeps it with the grouping and the
 * other filters) is offered disabled, with the reason.
 */
export function FilterBar({
  source,
  dimensions,
  names,
  filters,
  onChange,
  range,
  errors,
  groupBy,
}: FilterBarProps) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string[]>([]);
  const filterable = dimensions.filter((d) => d.filter);
  const shown = filterable.filter(
    (d) => (filters[String(d.id)]?.length ?? 0) > 0 || added.includes(String(d.id)),
  );
  const rest = filterable.filter((d) => !shown.includes(d));
  const inUse = [...groupBy, ...shown.map((d) => String(d.id))];
  const reasonOf = (id: string) => {
    const conflicts = conflictsOf(source.role, id, inUse);
    if (conflicts === null) return null;
    return conflicts.length > 0
      ? t('statistics.combine.with', { dimensions: conflicts.map(names.dimension).join(', ') })
      : t('statistics.combine.none');
  };

  const set = (id: string, values: string[]) => {
    const next = { ...filters };
    if (values.length > 0) next[id] = values;
    else delete next[id];
    onChange(next);
  };
  const remove = (id: string) => {
    setAdded((list) => list.filter((d) => d !== id));
    if (filters[id]) set(id, []);
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {shown.map((d) => {
        const id = String(d.id);
        return (
          <FilterSelect
            key={id}
            source={source}
            dimension={d}
            name={names.dimension(id)}
            value={filters[id] ?? []}
            onChange={(values) => set(id, values)}
            onRemove={() => remove(id)}
            range={range}
            error={errors[id]}
            autoFocus={id === added[added.length - 1]}
          />
        );
      })}
      {rest.length > 0 && (
        <Menu position="bottom-start" shadow="md" returnFocus={false}>
          <Menu.Target>
            <Button variant="light" leftSection={<IconFilterPlus size={16} />} mt={shown.length > 0 ? 25 : 0}>
              {t('statistics.filters.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
            {rest.map((d) => {
              const id = String(d.id);
              const reason = reasonOf(id);
              return (
                <Menu.Item
                  key={id}
                  disabled={reason !== null}
                  onClick={() => setAdded((list) => [...list, id])}
                >
                  {reason ? (
                    <Stack gap={0}>
                      <Text size="sm">{names.dimension(id)}</Text>
                      <Text size="xs" c="dimmed">
                        {reason}
                      </Text>
                    </Stack>
                  ) : (
                    names.dimension(id)
                  )}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
