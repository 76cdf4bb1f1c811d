import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { bidRuleBodySchema, type RuleKind, trafficRuleBodySchema } from '@panel/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { zodFormValidate } from '@/lib/zod-form-validate';
import type { AnyRule } from '../api/rule-api.ts';
import { useSaveRule } from '../api/save-rule.ts';
import { emptyRuleForm, type RuleFormValues, ruleBodyOf, ruleFormOf } from '../utils/rule-form-values.ts';
import { ActionFields } from './action-fields.tsx';
import { ConditionBuilder } from './condition-builder.tsx';
import { DryRunPanel } from './dry-run-panel.tsx';
import { ScopeFields } from './scope-fields.tsx';

const SCHEMA = { traffic: trafficRuleBodySchema, bid: bidRuleBodySchema } as const;

/** An error on one of the campaigns (`campaign_ids.2`) belongs to the campaigns' picker. */
const onFields = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.startsWith('campaign_ids.') ? 'campaign_ids' : key,
      message,
    ]),
  );
/** The dry run follows the form this long after the last keystroke. */
const DRY_RUN_DELAY_MS = 600;

interface RuleEditorProps {
  kind: RuleKind;
  /** null: a new rule. */
  rule: AnyRule | null;
  onSaved: (rule: AnyRule, created: boolean) => void;
  onCancel: () => void;
  /** Tells the drawer whether closing would lose changes. */
  onDirty: (dirty: boolean) => void;
}

/**
 * A rule's form, checked by the schema the server applies, and its dry run, which follows the
 * form as it is edited: what the rule, as it stands on screen, would have done in the past days.
 */
export function RuleEditor({ kind, rule, onSaved, onCancel, onDirty }: RuleEditorProps) {
  const { t } = useTranslation();
  const save = useSaveRule(kind);
  const form = useForm<RuleFormValues>({
    initialValues: rule ? ruleFormOf(rule) : emptyRuleForm(kind),
    validate: (values) => onFields(zodFormValidate(SCHEMA[kind], t)(ruleBodyOf(kind, values))),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // The dry run is asked for the form's rule once it is valid; a string, so equal rules are equal.
  const parsed = SCHEMA[kind].safeParse(ruleBodyOf(kind, form.values));
  const [ruleJson] = useDebouncedValue(parsed.success ? JSON.stringify(parsed.data) : null, DRY_RUN_DELAY_MS);

  const submit = form.onSubmit(async (values) => {
    try {
      onSaved(
        await save.mutateAsync({ id: rule?.id ?? null, body: ruleBodyOf(kind, values) }),
        rule === null,
      );
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(onFields(error.fields));
      else
        notifications.show({
          color: 'red',
          title: t('optimization.actionFailed'),
          message: errorText(error, t),
        });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ScopeFields kind={kind} form={form} />
        <Divider label={t('optimization.section.conditions')} labelPosition="left" />
        <Text size="xs" c="dimmed" mt={-8}>
          {t('optimization.conditionsHint')}
        </Text>
        <ConditionBuilder form={form} />
        <Divider label={t('optimization.section.action')} labelPosition="left" />
        <ActionFields kind={kind} form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {rule ? t('optimization.save') : t('optimization.create')}
          </Button>
        </Group>
        <Divider label={t('optimization.section.dryRun')} labelPosition="left" />
        <DryRunPanel kind={kind} ruleId={rule?.id ?? null} ruleJson={ruleJson} valid={parsed.success} />
      </Stack>
    </form>
  );
}
