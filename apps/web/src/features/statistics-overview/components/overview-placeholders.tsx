import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { PATHS } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';
import { errorText } from '../utils/format.ts';

/** Grey blocks the size of what is coming, announced once as loading. */
export function BlockSkeleton({ height, label }: { height: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Skeleton
      height={height}
      radius="md"
      role="status"
      aria-busy="true"
      aria-label={label ?? t('app.loading')}
    />
  );
}

/** A failed load: what went wrong, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{errorText(error, t)}</Text>
      <Text size="sm">{t('dashboard.error.hint')}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** The dashboard of an account that has bought no traffic: the next step is a campaign. */
export function NoTraffic() {
  const { t } = useTranslation();
  return (
    <EmptyPanel title={t('dashboard.empty.title')} text={t('dashboard.empty.text')}>
      <Button component={Link} to={PATHS.campaignCreate} leftSection={<IconPlus size={16} />}>
        {t('dashboard.empty.create')}
      </Button>
    </EmptyPanel>
  );
}
