import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSsps } from '../api/get-ssps.ts';
import { changeListState, type ListState, readListState, writeListState } from '../utils/list-state.ts';
import { EndpointList } from './endpoint-list.tsx';
import { SspPanel } from './ssp-panel.tsx';

/** /adv/ssp/ssp-endpoints/: the endpoints SSPs send bid requests to, and the SSPs themselves, in two tabs. */
export function SspEndpointsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  // Typing in the search box replaces the history entry; every other change adds one, so Back undoes it.
  const update = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeListState(changeListState(readListState(current), change)), options),
    [setParams],
  );
  const ssps = useSsps();

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {t('sspEndpoints.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sspEndpoints.intro')}
        </Text>
      </div>
      <Tabs value={state.view} onChange={(view) => update({ view: view === 'ssps' ? 'ssps' : 'endpoints' })}>
        <Tabs.List>
          <Tabs.Tab value="endpoints">{t('sspEndpoints.tab.endpoints')}</Tabs.Tab>
          <Tabs.Tab value="ssps">{t('sspEndpoints.tab.ssps')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="endpoints" pt="md">
          {state.view === 'endpoints' && (
            <EndpointList state={state} ssps={ssps.data?.items ?? []} onChange={update} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="ssps" pt="md">
          {state.view === 'ssps' && (
            <SspPanel
              data={ssps.data}
              isPending={ssps.isPending}
              isError={ssps.isError}
              onRetry={() => void ssps.refetch()}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
