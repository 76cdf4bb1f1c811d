import { ActionIcon, Menu } from '@mantine/core';
import { PUB_MACHINE, type PubStatus, type PubStatusAction } from '@panel/contract';
import { IconArchive, IconDots, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PubRowMenuProps {
  name: string;
  status: PubStatus;
  onEdit: () => void;
  onAction: (action: PubStatusAction) => void;
  /** Items of the row's own kind, first (a zone's tag). */
  children?: ReactNode;
}

const ICONS = { start: IconPlayerPlay, stop: IconPlayerPause, archive: IconArchive };

/** A row's actions: the state machine of the contract decides which are offered, as the server does. */
export function PubRowMenu({ name, status, onEdit, onAction, children }: PubRowMenuProps) {
  const { t } = useTranslation();
  const actions = PUB_MACHINE.actionsFrom(status);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('pub.actionsFor', { name })}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        {actions.includes('edit') && (
          <Menu.Item onClick={onEdit} leftSection={<IconPencil size={16} />}>
            {t('pub.action.edit')}
          </Menu.Item>
        )}
        {(['start', 'stop', 'archive'] as const)
          .filter((action) => actions.includes(action))
          .map((action) => {
            const Icon = ICONS[action];
            return (
              <Menu.Item
                key={action}
                color={action === 'archive' ? 'red' : undefined}
                onClick={() => onAction(action)}
                leftSection={<Icon size={16} />}
              >
                {t(`pub.action.${action}`)}
              </Menu.Item>
            );
          })}
      </Menu.Dropdown>
    </Menu>
  );
}
