import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconTarget, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isTrackingTab, TRACKING_TABS } from '../utils/tracking-list-state.ts';
import { PixelsTab } from './pixels-tab.tsx';
import { PostbacksTab } from './postbacks-tab.tsx';
import { useTrackingList } from './use-tracking-list.ts';

const ICONS = { postbacks: IconWebhook, pixels: IconTarget };

/** /adv/campaigns/tracking/: the advertiser's postbacks (conversions) and retargeting pixels. */
export function TrackingPage() {
  const { t } = useTranslation();
  const [state, update] = useTrackingList();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('tracking.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('tracking.intro')}
        </Text>
      </Stack>
      <Tabs value={state.tab} onChange={(tab) => isTrackingTab(tab) && update({ tab })}>
        <Tabs.List aria-label={t('tracking.tabs')}>
          {TRACKING_TABS.map((tab) => {
            const Icon = ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden="true" />}>
                {t(`tracking.tab.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="postbacks" pt="md">
          <PostbacksTab state={state} update={update} />
        </Tabs.Panel>
        <Tabs.Panel value="pixels" pt="md">
          <PixelsTab state={state} update={update} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
