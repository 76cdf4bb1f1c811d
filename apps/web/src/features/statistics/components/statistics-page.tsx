import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatisticsEntities } from '../api/get-statistics-entities.ts';
import {
  ADVERTISER_SOURCE,
  GUEST_SOURCE,
  PUBLISHER_SOURCE,
  type StatsSource,
} from '../api/statistics-keys.ts';
import { StatisticsView } from './statistics-view.tsx';
import { PageSkeleton, ReportError } from './stats-placeholders.tsx';

/** A statistics page: the role's entities decide what it groups and filters by and which metrics it shows. */
export function StatisticsPage({ source }: { source: StatsSource }) {
  const { t } = useTranslation();
  const entities = useStatisticsEntities(source.role);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('statistics.title')}
      </Title>
      {entities.isPending ? (
        <PageSkeleton />
      ) : entities.isError ? (
        <ReportError
          title={t('statistics.error.entitiesTitle')}
          message={t('statistics.error.connection')}
          onRetry={() => void entities.refetch()}
        />
      ) : (
        <StatisticsView source={source} entities={entities.data} />
      )}
    </Stack>
  );
}

/** /adv/statistics/: the advertiser's funnel, from bid requests to cost per conversion. */
export function AdvertiserStatisticsPage() {
  return <StatisticsPage source={ADVERTISER_SOURCE} />;
}

/** /guest/statistics/: the traffic a guest SSP sent, by its tokens. */
export function GuestStatisticsPage() {
  return <StatisticsPage source={GUEST_SOURCE} />;
}

/** /pub/statistics/: the publisher's sites and zones and what they earned. */
export function PublisherStatisticsPage() {
  return <StatisticsPage source={PUBLISHER_SOURCE} />;
}
