import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BID_ACTIONS, EXCLUDE_HOURS_MAX, type RuleKind } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import type { RuleFormValues } from '../utils/rule-form-values.ts';

interface ActionFieldsProps {
  kind: RuleKind;
  form: UseFormReturnType<RuleFormValues>;
}

/** Traffic rules exclude the item, for good or for some hours; bid rules change its bid within a floor and a ceiling. */
export function ActionFields({ kind, form }: ActionFieldsProps) {
  const { t } = useTranslation();
  const action = form.values.action;
  if (kind === 'traffic')
    return (
      <Stack gap="xs">
        <Text size="sm">{t('optimization.traffic.actionText')}</Text>
        <SegmentedControl
          aria-label={t('optimization.field.lasts')}
          data={[
            { value: 'forever', label: t('optimization.lasts.forever') },
            { value: 'hours', label: t('optimization.lasts.hours') },
          ]}
          {...form.getInputProps('action.lasts')}
        />
        {action.lasts === 'hours' && (
          <NumberInput
            label={t('optimization.field.durationHours')}
            description={t('optimization.field.durationHint')}
            min={1}
            max={EXCLUDE_HOURS_MAX}
            allowDecimal={false}
            allowNegative={false}
            suffix=" h"
            {...form.getInputProps('action.duration_hours')}
          />
        )}
      </Stack>
    );

  const percent = action.type !== 'set';
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label={t('optimization.field.bidAction')}
          allowDeselect={false}
          data={BID_ACTIONS.map((a) => ({ value: a, label: t(`optimization.bidAction.${a}`) }))}
          {...form.getInputProps('action.type')}
        />
        <NumberInput
          label={t(percent ? 'optimization.field.percent' : 'optimization.field.newBid')}
          required
          min={0}
          allowNegative={false}
          decimalScale={percent ? 2 : 6}
          prefix={percent ? undefined : '$'}
          suffix={percent ? '%' : undefined}
          {...form.getInputProps('action.value')}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={t('optimization.field.minBid')}
          description={t('optimization.field.boundHint')}
          min={0}
          allowNegative={false}
          decimalScale={6}
          prefix="$"
          {...form.getInputProps('action.min_bid')}
        />
        <NumberInput
          label={t('optimization.field.maxBid')}
          description={t('optimization.field.boundHint')}
          min={0}
          allowNegative={false}
          decimalScale={6}
          prefix="$"
          {...form.getInputProps('action.max_bid')}
        />
      </Group>
    </Stack>
  );
}
