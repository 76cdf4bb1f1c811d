import { Button, Group, Select, Stack } from '@mantine/core';
import type { Retargeting } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetargetingPixels } from '../api/get-retargeting-pixels.ts';
import { useRetargetingTypes } from '../api/get-retargeting-types.ts';
import {
  isTrackingListFiltered,
  type TrackingListState,
  trackingListQuery,
} from '../utils/tracking-list-state.ts';
import { PixelCodeModal } from './pixel-code-modal.tsx';
import { PixelDrawer } from './pixel-drawer.tsx';
import { PixelTable } from './pixel-table.tsx';
import { TrackingList } from './tracking-list.tsx';
import { TrackingSearchBox } from './tracking-search-box.tsx';
import type { UpdateTrackingList } from './use-tracking-list.ts';

interface PixelsTabProps {
  state: TrackingListState;
  update: UpdateTrackingList;
}

/** The advertiser's retargeting audiences: site-visit pixels to place, and audiences of its own traffic. */
export function PixelsTab({ state, update }: PixelsTabProps) {
  const { t } = useTranslation();
  const list = useRetargetingPixels(trackingListQuery(state));
  const types = useRetargetingTypes().data ?? [];
  const [editing, setEditing] = useState<Retargeting | 'new' | null>(null);
  const [showing, setShowing] = useState<Retargeting | null>(null);

  const onSaved = (pixel: Retargeting, created: boolean) => {
    setEditing(null);
    // A new site-visit pixel is of no use until its code is on the site: show it at once.
    if (created && pixel.snippet !== null) setShowing(pixel);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <TrackingSearchBox
            value={state.search}
            placeholder={t('tracking.pixels.searchPlaceholder')}
            onSearch={(search) => update({ search }, { replace: true })}
          />
          <Select
            label={t('tracking.pixels.field.type')}
            placeholder={t('tracking.pixels.anyType')}
            clearable
            data={types.map((type) => ({ value: String(type.id), label: type.name }))}
            value={state.typeId === null ? null : String(state.typeId)}
            onChange={(value) => update({ typeId: value === null ? null : Number(value) })}
            w={200}
          />
        </Group>
        <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} />}>
          {t('tracking.pixels.create')}
        </Button>
      </Group>
      <TrackingList
        tab="pixels"
        list={list}
        state={state}
        update={update}
        filtered={isTrackingListFiltered(state)}
        onCreate={() => setEditing('new')}
      >
        {(items) => <PixelTable items={items} types={types} onEdit={setEditing} onShowCode={setShowing} />}
      </TrackingList>
      <PixelDrawer pixel={editing} types={types} onClose={() => setEditing(null)} onSaved={onSaved} />
      <PixelCodeModal pixel={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
}
