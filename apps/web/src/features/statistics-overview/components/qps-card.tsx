import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@panel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@/lib/charts/time-series-chart';
import { formatRate } from '../utils/format.ts';

/** The request rate of the last 24 hours, whatever period the page shows: QPS is about now. */
export function QpsCard({ qps }: { qps: Dashboard['qps'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const keys = useMemo(() => qps.series.map((s) => s.key), [qps.series]);
  const lines = useMemo(
    () => [{ label: t('dashboard.qps.series'), values: qps.series.map((s) => s.qps), color: 'orange' }],
    [qps.series, t],
  );
  const rate = (v: number) => formatRate(v, locale);
  return (
    <Paper withBorder radius="md" p="md" h="100%" role="group" aria-label={t('dashboard.qps.title')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('dashboard.qps.title')}
        </Title>
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {t('dashboard.qps.current')}
            </Text>
            <Text fz={24} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {rate(qps.current)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {t('dashboard.qps.peak')}
            </Text>
            <Text fz={24} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {rate(qps.peak)}
            </Text>
          </Stack>
        </Group>
        <TimeSeriesChart
          label={t('dashboard.qps.chart')}
          keys={keys}
          series={lines}
          axes={{ left: { format: rate } }}
          height={120}
          locale={locale}
        />
        <Text size="xs" c="dimmed">
          {t('dashboard.qps.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
