import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { PATHS, type User } from '@panel/contract';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

/** Who is signed in (and whether the panel acts as them), with Profile and Log out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;

  return (
    <Group gap="xs" wrap="nowrap">
      {user.acting && (
        <Badge color="orange" variant="light" visibleFrom="xs">
          {t('account.actingAs')}
        </Badge>
      )}
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          {/* The name it shows is part of its name (WCAG 2.5.3, label in name): no initials beside it. */}
          <UnstyledButton aria-label={t('account.menu', { name })}>
            <Group gap={8} wrap="nowrap">
              <Avatar size={30} radius="xl" color="indigo" aria-hidden="true">
                <IconUser size={18} />
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
                {name}
              </Text>
              <IconChevronDown size={14} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {user.acting && (
              <Badge color="orange" variant="light" size="xs" mb={4}>
                {t('account.actingAs')}
              </Badge>
            )}
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <Text size="xs" truncate>
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUser size={16} />}>
            {t('account.profile')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('account.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
