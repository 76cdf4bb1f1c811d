import { useTranslation } from 'react-i18next';
import { useCarriers } from '@/lib/resources/get-carriers';
import type { CampaignForm } from '../utils/campaign-values.ts';
import { TargetListField } from './target-list-field.tsx';

/** Mobile networks, narrowed to the countries the campaign includes when it names any. */
export function CarrierTargetField({ form, countries }: { form: CampaignForm; countries: string[] }) {
  const { t } = useTranslation();
  const carriers = useCarriers().data ?? [];
  const chosen = new Set(form.getValues().targeting.carriers.values.map(String));
  const data = carriers
    .filter((c) => countries.length === 0 || countries.includes(c.country) || chosen.has(String(c.id)))
    .map((c) => ({ value: String(c.id), label: `${c.name} (${c.country})` }));
  return (
    <TargetListField
      form={form}
      dimension="carriers"
      numeric
      label={t('campaigns.target.carriers')}
      description={t('campaigns.target.carriersHint')}
      selectProps={{ data, limit: 100 }}
    />
  );
}
