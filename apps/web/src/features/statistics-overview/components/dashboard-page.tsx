import { Grid, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/get-dashboard.ts';
import { formatPeriod } from '../utils/format.ts';
import { hasNoTraffic } from '../utils/kpi.ts';
import { KpiTiles, KpiTilesSkeleton } from './kpi-tiles.tsx';
import { BlockSkeleton, LoadError, NoTraffic } from './overview-placeholders.tsx';
import { QpsCard } from './qps-card.tsx';
import { RangePicker } from './range-picker.tsx';
import { SpendChart } from './spend-chart.tsx';
import { TopCampaigns } from './top-campaigns.tsx';
import { useRangePreset } from './use-range-preset.ts';

/** The caption under the tiles says what they are compared with (issue 18: like with like). */
const comparisonKey = (previous: Dashboard['previous']) =>
  previous.basis === 'previous_month'
    ? previous.until
      ? 'dashboard.change.againstMonthSoFar'
      : 'dashboard.change.againstMonth'
    : previous.until
      ? 'dashboard.change.againstSoFar'
      : 'dashboard.change.against';

/** /adv/dashboard/: the advertiser's home page, for the period chosen in the address. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { preset, range, setPreset } = useRangePreset();
  const dashboard = useDashboard(range);
  const data = dashboard.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('dashboard.title')}
      </Title>
      <RangePicker value={preset} onChange={setPreset} {...range} />
      {dashboard.isPending ? (
        <Stack gap="md">
          <KpiTilesSkeleton />
          <BlockSkeleton height={320} />
          <BlockSkeleton height={220} />
        </Stack>
      ) : dashboard.isError ? (
        <LoadError
          title={t('dashboard.error.title')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : data && hasNoTraffic(data) ? (
        <NoTraffic />
      ) : (
        data && (
          <Stack
            gap="md"
            aria-busy={dashboard.isPlaceholderData}
            style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <Stack gap={4}>
              <KpiTiles kpis={data.kpis} />
              <Text size="xs" c="dimmed">
                {t(comparisonKey(data.previous), {
                  period: formatPeriod(data.previous.from, data.previous.to, i18n.language),
                  until:
                    data.previous.until &&
                    new Intl.DateTimeFormat(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: data.tz,
                    }).format(new Date(data.previous.until)),
                })}
              </Text>
            </Stack>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <SpendChart series={data.series} granularity={data.granularity} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <QpsCard qps={data.qps} />
              </Grid.Col>
            </Grid>
            <TopCampaigns campaigns={data.top_campaigns} preset={preset} />
          </Stack>
        )
      )}
    </Stack>
  );
}
