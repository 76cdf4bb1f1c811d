import { ActionIcon, Menu } from '@mantine/core';
import type { GuestToken } from '@panel/contract';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface TokenRowMenuProps {
  token: GuestToken;
  busy: boolean;
  onRename: () => void;
  onPause: (paused: boolean) => void;
  onRevoke: () => void;
}

/** The guest's own switch is `paused`, also under an advertiser's `disabled`: it offers the other state. */
export function TokenRowMenu({ token, busy, onRename, onPause, onRevoke }: TokenRowMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={busy}
          aria-label={t('guestTokens.menu', { name: token.name })}
        >
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRename} leftSection={<IconPencil size={16} />}>
          {t('guestTokens.action.rename')}
        </Menu.Item>
        {token.paused ? (
          <Menu.Item onClick={() => onPause(false)} leftSection={<IconPlayerPlay size={16} />}>
            {t('guestTokens.action.resume')}
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => onPause(true)} leftSection={<IconPlayerPause size={16} />}>
            {t('guestTokens.action.pause')}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={onRevoke} leftSection={<IconTrash size={16} />}>
          {t('guestTokens.action.revoke')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
