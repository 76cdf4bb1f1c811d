import { Alert, Drawer, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RuleKind } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActionLog } from '@/components/optimization-log/action-log';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { errorText } from '@/lib/error-text';
import { useRule } from '../api/get-rule.ts';
import { type AnyRule, RULE_API } from '../api/rule-api.ts';
import { RuleEditor } from './rule-editor.tsx';

interface RuleDrawerProps {
  kind: RuleKind;
  /** null: closed; 'new': a rule being written; an id: that rule. */
  open: number | 'new' | null;
  onClose: () => void;
}

/** The editor of one rule (with its dry run) and, for a saved rule, what it did: its action log. */
export function RuleDrawer({ kind, open, onClose }: RuleDrawerProps) {
  const { t } = useTranslation();
  const id = typeof open === 'number' ? open : null;
  const rule = useRule(kind, id);
  const [tab, setTab] = useState<string | null>('rule');
  // Closing with unsaved changes asks first; the tab starts on the rule each time.
  const [dirty, setDirty] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const leave = () => {
    setDiscarding(false);
    setDirty(false);
    setTab('rule');
    onClose();
  };
  const close = () => (dirty ? setDiscarding(true) : leave());
  const saved = (r: AnyRule, created: boolean) => {
    notifications.show({
      color: 'green',
      message: t(created ? 'optimization.done.create' : 'optimization.done.save', { name: r.name }),
    });
    leave();
  };

  const title =
    open === 'new'
      ? t(`optimization.${kind}.newTitle`)
      : t('optimization.editTitle', { name: rule.data?.name ?? `#${id ?? ''}` });
  return (
    <Drawer opened={open !== null} onClose={close} position="right" size="xl" title={title}>
      {open === 'new' ? (
        <RuleEditor key="new" kind={kind} rule={null} onSaved={saved} onCancel={close} onDirty={setDirty} />
      ) : id === null ? null : rule.isPending ? (
        <RowsSkeleton rows={8} height={36} />
      ) : rule.isError ? (
        <Alert color="red" title={t('optimization.ruleLoadError')}>
          {errorText(rule.error, t)}
        </Alert>
      ) : (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="rule">{t('optimization.tab.rule')}</Tabs.Tab>
            <Tabs.Tab value="log">{t('optimization.tab.log', { count: rule.data.actions_taken })}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rule">
            <RuleEditor
              key={`${rule.data.id}:${rule.data.updated_at}`}
              kind={kind}
              rule={rule.data}
              onSaved={saved}
              onCancel={close}
              onDirty={setDirty}
            />
          </Tabs.Panel>
          <Tabs.Panel value="log">
            {tab === 'log' && (
              <ActionLog path={`${RULE_API[kind].base}/${rule.data.id}/actions`} subject="campaign" />
            )}
          </Tabs.Panel>
        </Tabs>
      )}
      <ConfirmDialog
        opened={discarding}
        title={t('optimization.discard.title')}
        text={t('optimization.discard.text')}
        confirmLabel={t('optimization.discard.confirm')}
        onConfirm={leave}
        onCancel={() => setDiscarding(false)}
      />
    </Drawer>
  );
}
