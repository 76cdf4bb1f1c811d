import { ActionIcon, Menu } from '@mantine/core';
import type { RuleStatus } from '@panel/contract';
import {
  IconCopyPlus,
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnyRule } from '../api/rule-api.ts';

interface RuleRowMenuProps {
  rule: AnyRule;
  busy: boolean;
  onEdit: () => void;
  onClone: () => void;
  onStatus: (status: RuleStatus) => void;
  onDelete: () => void;
}

/** Edit, clone, pause or resume, and delete (which asks first). */
export function RuleRowMenu({ rule, busy, onEdit, onClone, onStatus, onDelete }: RuleRowMenuProps) {
  const { t } = useTranslation();
  const active = rule.status === 'active';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('optimization.actionsFor', { name: rule.name })}
          loading={busy}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t('optimization.action.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopyPlus size={14} />} onClick={onClone}>
          {t('optimization.action.clone')}
        </Menu.Item>
        <Menu.Item
          leftSection={active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
          onClick={() => onStatus(active ? 'paused' : 'active')}
        >
          {t(active ? 'optimization.action.pause' : 'optimization.action.resume')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
          {t('optimization.action.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
