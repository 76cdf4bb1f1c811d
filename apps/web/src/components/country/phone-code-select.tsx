import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { type Country, PHONE_PANEL_WIDTH } from '@panel/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryFilter } from './country-filter.ts';
import { CountryFlag } from './country-flag.tsx';

type PhoneCodeSelectProps = Omit<
  SelectProps,
  'data' | 'filter' | 'renderOption' | 'searchable' | 'value' | 'onChange'
> & {
  countries: readonly Country[];
  /** The dial code, spaces removed ('+44'). */
  value: string;
  onChange: (dialCode: string) => void;
  /** The alpha-2 code whose flag to show when several countries share the dial code (the address country). */
  preferredCountry?: string;
};

export const dialCodeOf = (country: Country) => country.dial_code.replace(/\s+/g, '');

/**
 * Which of the countries with this dial code the field shows: the one picked, else the preferred
 * one, else the one in the lowest tier (+1 shows the United States, not American Samoa).
 */
function sharingCountry(
  countries: readonly Country[],
  dialCode: string,
  wanted: (string | null | undefined)[],
) {
  const candidates = countries.filter((c) => dialCode !== '' && dialCodeOf(c) === dialCode);
  for (const alpha2 of wanted) {
    const match = candidates.find((c) => c.alpha2 === alpha2);
    if (match) return match;
  }
  return candidates.reduce<Country | undefined>(
    (best, c) => (!best || c.tier < best.tier ? c : best),
    undefined,
  );
}

/**
 * A dial code choice. Several countries share a code (+1, +7, +44), so each option is a country and
 * the field's value is its dial code; the country picked is remembered only to show its flag.
 */
export function PhoneCodeSelect({
  countries,
  value,
  onChange,
  preferredCountry,
  ...props
}: PhoneCodeSelectProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const byValue = useMemo(() => new Map(countries.map((c) => [c.alpha2, c])), [countries]);
  const data = useMemo(() => countries.map((c) => ({ value: c.alpha2, label: dialCodeOf(c) })), [countries]);
  const filter = useMemo(() => countryFilter(byValue), [byValue]);

  const selected = sharingCountry(countries, value, [picked, preferredCountry]);

  return (
    <Select
      {...props}
      value={selected?.alpha2 ?? null}
      onChange={(alpha2) => {
        const country = alpha2 ? byValue.get(alpha2) : undefined;
        setPicked(alpha2);
        onChange(country ? dialCodeOf(country) : '');
      }}
      data={data}
      filter={filter}
      searchable
      // Picking the chosen option again must keep it, not clear a required field.
      allowDeselect={false}
      nothingFoundMessage={t('country.nothingFound')}
      leftSection={selected ? <CountryFlag alpha2={selected.alpha2} /> : undefined}
      comboboxProps={{ width: PHONE_PANEL_WIDTH, position: 'bottom-start' }}
      renderOption={({ option }) => {
        const country = byValue.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag alpha2={option.value} />
            <Text size="sm" truncate>
              {country?.label}
            </Text>
            <Text size="sm" c="dimmed" ms="auto">
              {option.label}
            </Text>
          </Group>
        );
      }}
    />
  );
}
