import { Group, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from '@/lib/dates/report-range';
import { formatPeriod } from '../utils/format.ts';

interface RangePickerProps {
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
  from: string;
  to: string;
  tz: string;
}

/** The period presets as one radio group (arrow keys move between them), with the dates they mean. */
export function RangePicker({ value, onChange, from, to, tz }: RangePickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      {/* On a phone the presets scroll sideways, with a scrollbar that shows there is more (issue 18). */}
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars maw="100%">
        <SegmentedControl
          aria-label={t('dashboard.range.label')}
          value={value}
          onChange={(next) => onChange(next as RangePreset)}
          data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`dashboard.range.${p}`) }))}
          size="sm"
        />
      </ScrollArea>
      <Text size="sm" c="dimmed">
        {t('dashboard.range.period', { period: formatPeriod(from, to, i18n.language), tz })}
      </Text>
    </Group>
  );
}
