import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PATHS } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Rows of grey bars the size of the table, while the first page loads. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={i} height={34} radius="sm" />
      ))}
    </Stack>
  );
}

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
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} size="h4">
          {t(`campaigns.empty.${kind}.title`)}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {t(`campaigns.empty.${kind}.text`)}
        </Text>
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
      </Stack>
    </Paper>
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
