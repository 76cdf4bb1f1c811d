import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTrafficCategories } from '@/lib/resources/get-traffic-categories';
import { useTargetSspEndpoints, useTargetSsps } from '../api/get-supply-options.ts';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';
import { RetargetingField } from './retargeting-field.tsx';
import { TargetListField } from './target-list-field.tsx';

/**
 * Where the traffic comes from: kinds of sites, the sites and zones themselves, IP ranges, and
 * the visitors the advertiser's retargeting pixels have seen.
 */
export const TargetingSection = sectionMemo(function TargetingSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const categories = useTrafficCategories().data ?? [];
  const ssps = useTargetSsps().data?.items ?? [];
  const endpoints = useTargetSspEndpoints().data?.items ?? [];
  const { ssps: chosenSsps, ssp_endpoints: chosenEndpoints } = form.getValues().targeting;
  // Ids the lists do not hold (a guest token an optimization rule excluded, an SSP since removed) still show.
  const options = (named: { id: number; name: string }[], chosen: number[]) => [
    ...named.map((o) => ({ value: String(o.id), label: o.name })),
    ...chosen
      .filter((id) => !named.some((o) => o.id === id))
      .map((id) => ({ value: String(id), label: t('campaigns.target.unknownSource', { id }) })),
  ];
  return (
    <FormSection
      id="targeting"
      title={t('campaigns.section.targeting')}
      description={t('campaigns.section.targetingHint')}
    >
      <Stack gap="md">
        <TargetListField
          form={form}
          dimension="traffic_categories"
          numeric
          label={t('campaigns.target.trafficCategories')}
          selectProps={{ data: categories.map((c) => ({ value: String(c.id), label: c.name })) }}
        />
        <TargetListField
          form={form}
          dimension="ssps"
          numeric
          label={t('campaigns.target.ssps')}
          description={t('campaigns.target.sspsHint')}
          selectProps={{ data: options(ssps, chosenSsps.values) }}
        />
        <TargetListField
          form={form}
          dimension="ssp_endpoints"
          numeric
          label={t('campaigns.target.sspEndpoints')}
          selectProps={{ data: options(endpoints, chosenEndpoints.values) }}
        />
        <TargetListField
          form={form}
          dimension="sites"
          tags
          label={t('campaigns.target.sites')}
          description={t('campaigns.target.sourceIdsHint')}
        />
        <TargetListField
          form={form}
          dimension="zones"
          tags
          label={t('campaigns.target.zones')}
          description={t('campaigns.target.sourceIdsHint')}
        />
        <TargetListField
          form={form}
          dimension="ip_ranges"
          tags
          label={t('campaigns.target.ipRanges')}
          description={t('campaigns.target.ipRangesHint')}
        />
        <RetargetingField form={form} />
      </Stack>
    </FormSection>
  );
});
