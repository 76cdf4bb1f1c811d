import { Group, Pill, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryFilter } from '@/components/country/country-filter';
import { CountryFlag } from '@/components/country/country-flag';
import { useCountries } from '@/lib/resources/get-countries';
import type { CampaignForm } from '../utils/campaign-values.ts';
import { TargetListField } from './target-list-field.tsx';

/** Countries by name or code, with their flags. */
export function CountryTargetField({ form }: { form: CampaignForm }) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const byValue = useMemo(() => new Map(countries.map((c) => [c.alpha2, c])), [countries]);
  const data = useMemo(() => countries.map((c) => ({ value: c.alpha2, label: c.label })), [countries]);
  const filter = useMemo(() => countryFilter(byValue), [byValue]);

  return (
    <TargetListField
      form={form}
      dimension="countries"
      label={t('campaigns.target.countries')}
      selectProps={{
        data,
        filter,
        renderOption: ({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag alpha2={option.value} />
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" ms="auto">
              {option.value}
            </Text>
          </Group>
        ),
        // Before the countries load a pill has no option yet: show its code until then.
        renderPill: ({ option, value, onRemove }) => {
          const alpha2 = String(option?.value ?? value ?? '');
          return (
            <CountryPill alpha2={alpha2} label={byValue.get(alpha2)?.label ?? alpha2} onRemove={onRemove} />
          );
        },
      }}
    />
  );
}

function CountryPill({ alpha2, label, onRemove }: { alpha2: string; label: string; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <Pill
      withRemoveButton
      onRemove={onRemove}
      removeButtonProps={{ 'aria-label': t('campaigns.target.remove', { label }) }}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <CountryFlag alpha2={alpha2} />
        {label}
      </Group>
    </Pill>
  );
}
