import { Group, Select, type SelectProps, Text } from '@mantine/core';
import type { Country } from '@panel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryFilter } from './country-filter.ts';
import { CountryFlag } from './country-flag.tsx';

type CountrySelectProps = Omit<SelectProps, 'data' | 'filter' | 'renderOption' | 'searchable'> & {
  countries: readonly Country[];
};

/** A searchable country choice (by name or by code) whose value is the alpha-2 code. */
export function CountrySelect({ countries, value, ...props }: CountrySelectProps) {
  const { t } = useTranslation();
  const byValue = useMemo(() => new Map(countries.map((c) => [c.alpha2, c])), [countries]);
  const data = useMemo(() => countries.map((c) => ({ value: c.alpha2, label: c.label })), [countries]);
  const filter = useMemo(() => countryFilter(byValue), [byValue]);

  return (
    <Select
      {...props}
      value={value}
      data={data}
      filter={filter}
      searchable
      // Picking the chosen option again must keep it, not clear a required field.
      allowDeselect={false}
      nothingFoundMessage={t('country.nothingFound')}
      leftSection={value ? <CountryFlag alpha2={value} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <CountryFlag alpha2={option.value} />
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" ms="auto">
            {option.value}
          </Text>
        </Group>
      )}
    />
  );
}
