import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PostbackDebug } from '@panel/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { errorText } from '@/lib/error-text';
import { CopyValue } from './copy-value.tsx';

/** (a) What the tracker will call: the goal's URL filled from a real recent click, or why there is none. */
export function DebugPreview({ debug }: { debug: UseQueryResult<PostbackDebug> }) {
  const { t, i18n } = useTranslation();
  const preview = debug.data?.preview;
  return (
    <Stack gap="xs" component="section" aria-labelledby="debug-preview-title">
      <Title order={3} size="h5" id="debug-preview-title">
        {t('tracking.debug.preview.title')}
      </Title>
      {debug.isPending ? (
        <Skeleton height={60} radius="sm" />
      ) : debug.isError ? (
        <Alert color="red" role="alert" title={t('tracking.debug.loadFailed')}>
          <Text size="sm">{errorText(debug.error, t)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void debug.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : preview ? (
        <>
          <Text size="sm">
            {t('tracking.debug.preview.from', {
              campaign: preview.campaign_name,
              time: formatDateTime(preview.clicked_at, i18n.language),
            })}
          </Text>
          <CopyValue label={t('tracking.debug.preview.url')} value={preview.url} block />
          <Text size="xs" c="dimmed">
            {t('tracking.debug.preview.hint')}
          </Text>
        </>
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('tracking.debug.preview.noneTitle')}>
          {t('tracking.debug.preview.none')}
        </Alert>
      )}
    </Stack>
  );
}
