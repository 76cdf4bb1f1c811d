import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Postback } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { useDeletePostback } from '../api/delete-postback.ts';
import { usePostbacks } from '../api/get-postbacks.ts';
import {
  isTrackingListFiltered,
  type TrackingListState,
  trackingListQuery,
} from '../utils/tracking-list-state.ts';
import { PostbackDebugger } from './postback-debugger.tsx';
import { PostbackDrawer } from './postback-drawer.tsx';
import { PostbackTable } from './postback-table.tsx';
import { TrackingList } from './tracking-list.tsx';
import { TrackingSearchBox } from './tracking-search-box.tsx';
import type { UpdateTrackingList } from './use-tracking-list.ts';

interface PostbacksTabProps {
  state: TrackingListState;
  update: UpdateTrackingList;
}

/** The advertiser's conversion goals: their URLs for the tracker, and a debugger for each. */
export function PostbacksTab({ state, update }: PostbacksTabProps) {
  const { t } = useTranslation();
  const list = usePostbacks(trackingListQuery(state));
  const remove = useDeletePostback();
  const [editing, setEditing] = useState<Postback | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Postback | null>(null);
  const [debugging, setDebugging] = useState<Postback | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutateAsync(deleting.id).then(
      () => {
        notifications.show({
          color: 'green',
          message: t('tracking.postbacks.deleted', { name: deleting.name }),
        });
        setDeleting(null);
      },
      (error: unknown) =>
        notifications.show({ color: 'red', title: t('tracking.deleteFailed'), message: errorText(error, t) }),
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TrackingSearchBox
          value={state.search}
          placeholder={t('tracking.postbacks.searchPlaceholder')}
          onSearch={(search) => update({ search }, { replace: true })}
        />
        <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} />}>
          {t('tracking.postbacks.create')}
        </Button>
      </Group>
      <TrackingList
        tab="postbacks"
        list={list}
        state={state}
        update={update}
        filtered={isTrackingListFiltered(state)}
        onCreate={() => setEditing('new')}
      >
        {(items) => (
          <PostbackTable items={items} onEdit={setEditing} onDelete={setDeleting} onDebug={setDebugging} />
        )}
      </TrackingList>
      <PostbackDrawer postback={editing} onClose={() => setEditing(null)} />
      <PostbackDebugger postback={debugging} onClose={() => setDebugging(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tracking.postbacks.deleteTitle')}
        text={t('tracking.postbacks.deleteText', { name: deleting?.name ?? '' })}
        note={t('tracking.postbacks.deleteNote')}
        confirmLabel={t('tracking.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
