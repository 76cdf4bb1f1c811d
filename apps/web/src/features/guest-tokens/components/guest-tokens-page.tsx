import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { GuestToken } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useGuestTokens } from '../api/get-guest-tokens.ts';
import {
  isTokenListFiltered,
  nextTokenSort,
  PER_PAGE_OPTIONS,
  tokenListQuery,
} from '../utils/token-list-state.ts';
import { CreateTokenModal } from './create-token-modal.tsx';
import { RenameModal } from './rename-modal.tsx';
import { SendTraffic } from './send-traffic.tsx';
import { TokenFilters } from './token-filters.tsx';
import { TokensEmpty, TokensError } from './token-placeholders.tsx';
import { TokenTable } from './token-table.tsx';
import { useTokenActions } from './use-token-actions.ts';
import { useTokenList } from './use-token-list.ts';

/** /guest-ssp/tokens/: a guest's tokens, one per advertiser it sends traffic to (the spec's "advertisers" table). */
export function GuestTokensPage() {
  const { t } = useTranslation();
  const [state, update] = useTokenList();
  const list = useGuestTokens(tokenListQuery(state));
  const actions = useTokenActions();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<GuestToken | null>(null);
  const [revoking, setRevoking] = useState<GuestToken | null>(null);

  const items = list.data?.items ?? [];
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.perPage));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;

  // Revoking the last rows of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  const confirmRevoke = async () => {
    if (revoking && (await actions.revoke(revoking))) setRevoking(null);
  };

  const rename = async (name: string) => {
    if (!renaming) return;
    await actions.rename(renaming, name);
    setRenaming(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t('guestTokens.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('guestTokens.intro')}
          </Text>
        </Stack>
        <Button onClick={() => setCreating(true)} leftSection={<IconPlus size={16} />}>
          {t('guestTokens.create')}
        </Button>
      </Group>
      <TokenFilters state={state} onChange={update} />
      {list.isPending ? (
        <RowsSkeleton rows={4} height={34} />
      ) : list.isError ? (
        <TokensError onRetry={() => void list.refetch()} />
      ) : items.length === 0 && list.data.total === 0 ? (
        <TokensEmpty
          filtered={isTokenListFiltered(state)}
          onClearFilters={() => update({ status: null, search: '' })}
          onCreate={() => setCreating(true)}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <TokenTable
            items={items}
            sort={state.sort}
            onSort={(key) => update({ sort: nextTokenSort(state.sort, key) })}
            pendingId={actions.pendingId}
            onRename={setRenaming}
            onPause={(token, paused) => void actions.setPaused(token, paused)}
            onRevoke={setRevoking}
          />
          <Pager
            perPageOptions={PER_PAGE_OPTIONS}
            page={state.page}
            perPage={state.perPage}
            total={list.data.total}
            onPage={(page) => update({ page })}
            onPerPage={(perPage) => update({ perPage })}
          />
        </Stack>
      )}
      {list.data && <SendTraffic bidUrls={list.data.bid_urls} />}
      <CreateTokenModal opened={creating} onClose={() => setCreating(false)} />
      <RenameModal
        token={renaming}
        loading={actions.renaming}
        onSave={rename}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('guestTokens.revoke.title')}
        text={t('guestTokens.revoke.text', {
          name: revoking?.name ?? '',
          advertiser: revoking?.advertiser.name ?? '',
        })}
        note={t('guestTokens.revoke.undo')}
        confirmLabel={t('guestTokens.action.revoke')}
        loading={actions.revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
