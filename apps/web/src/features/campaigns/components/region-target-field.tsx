import { useTranslation } from 'react-i18next';
import { useRegionsOf } from '@/lib/resources/get-regions';
import type { CampaignForm } from '../utils/campaign-values.ts';
import { TargetListField } from './target-list-field.tsx';

/** Regions (states, provinces) of the countries the campaign includes. */
export function RegionTargetField({ form, countries }: { form: CampaignForm; countries: string[] }) {
  const { t } = useTranslation();
  const { regions } = useRegionsOf(countries);
  const chosen = form.getValues().targeting.regions.values;
  const known = new Set(regions.map((r) => String(r.id)));
  // A region picked before its country was dropped still shows, by code, so it can be removed.
  const data = [
    // The English name beside the ISO one where they differ (Bayern · Bavaria): typing either finds it.
    ...regions.map((r) => ({
      value: String(r.id),
      label: `${r.name_en ? `${r.name} · ${r.name_en}` : r.name} (${r.country})`,
    })),
    ...chosen.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
  ];
  return (
    <TargetListField
      form={form}
      dimension="regions"
      label={t('campaigns.target.regions')}
      description={countries.length === 0 ? t('campaigns.target.regionsNeedCountry') : undefined}
      disabled={countries.length === 0 && chosen.length === 0}
      selectProps={{ data, limit: 200 }}
    />
  );
}
