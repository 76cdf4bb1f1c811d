import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_TABS, type StatusTab } from '../utils/list-state.ts';

interface StatusTabsProps {
  value: StatusTab;
  onChange: (tab: StatusTab) => void;
}

const isTab = (value: string | null): value is StatusTab =>
  value !== null && (STATUS_TABS as readonly string[]).includes(value);

/** All (every campaign but the archived ones), Active, Paused, Draft and Archived. */
export function StatusTabs({ value, onChange }: StatusTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(tab) => isTab(tab) && onChange(tab)} activateTabWithKeyboard={false}>
      <Tabs.List aria-label={t('campaigns.list.tabs')}>
        {STATUS_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`campaigns.tab.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
