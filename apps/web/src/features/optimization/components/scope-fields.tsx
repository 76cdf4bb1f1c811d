import { Group, MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  RULE_CONVERSION_DELAY_MAX_HOURS,
  RULE_DIMENSIONS,
  RULE_EVIDENCE_METRICS,
  RULE_NAME_MAX,
  RULE_WINDOW_MAX,
  RULE_WINDOW_UNITS,
  type RuleKind,
} from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useScopeCampaigns } from '../api/get-scope-campaigns.ts';
import type { RuleFormValues } from '../utils/rule-form-values.ts';

interface ScopeFieldsProps {
  kind: RuleKind;
  form: UseFormReturnType<RuleFormValues>;
}

/** The rule's name and status, the campaigns it watches, what it judges, over which window and on how much evidence. */
export function ScopeFields({ kind, form }: ScopeFieldsProps) {
  const { t } = useTranslation();
  const campaigns = useScopeCampaigns();
  const options = (campaigns.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (#${c.id})` }));
  // A campaign the rule names stays visible by its id while the list loads, or once it is gone.
  for (const id of form.values.campaign_ids)
    if (!options.some((o) => o.value === id)) options.push({ value: id, label: `#${id}` });
  const windowUnit = form.values.window.unit;

  return (
    <>
      <TextInput
        label={t('optimization.field.name')}
        required
        maxLength={RULE_NAME_MAX}
        {...form.getInputProps('name')}
      />
      <Switch
        label={t('optimization.field.active')}
        description={t('optimization.field.activeHint')}
        checked={form.values.status === 'active'}
        onChange={(event) => form.setFieldValue('status', event.currentTarget.checked ? 'active' : 'paused')}
      />
      <MultiSelect
        label={t('optimization.field.campaigns')}
        description={t('optimization.field.campaignsHint')}
        placeholder={form.values.campaign_ids.length === 0 ? t('optimization.scope.all') : undefined}
        searchable
        clearable
        data={options}
        nothingFoundMessage={t('optimization.field.noCampaign')}
        {...form.getInputProps('campaign_ids')}
      />
      <Select
        label={t('optimization.field.dimension')}
        description={t(`optimization.${kind}.dimensionHint`)}
        required
        allowDeselect={false}
        data={RULE_DIMENSIONS[kind].map((d) => ({ value: d, label: t(`optimization.dimension.${d}`) }))}
        {...form.getInputProps('dimension')}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('optimization.field.window')}
          required
          min={1}
          max={RULE_WINDOW_MAX[windowUnit]}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('window.value')}
        />
        <Select
          label={t('optimization.field.windowUnit')}
          allowDeselect={false}
          data={RULE_WINDOW_UNITS.map((u) => ({ value: u, label: t(`optimization.unit.${u}`) }))}
          {...form.getInputProps('window.unit')}
        />
        <NumberInput
          label={t('optimization.field.delay')}
          description={t('optimization.field.delayHint')}
          min={0}
          max={RULE_CONVERSION_DELAY_MAX_HOURS}
          allowDecimal={false}
          allowNegative={false}
          suffix=" h"
          {...form.getInputProps('conversion_delay_hours')}
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={t('optimization.field.evidence')}
          description={t('optimization.field.evidenceHint')}
          allowDeselect={false}
          data={RULE_EVIDENCE_METRICS.map((m) => ({ value: m, label: t(`optimization.metric.${m}`) }))}
          {...form.getInputProps('min_evidence.metric')}
        />
        <NumberInput
          label={t('optimization.field.evidenceValue')}
          min={0}
          allowNegative={false}
          decimalScale={form.values.min_evidence.metric === 'spend' ? 2 : 0}
          prefix={form.values.min_evidence.metric === 'spend' ? '$' : undefined}
          thousandSeparator=","
          {...form.getInputProps('min_evidence.value')}
        />
      </Group>
    </>
  );
}
