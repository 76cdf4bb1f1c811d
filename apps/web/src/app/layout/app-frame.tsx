import { ActionIcon, AppShell, Burger, Group, Loader, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@panel/contract';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';
import { AccountMenu } from './account-menu.tsx';
import { Crumbs } from './crumbs.tsx';
import { SideMenu } from './side-menu.tsx';
import { SkipLink } from './skip-link.tsx';
import { useMenuMode } from './use-menu-mode.ts';
import { useProfileLanguage } from './use-profile-language.ts';

const MENU_WIDTH = { expanded: 232, collapsed: 64 } as const;
const MAIN_ID = 'main-content';

/** The signed-in screen: top bar (crumbs, account), side menu, and the page. */
export function AppFrame({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const { mode, toggle } = useMenuMode();
  const [mobileOpened, mobile] = useDisclosure(false);
  const navigating = useNavigation().state === 'loading';
  const keepLanguage = useProfileLanguage(user);
  const collapseLabel = mode === 'collapsed' ? t('layout.expandMenu') : t('layout.collapseMenu');

  return (
    <AppShell
      header={{ height: 52 }}
      navbar={{ width: MENU_WIDTH[mode], breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="md"
    >
      <SkipLink target={MAIN_ID} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.openMenu')}
            />
            <Text
              component={Link}
              to="/"
              fw={700}
              size="sm"
              visibleFrom="xs"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('app.name')}
            </Text>
            <Crumbs />
            {navigating && <Loader size="xs" aria-label={t('app.loading')} />}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguagePicker onChosen={keepLanguage} />
            <ThemeToggle />
            <AccountMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('layout.navigation')}>
        <AppShell.Section grow component={ScrollArea}>
          <SideMenu user={user} mode={mobileOpened ? 'expanded' : mode} onNavigate={mobile.close} />
        </AppShell.Section>
        <AppShell.Section visibleFrom="sm">
          <Tooltip label={collapseLabel} position="right">
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={collapseLabel}>
              {mode === 'collapsed' ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
