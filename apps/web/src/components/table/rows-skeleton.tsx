import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RowsSkeletonProps {
  rows: number;
  /** Of one row, in pixels. */
  height: number;
  /** What is loading, for screen readers; "Loading…" when not given. */
  label?: string;
}

/** Grey bars the size of a table, announced once as loading, while its first page comes. */
export function RowsSkeleton({ rows, height, label }: RowsSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label ?? t('app.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}
