import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PER_PAGE_OPTIONS } from '../utils/list-state.ts';

interface ListPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function ListPager({ page, perPage, total, onPage, onPerPage }: ListPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('campaigns.list.range', { from, to, total })}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t('campaigns.list.perPage')}
          data={PER_PAGE_OPTIONS.map((n) => ({
            value: String(n),
            label: t('campaigns.list.perPageOption', { count: n }),
          }))}
          value={String(perPage)}
          onChange={(value) => value && onPerPage(Number(value))}
          allowDeselect={false}
          w={130}
          size="xs"
        />
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': t(`campaigns.list.page.${control}`),
          })}
          getItemProps={(n) => ({ 'aria-label': t('campaigns.list.page.number', { page: n }) })}
        />
      </Group>
    </Group>
  );
}
