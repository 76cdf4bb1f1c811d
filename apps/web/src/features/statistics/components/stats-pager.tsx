import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PER_PAGE_OPTIONS } from '../utils/stats-state.ts';

interface StatsPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Rows shown of how many, rows per page, and the pages: the server pages the report. */
export function StatsPager({ page, perPage, total, onPage, onPerPage }: StatsPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const sizes: number[] = PER_PAGE_OPTIONS.includes(perPage as never)
    ? [...PER_PAGE_OPTIONS]
    : [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('statistics.pager.range', { from, to, total })}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t('statistics.pager.perPage')}
          data={sizes.map((n) => ({
            value: String(n),
            label: t('statistics.pager.perPageOption', { count: n }),
          }))}
          value={String(perPage)}
          onChange={(value) => value && onPerPage(Number(value))}
          allowDeselect={false}
          w={140}
          size="xs"
        />
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`statistics.pager.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('statistics.pager.page', { page: n }) })}
        />
      </Group>
    </Group>
  );
}
