import { Alert, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/components/empty-panel';

interface TokensEmptyProps {
  filtered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
}

/** Says why the list is empty and what to do: ask an advertiser for a code, or widen the filters. */
export function TokensEmpty({ filtered, onClearFilters, onCreate }: TokensEmptyProps) {
  const { t } = useTranslation();
  const kind = filtered ? 'filtered' : 'none';
  return (
    <EmptyPanel title={t(`guestTokens.empty.${kind}.title`)} text={t(`guestTokens.empty.${kind}.text`)}>
      {filtered ? (
        <Button variant="light" onClick={onClearFilters}>
          {t('guestTokens.empty.clearFilters')}
        </Button>
      ) : (
        <Button onClick={onCreate} leftSection={<IconPlus size={16} />}>
          {t('guestTokens.create')}
        </Button>
      )}
    </EmptyPanel>
  );
}

export function TokensError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('guestTokens.loadFailed')}>
      <Text size="sm">{t('guestTokens.loadFailedText')}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
