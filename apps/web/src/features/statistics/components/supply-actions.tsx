import { ActionIcon, Button, Group, Menu, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconCurrencyDollar, IconDotsVertical, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { type SupplyAction, useActOnSupply } from '../api/act-on-supply.ts';
import type { SupplyTarget } from '../utils/supply-target.ts';

/**
 * What a media buyer does from a zone or site row of one campaign (issue 18): exclude it from the
 * campaign, buy only it (asks first: the campaign stops buying everything else), or set the
 * campaign's bid there.
 */
export function SupplyActions({ target }: { target: SupplyTarget }) {
  const { t } = useTranslation();
  const act = useActOnSupply();
  const [asking, setAsking] = useState<'include_only' | 'bid' | null>(null);
  const [bid, setBid] = useState<number | string>('');
  const words = { item: target.itemName, campaign: target.campaignName };

  const run = async (action: SupplyAction) => {
    try {
      const outcome = await act.mutateAsync({
        campaignId: target.campaignId,
        dimension: target.dimension,
        item: target.item,
        action,
      });
      notifications.show({
        color: outcome === 'done' ? 'green' : 'yellow',
        message: t(`statistics.act.${outcome === 'done' ? action.kind : outcome}`, words),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('statistics.act.failed'), message: errorText(error, t) });
    } finally {
      setAsking(null);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="sm"
            loading={act.isPending}
            aria-label={t('statistics.act.menu', words)}
          >
            <IconDotsVertical size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('statistics.act.label', words)}</Menu.Label>
          <Menu.Item leftSection={<IconBan size={14} />} onClick={() => void run({ kind: 'exclude' })}>
            {t(`statistics.act.excludeItem.${target.dimension}`)}
          </Menu.Item>
          <Menu.Item leftSection={<IconTarget size={14} />} onClick={() => setAsking('include_only')}>
            {t(`statistics.act.includeOnlyItem.${target.dimension}`)}
          </Menu.Item>
          <Menu.Item leftSection={<IconCurrencyDollar size={14} />} onClick={() => setAsking('bid')}>
            {t(`statistics.act.bidItem.${target.dimension}`)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={asking === 'include_only'}
        title={t('statistics.act.includeOnlyTitle')}
        text={t('statistics.act.includeOnlyText', words)}
        confirmLabel={t(`statistics.act.includeOnlyItem.${target.dimension}`)}
        loading={act.isPending}
        onConfirm={() => void run({ kind: 'include_only' })}
        onCancel={() => setAsking(null)}
      />
      <Modal
        opened={asking === 'bid'}
        onClose={() => setAsking(null)}
        title={t('statistics.act.bidTitle', words)}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typeof bid === 'number' && bid > 0) void run({ kind: 'bid', bid });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('statistics.act.bidText', words)}</Text>
            <NumberInput
              label={t('statistics.act.bidField')}
              prefix="$"
              decimalScale={6}
              min={0.001}
              max={1000}
              allowNegative={false}
              value={bid}
              onChange={setBid}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={act.isPending} disabled={!(typeof bid === 'number' && bid > 0)}>
                {t('statistics.act.bidSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
