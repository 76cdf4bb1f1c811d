import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { PATHS, type PubStatusAction, type Site } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NO_VALUE } from '@/components/table/no-value';
import { SortHeader } from '@/components/table/sort-header';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { useTrafficCategories } from '@/lib/resources/get-traffic-categories';
import type { Sort } from '@/lib/sort-param';
import { PubRowMenu } from './pub-row-menu.tsx';
import { PubStatusBadge } from './pub-status-badge.tsx';

interface SiteTableProps {
  items: Site[];
  sort: Sort;
  onSort: (key: string) => void;
  onEdit: (site: Site) => void;
  onAction: (site: Site, action: PubStatusAction) => void;
}

export function SiteTable({ items, sort, onSort, onEdit, onAction }: SiteTableProps) {
  const { t, i18n } = useTranslation();
  const categories = new Map((useTrafficCategories().data ?? []).map((c) => [c.id, c.name]));
  const header = { activeKey: sort.key, descending: sort.descending, onSort };
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('pub.sites.table')}>
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
            <Table.Th>{t('pub.column.category')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('pub.column.zones')}</Table.Th>
            <SortHeader sortKey="created_at" {...header}>
              {t('pub.column.created')}
            </SortHeader>
            <Table.Th w={48}>
              <VisuallyHidden>{t('pub.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((site) => (
            <Table.Tr key={site.id}>
              <Table.Td style={{ textAlign: 'end' }}>{site.id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {site.name}
                </Text>
                <Text size="xs" c="dimmed" truncate maw={360}>
                  {site.url}
                </Text>
              </Table.Td>
              <Table.Td>
                <PubStatusBadge status={site.status} />
              </Table.Td>
              <Table.Td>
                {site.category_id === null ? NO_VALUE : (categories.get(site.category_id) ?? NO_VALUE)}
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>
                <Anchor component={Link} to={`${PATHS.pubZones}?site_id=${site.id}`} size="sm">
                  {site.zones_count}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDateTime(site.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <PubRowMenu
                  name={site.name}
                  status={site.status}
                  onEdit={() => onEdit(site)}
                  onAction={(action) => onAction(site, action)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
