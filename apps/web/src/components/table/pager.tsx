import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** The page sizes offered; a size from the address that is not among them is offered too. */
  perPageOptions: readonly number[];
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Rows shown of how many, rows per page and the pages of a list the server pages. */
export function Pager({ page, perPage, total, perPageOptions, onPage, onPerPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const sizes = perPageOptions.includes(perPage)
    ? perPageOptions
    : [...perPageOptions, perPage].sort((a, b) => a - b);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pager.range', { from, to, count: total })}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t('pager.perPage')}
          data={sizes.map((n) => ({ value: String(n), label: t('pager.perPageOption', { count: n }) }))}
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
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('pager.page', { page: n }) })}
        />
      </Group>
    </Group>
  );
}
