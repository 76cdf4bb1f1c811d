import { Stack, Text, Title } from '@mantine/core';
import type { RuleKind } from '@panel/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeListState, type ListState, readListState, writeListState } from '../utils/list-state.ts';
import { RuleDrawer } from './rule-drawer.tsx';
import { RuleList } from './rule-list.tsx';

/** /adv/campaigns/traffic-optimization/: rules that exclude zones, sites, SSPs… from campaigns. */
export const TrafficOptimizationPage = () => <OptimizationPage kind="traffic" />;
/** /adv/campaigns/bid-optimization/: rules that raise or lower campaigns' bids per zone, site or country. */
export const BidOptimizationPage = () => <OptimizationPage kind="bid" />;

/** Either kind's page: the list of rules, and the editor (the rule open is in the address, `?rule=`). */
function OptimizationPage({ kind }: { kind: RuleKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  // Typing in the search box replaces the history entry; every other change adds one, so Back undoes it.
  const update = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeListState(changeListState(readListState(current), change)), options),
    [setParams],
  );
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {t(`optimization.${kind}.title`)}
        </Title>
        <Text size="sm" c="dimmed" maw={820}>
          {t(`optimization.${kind}.intro`)}
        </Text>
      </div>
      <RuleList kind={kind} state={state} onChange={update} />
      <RuleDrawer kind={kind} open={state.open} onClose={() => update({ open: null })} />
    </Stack>
  );
}
