import type { StatisticsEntities } from '@panel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names of dimensions and metrics: the panel's own words where it has them, else the name the
 * entities call gives (a dimension the server added after this build still reads well).
 */
export function useEntityNames(entities: StatisticsEntities) {
  const { t } = useTranslation();
  return useMemo(() => {
    const dimensions = new Map(entities.dimensions.map((d) => [String(d.id), d.name]));
    const metrics = new Map(entities.metrics.map((m) => [String(m.id), m.name]));
    return {
      dimension: (id: string) => t(`statistics.dimension.${id}`, { defaultValue: dimensions.get(id) ?? id }),
      metric: (id: string) => t(`statistics.metric.${id}`, { defaultValue: metrics.get(id) ?? id }),
    };
  }, [entities, t]);
}

export type EntityNames = ReturnType<typeof useEntityNames>;
