import { Alert, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/components/empty-panel';

interface PubListEmptyProps {
  kind: 'sites' | 'zones' | 'dspEndpoints';
  filtered: boolean;
  onClearFilters: () => void;
  /** Absent where the user cannot add rows (DSP endpoints). */
  onCreate?: () => void;
}

/** Says why the list is empty and what to do: add a first row, or widen the filters. */
export function PubListEmpty({ kind, filtered, onClearFilters, onCreate }: PubListEmptyProps) {
  const { t } = useTranslation();
  const which = filtered ? 'filtered' : 'none';
  return (
    <EmptyPanel title={t(`pub.${kind}.empty.${which}.title`)} text={t(`pub.${kind}.empty.${which}.text`)}>
      {filtered ? (
        <Button variant="light" onClick={onClearFilters}>
          {t('pub.clearFilters')}
        </Button>
      ) : (
        onCreate && (
          <Button onClick={onCreate} leftSection={<IconPlus size={16} />}>
            {t(`pub.${kind}.create`)}
          </Button>
        )
      )}
    </EmptyPanel>
  );
}

export function PubListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('pub.loadFailed')}>
      <Text size="sm">{t('pub.loadFailedText')}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
