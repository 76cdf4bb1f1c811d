import { ActionIcon, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Retargeting, RetargetingType } from '@panel/contract';
import { IconCode, IconDots, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@/components/table/no-value';
import { formatDateTime } from '@/lib/dates/format-date-time';

interface PixelTableProps {
  items: Retargeting[];
  types: readonly RetargetingType[];
  onEdit: (pixel: Retargeting) => void;
  onShowCode: (pixel: Retargeting) => void;
}

const right = { textAlign: 'end' } as const;

export function PixelTable({ items, types, onEdit, onShowCode }: PixelTableProps) {
  const { t, i18n } = useTranslation();
  const byId = new Map(types.map((type) => [type.id, type]));
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('tracking.pixels.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tracking.column.name')}</Table.Th>
            <Table.Th>{t('tracking.column.type')}</Table.Th>
            <Table.Th style={right}>{t('tracking.column.membership')}</Table.Th>
            <Table.Th style={right}>{t('tracking.column.audience')}</Table.Th>
            <Table.Th>{t('tracking.column.created')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('tracking.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((pixel) => {
            const type = byId.get(pixel.type_id);
            return (
              <Table.Tr key={pixel.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {pixel.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{type?.name ?? NO_VALUE}</Text>
                    {pixel.snippet === null && (
                      <Text size="xs" c="dimmed">
                        {t('tracking.pixels.fillsAutomatically')}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td style={right}>{t('tracking.days', { count: pixel.membership_days })}</Table.Td>
                <Table.Td style={right}>{pixel.audience_size.toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>{formatDateTime(pixel.created_at, i18n.language)}</Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('tracking.actionsFor', { name: pixel.name })}
                      >
                        <IconDots size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => onShowCode(pixel)} leftSection={<IconCode size={16} />}>
                        {t(pixel.snippet === null ? 'tracking.pixels.howItFills' : 'tracking.pixels.getCode')}
                      </Menu.Item>
                      <Menu.Item onClick={() => onEdit(pixel)} leftSection={<IconPencil size={16} />}>
                        {t('tracking.action.edit')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
