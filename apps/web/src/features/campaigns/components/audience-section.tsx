import { Stack } from '@mantine/core';
import { familyOf } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useBrowserVersions } from '@/lib/resources/get-browser-versions';
import { useBrowsers } from '@/lib/resources/get-browsers';
import { useConnectionTypes } from '@/lib/resources/get-connection-types';
import { useDeviceTypes } from '@/lib/resources/get-device-types';
import { useLanguages } from '@/lib/resources/get-languages';
import { useOperatingSystems } from '@/lib/resources/get-operating-systems';
import { useOsVersions } from '@/lib/resources/get-os-versions';
import { useSubscriptionPeriods } from '@/lib/resources/get-subscription-periods';
import { CarrierTargetField } from './carrier-target-field.tsx';
import { CityTargetField } from './city-target-field.tsx';
import { CountryTargetField } from './country-target-field.tsx';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';
import { RegionTargetField } from './region-target-field.tsx';
import { TargetListField } from './target-list-field.tsx';
import { VersionedTargetField } from './versioned-target-field.tsx';

const options = (items: { id: number | string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** Who sees the ads: where they are, what they speak, and what they browse with. */
export const AudienceSection = sectionMemo(function AudienceSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { targeting, ad_format } = form.getValues();
  const languages = useLanguages().data;
  const devices = useDeviceTypes().data;
  const os = useOperatingSystems().data ?? [];
  const osVersions = useOsVersions().data ?? [];
  const browsers = useBrowsers().data ?? [];
  const browserVersions = useBrowserVersions().data ?? [];
  const connections = useConnectionTypes().data ?? [];
  const periods = useSubscriptionPeriods().data;
  // Regions and cities are looked up in the countries bought; excluded countries have none to offer.
  const included = targeting.countries.mode === 'include' ? targeting.countries.values : [];
  const cellular = connections.filter((c) => c.carriers).map((c) => Number(c.id));
  const showCarriers =
    targeting.carriers.values.length > 0 ||
    (targeting.connection_types.mode === 'include' &&
      targeting.connection_types.values.some((id) => cellular.includes(Number(id))));

  return (
    <FormSection
      id="audience"
      title={t('campaigns.section.audience')}
      description={t('campaigns.section.audienceHint')}
    >
      <Stack gap="md">
        <CountryTargetField form={form} />
        <RegionTargetField form={form} countries={included} />
        <CityTargetField form={form} countries={included} />
        <TargetListField
          form={form}
          dimension="languages"
          numeric
          label={t('campaigns.target.languages')}
          selectProps={{
            data: (languages ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.code})` })),
          }}
        />
        <TargetListField
          form={form}
          dimension="device_types"
          numeric
          label={t('campaigns.target.deviceTypes')}
          selectProps={{ data: options(devices) }}
        />
        <VersionedTargetField
          form={form}
          dimension="os"
          label={t('campaigns.target.os')}
          families={os.map((o) => ({ id: Number(o.id), name: o.name }))}
          versions={osVersions.map((v) => ({ id: Number(v.id), name: v.name, parent: v.os_id }))}
        />
        <VersionedTargetField
          form={form}
          dimension="browsers"
          label={t('campaigns.target.browsers')}
          families={browsers.map((b) => ({ id: Number(b.id), name: b.name }))}
          versions={browserVersions.map((v) => ({ id: Number(v.id), name: v.name, parent: v.browser_id }))}
        />
        <TargetListField
          form={form}
          dimension="connection_types"
          numeric
          label={t('campaigns.target.connectionTypes')}
          selectProps={{ data: options(connections) }}
        />
        {showCarriers && <CarrierTargetField form={form} countries={included} />}
        {familyOf(ad_format) === 'push' && (
          <TargetListField
            form={form}
            dimension="subscription_periods"
            numeric
            label={t('campaigns.target.subscriptionPeriods')}
            description={t('campaigns.target.subscriptionPeriodsHint')}
            selectProps={{ data: options(periods) }}
          />
        )}
      </Stack>
    </FormSection>
  );
});
