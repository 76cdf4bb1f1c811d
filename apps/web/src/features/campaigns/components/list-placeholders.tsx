import { Alert, Button, Text } from '@mantine/core';
import { PATHS } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';

interface ListEmptyProps {
  filtered: boolean;
  archived: boolean;
  onClearFilters: () => void;
}

/** Says why the list is empty and what to do: create a first campaign, or widen the filters. */
export function ListEmpty({ filtered, archived, onClearFilters }: ListEmptyProps) {
  const { t } = useTranslation();
  const kind = filtered ? 'filtered' : archived ? 'archived' : 'none';
  return (
    <EmptyPanel title={t(`campaigns.empty.${kind}.title`)} text={t(`campaigns.empty.${kind}.text`)}>
      {filtered ? (
        <Button variant="light" onClick={onClearFilters}>
          {t('campaigns.empty.clearFilters')}
        </Button>
      ) : (
        !archived && (
          <Button component={Link} to={PATHS.campaignCreate} leftSection={<IconPlus size={16} />}>
            {t('campaigns.create')}
          </Button>
        )
      )}
    </EmptyPanel>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('campaigns.list.loadFailed')}>
      <Text size="sm">{t('campaigns.list.loadFailedText')}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
