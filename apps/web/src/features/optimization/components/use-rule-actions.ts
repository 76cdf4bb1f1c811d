import { notifications } from '@mantine/notifications';
import type { RuleKind, RuleStatus } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useCloneRule } from '../api/clone-rule.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import type { AnyRule } from '../api/rule-api.ts';
import { useSaveRule } from '../api/save-rule.ts';
import { withStatus } from '../utils/rule-form-values.ts';

/** Clone, pause, resume and delete of one row at a time, each telling the user how it went. */
export function useRuleActions(kind: RuleKind) {
  const { t } = useTranslation();
  const clone = useCloneRule(kind);
  const save = useSaveRule(kind);
  const remove = useDeleteRule(kind);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const run = async (id: number, work: () => Promise<string>) => {
    setPendingId(id);
    try {
      notifications.show({ color: 'green', message: await work() });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('optimization.actionFailed'),
        message: errorText(error, t),
      });
      return false;
    } finally {
      setPendingId(null);
    }
  };

  return {
    pendingId,
    cloneOne: (rule: AnyRule) =>
      run(rule.id, async () =>
        t('optimization.done.clone', { name: (await clone.mutateAsync(rule.id)).name }),
      ),
    setStatus: (rule: AnyRule, status: RuleStatus) =>
      run(rule.id, async () => {
        await save.mutateAsync({ id: rule.id, body: withStatus(kind, rule, status) });
        return t(`optimization.done.${status}`, { name: rule.name });
      }),
    deleteOne: (rule: AnyRule) =>
      run(rule.id, async () => {
        await remove.mutateAsync(rule.id);
        return t('optimization.done.delete', { name: rule.name });
      }),
  };
}
