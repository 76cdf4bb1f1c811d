import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { PATHS, type PostbackDebug, type PostbackLogEntry } from '@panel/contract';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NO_VALUE } from '@/components/table/no-value';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { formatUsd } from '../utils/format-usd.ts';

/** A payout counted is a number of USD; a refused one is the text the tracker sent, shown as it came. */
function payoutText(entry: PostbackLogEntry, locale: string): string {
  if (entry.payout === null) return NO_VALUE;
  const amount = Number(entry.payout);
  return entry.status === 'counted' && Number.isFinite(amount) ? formatUsd(amount, locale) : entry.payout;
}

/** (c) The last calls the goal received, counted or refused, newest first. */
export function ReceivedLog({ debug }: { debug: UseQueryResult<PostbackDebug> }) {
  const { t, i18n } = useTranslation();
  const entries = debug.data?.received ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="debug-log-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="debug-log-title">
          {t('tracking.debug.log.title')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={debug.isFetching}
          onClick={() => void debug.refetch()}
        >
          {t('tracking.debug.log.refresh')}
        </Button>
      </Group>
      {debug.isSuccess && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tracking.debug.log.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={4} fz="sm" aria-label={t('tracking.debug.log.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tracking.debug.log.time')}</Table.Th>
                <Table.Th>{t('tracking.debug.log.status')}</Table.Th>
                <Table.Th>{t('tracking.debug.log.reason')}</Table.Th>
                <Table.Th>{t('tracking.debug.log.clickId')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('tracking.debug.log.payout')}</Table.Th>
                <Table.Th>{t('tracking.debug.log.campaign')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id, and the list is replaced whole
                <Table.Tr key={`${entry.at}-${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.at, i18n.language)}
                    {entry.test && (
                      <Badge ms={6} size="xs" variant="outline" color="gray">
                        {t('tracking.debug.log.test')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={entry.status === 'counted' ? 'green' : 'red'}
                      miw="max-content"
                    >
                      {t(`tracking.debug.status.${entry.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{entry.reason ? t(`errors.${entry.reason}`) : NO_VALUE}</Table.Td>
                  <Table.Td>
                    {entry.click_id === null ? (
                      NO_VALUE
                    ) : (
                      <Text size="sm" ff="monospace" truncate maw={160} title={entry.click_id}>
                        {entry.click_id}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>{payoutText(entry, i18n.language)}</Table.Td>
                  <Table.Td>
                    {entry.campaign_id === null ? (
                      NO_VALUE
                    ) : (
                      <Anchor
                        component={Link}
                        to={PATHS.campaignEdit.replace(':id', String(entry.campaign_id))}
                      >
                        #{entry.campaign_id}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
