import { ActionIcon, Menu } from '@mantine/core';
import type { CampaignListItem } from '@panel/contract';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconPencil } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPath } from './use-campaign-actions.ts';

export interface RowMenuProps {
  campaign: Pick<CampaignListItem, 'id' | 'name' | 'status'>;
  onClone: () => void;
  onArchive: () => void;
  onDearchive: () => void;
}

/**
 * A campaign's actions, made when its row's button is first pressed (row-menu-button.tsx): it
 * takes the focus and opens at once. The focus moves first, so that Mantine's focus return (which
 * notes the focused element when the menu opens) brings it back to this button on close.
 */
export function RowMenu({ campaign, onClone, onArchive, onDearchive }: RowMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => target.current?.focus(), []);
  useEffect(() => setOpened(true), []);
  const archived = campaign.status === 'archived';
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          aria-label={t('campaigns.list.actionsFor', { name: campaign.name })}
        >
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!archived && (
          <Menu.Item component={Link} to={editPath(campaign.id)} leftSection={<IconPencil size={16} />}>
            {t('campaigns.action.edit')}
          </Menu.Item>
        )}
        <Menu.Item onClick={onClone} leftSection={<IconCopy size={16} />}>
          {t('campaigns.action.clone')}
        </Menu.Item>
        {archived ? (
          <Menu.Item onClick={onDearchive} leftSection={<IconArchiveOff size={16} />}>
            {t('campaigns.action.dearchive')}
          </Menu.Item>
        ) : (
          <Menu.Item color="red" onClick={onArchive} leftSection={<IconArchive size={16} />}>
            {t('campaigns.action.archive')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
