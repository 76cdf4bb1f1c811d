import { Alert, Anchor, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PostbackTestResult } from '@panel/contract';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { formatUsd } from '../utils/format-usd.ts';
import { statisticsLink } from '../utils/statistics-link.ts';

/** What the conversion endpoint answered to a test: where a counted one landed, or why it was refused. */
export function TestResult({ result }: { result: PostbackTestResult }) {
  const { t } = useTranslation();
  const counted = result.status === 'counted';
  return (
    <Alert
      color={counted ? 'green' : 'red'}
      role="status"
      icon={counted ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
      title={t(counted ? 'tracking.debug.result.counted' : 'tracking.debug.result.refused')}
    >
      <Stack gap="xs">
        {!counted && result.reason && <Text size="sm">{t(`errors.${result.reason}`)}</Text>}
        {counted && result.landed && <Landing landed={result.landed} />}
        <Text size="xs" c="dimmed">
          {t('tracking.debug.test.httpStatus', { status: result.http_status })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tracking.debug.result.called')}{' '}
          <Code style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{result.url}</Code>
        </Text>
      </Stack>
    </Alert>
  );
}

function Landing({ landed }: { landed: NonNullable<PostbackTestResult['landed']> }) {
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    ['campaign', `${landed.campaign_name} (#${landed.campaign_id})`],
    ['creative', `#${landed.creative_id}`],
    ['format', landed.ad_format],
    ['country', landed.country],
    ['zone', landed.zone_id],
    ['site', landed.site_id],
    ['ssp', `#${landed.ssp_id}`],
    ['hour', formatDateTime(landed.hour, i18n.language)],
    ['payout', formatUsd(landed.payout, i18n.language)],
  ];
  return (
    <Stack gap="xs">
      <Text size="sm">{t('tracking.debug.result.landed')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={2} component="dl" m={0}>
        {facts.map(([key, value]) => (
          <Text key={key} size="sm" component="div">
            <Text span c="dimmed" component="dt" display="inline">
              {t(`tracking.debug.landing.${key}`)}:
            </Text>{' '}
            <Text span fw={500} component="dd" display="inline" m={0}>
              {value}
            </Text>
          </Text>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={statisticsLink(landed.campaign_id, landed.hour)} size="sm" fw={500}>
        {t('tracking.debug.result.statistics')}
      </Anchor>
    </Stack>
  );
}
