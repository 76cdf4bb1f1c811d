import type { RuleKind, RuleStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useRowAction } from '@/lib/use-row-action';
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
  const { pendingId, run } = useRowAction('optimization.actionFailed');

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
