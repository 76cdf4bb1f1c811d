import { Alert, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/components/empty-panel';
import type { TrackingTab } from '../utils/tracking-list-state.ts';

interface TrackingEmptyProps {
  tab: TrackingTab;
  filtered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
}

/** Says why the list is empty and what to do: add a first one, or widen the search. */
export function TrackingEmpty({ tab, filtered, onClearFilters, onCreate }: TrackingEmptyProps) {
  const { t } = useTranslation();
  const which = filtered ? 'filtered' : 'none';
  return (
    <EmptyPanel
      title={t(`tracking.${tab}.empty.${which}.title`)}
      text={t(`tracking.${tab}.empty.${which}.text`)}
    >
      {filtered ? (
        <Button variant="light" onClick={onClearFilters}>
          {t('tracking.clearFilters')}
        </Button>
      ) : (
        <Button onClick={onCreate} leftSection={<IconPlus size={16} />}>
          {t(`tracking.${tab}.create`)}
        </Button>
      )}
    </EmptyPanel>
  );
}

export function TrackingError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('tracking.loadFailed')}>
      <Text size="sm">{t('tracking.loadFailedText')}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
