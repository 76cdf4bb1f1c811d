import { Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { AD_FORMAT_FAMILIES, CAMPAIGN_NAME_MAX, familyOf, pricingModelsFor } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { adFormatLabel } from '@/lib/resources/ad-format-label';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { useGroups } from '@/lib/resources/get-groups';
import { usePricingModels } from '@/lib/resources/get-pricing-models';
import { withAdFormat } from '../utils/campaign-values.ts';
import { DestinationUrlField } from './destination-url-field.tsx';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';
import { MarketBidHint } from './market-bid-hint.tsx';
import { NewGroupButton } from './new-group-button.tsx';

/** Name, group, ad format, pricing model, bid and where clicks go. */
export const GeneralSection = sectionMemo(function GeneralSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const formats = useAdFormats().data ?? [];
  const models = usePricingModels().data ?? [];
  const groups = useGroups().data ?? [];
  const family = familyOf(values.ad_format);
  const allowed = family ? pricingModelsFor(family) : models.map((m) => m.code);
  const model = models.find((m) => m.code === values.pricing_model);

  const formatData = AD_FORMAT_FAMILIES.map((f) => ({
    group: t(`campaigns.family.${f}`),
    items: formats
      .filter((format) => format.family === f)
      .map((format) => ({ value: format.code, label: adFormatLabel(format, t) })),
  })).filter((group) => group.items.length > 0);

  return (
    <FormSection id="general" title={t('campaigns.section.general')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          {...form.getInputProps('name')}
          label={t('campaigns.field.name')}
          maxLength={CAMPAIGN_NAME_MAX}
          withAsterisk
        />
        <Group gap={4} align="flex-end" wrap="nowrap">
          <Select
            label={t('campaigns.field.group')}
            placeholder={t('campaigns.noGroup')}
            data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
            value={values.group_id === null ? null : String(values.group_id)}
            onChange={(value) => form.setFieldValue('group_id', value === null ? null : Number(value))}
            error={form.errors.group_id}
            clearable
            searchable
            nothingFoundMessage={t('campaigns.nothingFound')}
            style={{ flex: 1 }}
          />
          <NewGroupButton onCreated={(id) => form.setFieldValue('group_id', id)} />
        </Group>
        <Select
          label={t('campaigns.field.adFormat')}
          placeholder={t('campaigns.field.adFormatPlaceholder')}
          data={formatData}
          value={values.ad_format || null}
          onChange={(value) => value && form.setValues(withAdFormat(form.getValues(), value))}
          error={form.errors.ad_format}
          allowDeselect={false}
          searchable
          withAsterisk
          nothingFoundMessage={t('campaigns.nothingFound')}
          maxDropdownHeight={360}
        />
        <Select
          {...form.getInputProps('pricing_model')}
          label={t('campaigns.field.pricingModel')}
          description={model?.description}
          // Only what the format sells (no CPC for pops), and the current model if a stored campaign has another.
          data={models
            .filter((m) => allowed.includes(m.code) || m.code === values.pricing_model)
            .map((m) => ({ value: m.code, label: m.name }))}
          allowDeselect={false}
          withAsterisk
        />
        <NumberInput
          {...form.getInputProps('bid')}
          label={t('campaigns.field.bid')}
          description={t(`campaigns.bidPer.${values.pricing_model}`, { defaultValue: '' })}
          leftSection="$"
          min={0}
          decimalScale={6}
          hideControls
          withAsterisk
        />
        <MarketBidHint adFormat={values.ad_format} pricingModel={values.pricing_model} bid={values.bid} />
      </SimpleGrid>
      <DestinationUrlField form={form} />
    </FormSection>
  );
});
