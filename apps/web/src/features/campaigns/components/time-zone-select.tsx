import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** 'GMT+01:00' for a zone now; the offset changes with daylight saving, which is why it is only a hint. */
function offsetOf(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts();
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

let zones: { value: string; label: string }[] | null = null;

/** Every IANA zone the browser knows, UTC first, each with its current offset. */
function allZones() {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')].map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone).replace('GMT', 'UTC') || 'UTC'})`,
  }));
  return zones;
}

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'searchable'>;

export function TimeZoneSelect(props: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => {
    const list = allZones();
    // A zone the browser does not list (an older name the server still accepts) stays choosable.
    return props.value && !list.some((z) => z.value === props.value)
      ? [{ value: props.value, label: props.value }, ...list]
      : list;
  }, [props.value]);
  return (
    <Select
      {...props}
      data={data}
      searchable
      allowDeselect={false}
      limit={100}
      nothingFoundMessage={t('campaigns.nothingFound')}
      // The chosen zone's name is all selected on focus, so typing replaces it with a search
      // instead of appending to it (issue 18).
      onFocus={(event) => {
        event.currentTarget.select();
        props.onFocus?.(event);
      }}
    />
  );
}
