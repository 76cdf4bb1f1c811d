import { ActionIcon, Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  RULE_CONDITIONS_MAX,
  RULE_METRIC_UNITS,
  RULE_METRICS,
  RULE_OPERATOR_SYMBOLS,
  RULE_OPERATORS,
  type RuleMetric,
} from '@panel/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { conditionValues, type RuleFormValues } from '../utils/rule-form-values.ts';

/** The unit a threshold is typed in: "$" before money, "%" after rates. */
const affixes = (metric: RuleMetric) => {
  const unit = RULE_METRIC_UNITS[metric];
  return unit === 'money'
    ? { prefix: '$', decimalScale: 4 }
    : unit === 'percent'
      ? { suffix: '%', decimalScale: 2 }
      : { decimalScale: 0, thousandSeparator: ',' };
};

/** Conditions joined by AND: a metric, a comparison and a threshold per row, one to five rows. */
export function ConditionBuilder({ form }: { form: UseFormReturnType<RuleFormValues> }) {
  const { t } = useTranslation();
  const conditions = form.values.conditions;
  const metrics = RULE_METRICS.map((m) => ({ value: m, label: t(`optimization.metric.${m}`) }));
  const operators = RULE_OPERATORS.map((o) => ({
    value: o,
    label: `${RULE_OPERATOR_SYMBOLS[o]} ${t(`optimization.operator.${o}`)}`,
  }));
  const listError = form.errors.conditions;

  return (
    <Stack gap="xs">
      {conditions.map((c, index) => (
        <Group key={c.key} align="flex-start" gap="xs" wrap="nowrap">
          <Select
            aria-label={t('optimization.condition.metric', { n: index + 1 })}
            w={190}
            allowDeselect={false}
            data={metrics}
            {...form.getInputProps(`conditions.${index}.metric`)}
          />
          <Select
            aria-label={t('optimization.condition.operator', { n: index + 1 })}
            w={170}
            allowDeselect={false}
            data={operators}
            {...form.getInputProps(`conditions.${index}.operator`)}
          />
          <NumberInput
            aria-label={t('optimization.condition.value', { n: index + 1 })}
            style={{ flex: 1 }}
            allowNegative={c.metric === 'roi'}
            {...affixes(c.metric)}
            {...form.getInputProps(`conditions.${index}.value`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            disabled={conditions.length === 1}
            aria-label={t('optimization.condition.remove', { n: index + 1 })}
            onClick={() => form.removeListItem('conditions', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof listError === 'string' && (
        <div
          role="alert"
          style={{ color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-xs)' }}
        >
          {listError}
        </div>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={conditions.length >= RULE_CONDITIONS_MAX}
          onClick={() =>
            form.insertListItem('conditions', conditionValues({ metric: 'spend', operator: 'gt', value: 0 }))
          }
        >
          {t('optimization.condition.add')}
        </Button>
      </Group>
    </Stack>
  );
}
