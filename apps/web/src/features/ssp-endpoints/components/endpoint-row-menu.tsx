import { ActionIcon, Menu } from '@mantine/core';
import { type SspEndpoint, type SspEndpointStatus, sspEndpointTargets } from '@panel/contract';
import { IconCopyPlus, IconDots, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface EndpointRowMenuProps {
  endpoint: SspEndpoint;
  busy: boolean;
  onEdit: () => void;
  onClone: () => void;
  onStatus: (status: SspEndpointStatus) => void;
}

/** Edit, clone, and only the status changes the contract's machine allows from where the row is. */
export function EndpointRowMenu({ endpoint, busy, onEdit, onClone, onStatus }: EndpointRowMenuProps) {
  const { t } = useTranslation();
  const targets = sspEndpointTargets(endpoint.status);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('sspEndpoints.actionsFor', { name: endpoint.name })}
          loading={busy}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {endpoint.status !== 'archived' && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {t('sspEndpoints.action.edit')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconCopyPlus size={14} />} onClick={onClone}>
          {t('sspEndpoints.action.clone')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('sspEndpoints.action.setStatus')}</Menu.Label>
        {targets.map((status) => (
          <Menu.Item
            key={status}
            color={status === 'archived' ? 'red' : undefined}
            onClick={() => onStatus(status)}
          >
            {t(`sspEndpoints.to.${status}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
