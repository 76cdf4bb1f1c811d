import { Alert, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/components/empty-panel';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { isApiError } from '@/lib/api-error';

/** The controls' outline while the entities (what the page may group and filter by) load. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('statistics.loading')}>
      <Skeleton height={28} width={180} />
      <Group gap="sm">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={i} height={56} width={170} />
        ))}
      </Group>
      <Skeleton height={260} />
      <RowsSkeleton rows={8} height={30} label={t('statistics.loading')} />
    </Stack>
  );
}

interface ReportEmptyProps {
  filtered: boolean;
  onClearFilters: () => void;
  /** A longer period to offer, when the one shown is short. */
  onWiden?: (() => void) | undefined;
}

/** Says why there are no rows and what to do: widen the filters, or look at a longer period. */
export function ReportEmpty({ filtered, onClearFilters, onWiden }: ReportEmptyProps) {
  const { t } = useTranslation();
  const kind = filtered ? 'filtered' : 'none';
  return (
    <EmptyPanel title={t(`statistics.empty.${kind}.title`)} text={t(`statistics.empty.${kind}.text`)}>
      <Group gap="sm" justify="center">
        {filtered && (
          <Button variant="light" onClick={onClearFilters}>
            {t('statistics.empty.clearFilters')}
          </Button>
        )}
        {onWiden && (
          <Button variant={filtered ? 'subtle' : 'light'} onClick={onWiden}>
            {t('statistics.empty.widen')}
          </Button>
        )}
      </Group>
    </EmptyPanel>
  );
}

interface ReportErrorProps {
  title: string;
  message: string;
  /** Field messages of a refused query that no control on screen shows. */
  details?: string[];
  onRetry?: (() => void) | undefined;
}

/**
 * A failed report call in words: the server's own message when it refused the query (a 400, which
 * asking again would not change), otherwise a hint at the connection, never the raw "error #network".
 */
export function reportFailure(error: unknown, t: TFunction): { refused: boolean; message: string } {
  if (isApiError(error) && error.status === 400) return { refused: true, message: error.message };
  return { refused: false, message: t('statistics.error.connection') };
}

export function ReportError({ title, message, details = [], onRetry }: ReportErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{message}</Text>
      {details.length > 0 && (
        <List size="sm" mt="xs">
          {details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      )}
      {onRetry && (
        <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
