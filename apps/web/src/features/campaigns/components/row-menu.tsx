import { ActionIcon, Menu } from '@mantine/core';
import type { CampaignListItem } from '@panel/contract';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPath } from './use-campaign-actions.ts';

interface RowMenuProps {
  campaign: Pick<CampaignListItem, 'id' | 'name' | 'status'>;
  onClone: () => void;
  onArchive: () => void;
  onDearchive: () => void;
}

export function RowMenu({ campaign, onClone, onArchive, onDearchive }: RowMenuProps) {
  const { t } = useTranslation();
  const archived = campaign.status === 'archived';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
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
