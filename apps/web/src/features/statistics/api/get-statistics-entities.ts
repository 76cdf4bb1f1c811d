import { type StatisticsRole, statisticsEntitiesSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /resources/statistics_entities/{role}: what the role groups and filters by, and the metrics it sees. */
export function getStatisticsEntities(role: StatisticsRole, signal?: AbortSignal) {
  return apiRequest(`/resources/statistics_entities/${role}`, statisticsEntitiesSchema, { signal });
}

/** The entities change only with a release: one load per session. */
export const statisticsEntitiesQueryOptions = (role: StatisticsRole) =>
  queryOptions({
    queryKey: ['resources', 'statistics_entities', role],
    queryFn: ({ signal }) => getStatisticsEntities(role, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useStatisticsEntities(role: StatisticsRole) {
  return useQuery(statisticsEntitiesQueryOptions(role));
}
