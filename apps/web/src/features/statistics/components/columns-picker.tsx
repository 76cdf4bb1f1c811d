import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EntityNames } from './use-entity-names.ts';

interface ColumnsPickerProps {
  metrics: string[];
  value: string[];
  onChange: (columns: string[]) => void;
  names: EntityNames;
}

/** Which metric columns the table (and so the CSV) shows; one at least. */
export function ColumnsPicker({ metrics, value, onChange, names }: ColumnsPickerProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} />}>
          {t('statistics.columns.button', { count: value.length, total: metrics.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('statistics.columns.label')}
          value={value}
          // Kept in the entities' order, whatever order they were ticked in.
          onChange={(next) => next.length > 0 && onChange(metrics.filter((m) => next.includes(m)))}
        >
          <Stack gap={6} mt="xs">
            {metrics.map((m) => (
              <Checkbox key={m} value={m} label={names.metric(m)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
