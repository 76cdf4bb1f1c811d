import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isWholeHourZone } from '@/lib/dates/report-range';

function offsetOf(zone: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts();
  return (parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT').replace('GMT', 'UTC');
}

let zones: { value: string; label: string }[] | null = null;

/**
 * The zones a report can be read in: every IANA zone the browser knows whose offset is whole
 * hours all year (statistics are kept by the hour), UTC first, each with its current offset.
 */
function reportZones() {
  zones ??= [
    'UTC',
    ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC' && isWholeHourZone(z)),
  ].map((zone) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone)})` }));
  return zones;
}

interface StatsTimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string | undefined;
}

export function StatsTimeZoneSelect({ value, onChange, error }: StatsTimeZoneSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => {
    const list = reportZones();
    // A zone from the address the browser does not list stays shown; the server judges it.
    return list.some((z) => z.value === value) ? list : [{ value, label: value }, ...list];
  }, [value]);
  return (
    <Select
      label={t('statistics.timeZone')}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      limit={100}
      nothingFoundMessage={t('statistics.nothingFound')}
      error={error}
      w={240}
      comboboxProps={{ width: 300, position: 'bottom-start' }}
    />
  );
}
