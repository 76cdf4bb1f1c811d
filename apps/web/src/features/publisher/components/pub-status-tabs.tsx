import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PUB_TABS, type PubTab } from '../utils/pub-list-state.ts';

const isTab = (value: string | null): value is PubTab =>
  value !== null && (PUB_TABS as readonly string[]).includes(value);

/** All (everything but the archived), Active, Stopped and Archived. */
export function PubStatusTabs({ value, onChange }: { value: PubTab; onChange: (tab: PubTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(tab) => isTab(tab) && onChange(tab)} activateTabWithKeyboard={false}>
      <Tabs.List aria-label={t('pub.tabs')}>
        {PUB_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`pub.tab.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
