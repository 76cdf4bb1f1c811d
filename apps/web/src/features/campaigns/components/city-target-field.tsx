import { useDebouncedValue } from '@mantine/hooks';
import type { City } from '@panel/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitySearch } from '@/lib/resources/get-cities';
import { useCitiesById } from '@/lib/resources/get-cities-by-id';
import type { CampaignForm } from '../utils/campaign-values.ts';
import { TargetListField } from './target-list-field.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Cities are too many to list: they are searched by name in the countries the campaign
 * includes. Names of the cities picked are remembered for their pills; the ones no search has
 * named (a saved campaign's, after a reload) are looked up by id.
 */
export function CityTargetField({ form, countries }: { form: CampaignForm; countries: string[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useCitySearch(countries, debounced);
  const names = useRef(new Map<number, string>());
  const label = (city: City) => `${city.name}, ${city.region_id ?? city.country}`;
  for (const city of found.cities) names.current.set(Number(city.id), label(city));
  const chosen = form.getValues().targeting.cities.values;
  // The ids to look up only ever grow, so neither an answer nor taking a city off asks again.
  const lookedUp = useRef<number[]>([]);
  const unnamed = chosen.filter((id) => !names.current.has(id) && !lookedUp.current.includes(id));
  if (unnamed.length > 0) lookedUp.current = [...lookedUp.current, ...unnamed];
  const saved = useCitiesById(lookedUp.current);
  for (const city of saved.cities) names.current.set(Number(city.id), label(city));

  const options = new Map<string, string>();
  for (const id of chosen)
    options.set(String(id), names.current.get(id) ?? t('campaigns.target.cityId', { id }));
  for (const city of found.cities) options.set(String(city.id), label(city));

  return (
    <TargetListField
      form={form}
      dimension="cities"
      numeric
      label={t('campaigns.target.cities')}
      description={
        countries.length === 0 ? t('campaigns.target.citiesNeedCountry') : t('campaigns.target.citiesHint')
      }
      disabled={countries.length === 0 && chosen.length === 0}
      selectProps={{
        data: [...options].map(([value, text]) => ({ value, label: text })),
        searchValue: search,
        onSearchChange: setSearch,
        // The server already matched the names (ignoring accents); show what it found.
        filter: ({ options: all }) => all,
        nothingFoundMessage:
          debounced.trim() === '' ? t('campaigns.target.typeToSearch') : t('campaigns.nothingFound'),
      }}
    />
  );
}
