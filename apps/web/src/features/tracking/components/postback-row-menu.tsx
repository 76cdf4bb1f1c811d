import { ActionIcon, Menu } from '@mantine/core';
import { IconBug, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PostbackRowMenuProps {
  name: string;
  onDebug: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function PostbackRowMenu({ name, onDebug, onEdit, onDelete }: PostbackRowMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('tracking.actionsFor', { name })}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onDebug} leftSection={<IconBug size={16} />}>
          {t('tracking.action.debug')}
        </Menu.Item>
        <Menu.Item onClick={onEdit} leftSection={<IconPencil size={16} />}>
          {t('tracking.action.edit')}
        </Menu.Item>
        <Menu.Item color="red" onClick={onDelete} leftSection={<IconTrash size={16} />}>
          {t('tracking.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
