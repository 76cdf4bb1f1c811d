import { Group, NumberInput, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { FREQUENCY_LIMITS, PACINGS, type Pacing } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';

/** How much to spend and how fast, and how often one person may see the ads. */
export const BudgetSection = sectionMemo(function BudgetSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const money = {
    leftSection: '$',
    min: 0,
    decimalScale: 2,
    hideControls: true,
    thousandSeparator: ',',
  } as const;
  return (
    <FormSection id="budget" title={t('campaigns.section.budget')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          {...form.getInputProps('budget.daily')}
          {...money}
          label={t('campaigns.field.dailyBudget')}
          placeholder={t('campaigns.noLimit')}
        />
        <NumberInput
          {...form.getInputProps('budget.total')}
          {...money}
          label={t('campaigns.field.totalBudget')}
          placeholder={t('campaigns.noLimit')}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('campaigns.field.pacing')}
        value={values.budget.pacing}
        onChange={(pacing) => form.setFieldValue('budget.pacing', pacing as Pacing)}
        error={form.errors['budget.pacing']}
      >
        <Stack gap="xs" mt={6}>
          {PACINGS.map((pacing) => (
            <Radio
              key={pacing}
              value={pacing}
              label={t(`campaigns.pacing.${pacing}`)}
              description={t(`campaigns.pacing.${pacing}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="xs">
        <Switch
          {...form.getInputProps('frequency_cap_on', { type: 'checkbox' })}
          label={t('campaigns.field.frequencyCap')}
          description={t(`campaigns.field.frequencyCapHint_${values.frequency_cap_on ? 'on' : 'off'}`)}
        />
        {values.frequency_cap_on && (
          <Group gap="sm" align="flex-start">
            <NumberInput
              {...form.getInputProps('frequency_cap.impressions')}
              label={t('campaigns.field.capImpressions')}
              min={FREQUENCY_LIMITS.impressions.min}
              max={FREQUENCY_LIMITS.impressions.max}
              allowDecimal={false}
              w={180}
            />
            <NumberInput
              {...form.getInputProps('frequency_cap.period_hours')}
              label={t('campaigns.field.capHours')}
              min={FREQUENCY_LIMITS.periodHours.min}
              max={FREQUENCY_LIMITS.periodHours.max}
              allowDecimal={false}
              w={180}
            />
            <Text size="sm" c="dimmed" mt={30}>
              {t('campaigns.field.capSentence', {
                impressions: values.frequency_cap.impressions || '…',
                hours: values.frequency_cap.period_hours || '…',
              })}
            </Text>
          </Group>
        )}
      </Stack>
    </FormSection>
  );
});
