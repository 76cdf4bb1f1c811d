import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Kpi } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { formatKpi } from '../utils/kpi.ts';
import { KpiChange } from './kpi-change.tsx';

const GRID = { base: 2, sm: 3, lg: 6 };

/** One tile per KPI, in the server's order: the figure, its change, and what it was before. */
export function KpiTiles({ kpis }: { kpis: Kpi[] }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={GRID} spacing="sm">
      {kpis.map((kpi) => {
        const label = t(`dashboard.kpi.${kpi.id}`);
        return (
          <Paper key={kpi.id} withBorder radius="md" p="md" role="group" aria-label={label}>
            <Stack gap={4}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {label}
              </Text>
              <Text fz={24} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatKpi(kpi.id, kpi.value, i18n.language)}
              </Text>
              <Group gap={6} wrap="wrap">
                <KpiChange id={kpi.id} change={kpi.change} />
                {kpi.previous !== null && kpi.change !== null && (
                  <Text size="xs" c="dimmed">
                    {t('dashboard.change.previous', {
                      value: formatKpi(kpi.id, kpi.previous, i18n.language),
                    })}
                  </Text>
                )}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

export function KpiTilesSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="sm">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={i} height={104} radius="md" />
      ))}
    </SimpleGrid>
  );
}
