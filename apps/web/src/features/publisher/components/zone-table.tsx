import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PubStatusAction, Zone } from '@panel/contract';
import { IconCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@/components/table/no-value';
import { SortHeader } from '@/components/table/sort-header';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import type { Sort } from '@/lib/sort-param';
import { PubRowMenu } from './pub-row-menu.tsx';
import { PubStatusBadge } from './pub-status-badge.tsx';

interface ZoneTableProps {
  items: Zone[];
  sort: Sort;
  onSort: (key: string) => void;
  onTag: (zone: Zone) => void;
  onEdit: (zone: Zone) => void;
  onAction: (zone: Zone, action: PubStatusAction) => void;
}

export function ZoneTable({ items, sort, onSort, onTag, onEdit, onAction }: ZoneTableProps) {
  const { t } = useTranslation();
  const formats = new Map((useAdFormats().data ?? []).map((f) => [f.code, f.name]));
  const header = { activeKey: sort.key, descending: sort.descending, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('pub.zones.table')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="id" align="end" {...header}>
              {t('pub.column.id')}
            </SortHeader>
            <SortHeader sortKey="name" {...header}>
              {t('pub.column.name')}
            </SortHeader>
            <SortHeader sortKey="status" {...header}>
              {t('pub.column.status')}
            </SortHeader>
            <Table.Th>{t('pub.column.site')}</Table.Th>
            <SortHeader sortKey="ad_format" {...header}>
              {t('pub.column.adFormat')}
            </SortHeader>
            <Table.Th style={{ textAlign: 'end' }}>{t('pub.column.size')}</Table.Th>
            <Table.Th>{t('pub.column.tag')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('pub.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((zone) => (
            <Table.Tr key={zone.id}>
              <Table.Td style={{ textAlign: 'end' }}>{zone.id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {zone.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <PubStatusBadge status={zone.status} />
              </Table.Td>
              <Table.Td>{zone.site_name}</Table.Td>
              <Table.Td>{formats.get(zone.ad_format) ?? zone.ad_format}</Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {zone.width && zone.height
                  ? t('pub.zones.size', { width: zone.width, height: zone.height })
                  : NO_VALUE}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconCode size={14} />}
                  onClick={() => onTag(zone)}
                  aria-label={t('pub.tag.getFor', { name: zone.name })}
                >
                  {t('pub.tag.get')}
                </Button>
              </Table.Td>
              <Table.Td>
                <PubRowMenu
                  name={zone.name}
                  status={zone.status}
                  onEdit={() => onEdit(zone)}
                  onAction={(action) => onAction(zone, action)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
