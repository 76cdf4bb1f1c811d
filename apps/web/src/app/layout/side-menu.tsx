import { NavLink, Stack, Tooltip } from '@mantine/core';
import { menuFor, PATHS, type User } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { MENU_ICONS } from './menu-icons.ts';
import type { MenuMode } from './use-menu-mode.ts';

interface SideMenuProps {
  user: Pick<User, 'role' | 'account_type'>;
  mode: MenuMode;
  /** Called after an entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The entries of the contract's MENU that the user's role and account type may see. */
export function SideMenu({ user, mode, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collapsed = mode === 'collapsed';

  return (
    <Stack gap={2}>
      {menuFor(user.role, user.account_type).map((entry) => {
        const path = PATHS[entry.route];
        const Icon = MENU_ICONS[entry.icon];
        const label = t(entry.label);
        const active =
          matchPath({ path, end: true }, pathname) !== null ||
          (entry.activeOn ?? []).some((id) => matchPath({ path: PATHS[id], end: false }, pathname) !== null);
        const link = (
          <NavLink
            key={entry.route}
            component={Link}
            to={path}
            onClick={onNavigate}
            active={active}
            aria-current={active ? 'page' : undefined}
            label={collapsed ? undefined : label}
            aria-label={collapsed ? label : undefined}
            leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden="true" /> : null}
          />
        );
        return collapsed ? (
          <Tooltip key={entry.route} label={label} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}
