import { ActionIcon, Anchor, Paper, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { type Dashboard, PATHS } from '@panel/contract';
import { IconChartLine } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PRESET, type RangePreset } from '@/lib/dates/report-range';
import { formatKpi } from '../utils/kpi.ts';

const METRICS = ['spend', 'impressions', 'clicks', 'ctr', 'conversions'] as const;

const editorPath = (id: number) => PATHS.campaignEdit.replace(':id', String(id));
/**
 * The statistics page grouped by date for one campaign, over the period the dashboard shows (the
 * statistics page reads the same `range` presets): where "how is it doing day by day" is answered.
 */
function statisticsPath(id: number, preset: RangePreset): string {
  const query = new URLSearchParams({ group_by: 'date', campaign: String(id) });
  if (preset !== DEFAULT_PRESET) query.set('range', preset);
  return `${PATHS.statistics}?${query}`;
}

interface TopCampaignsProps {
  campaigns: Dashboard['top_campaigns'];
  preset: RangePreset;
}

/** The campaigns that spent the most in the period, each linked to its editor and its statistics. */
export function TopCampaigns({ campaigns, preset }: TopCampaignsProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('dashboard.top.title')}
      </Title>
      {campaigns.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.top.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" highlightOnHover aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.top.campaign')}</Table.Th>
                {METRICS.map((m) => (
                  <Table.Th key={m} style={{ textAlign: 'end' }}>
                    {t(`dashboard.kpi.${m}`)}
                  </Table.Th>
                ))}
                <Table.Th w={48}>
                  <VisuallyHidden>{t('dashboard.top.statistics')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={editorPath(c.id)} size="sm" fw={600}>
                      {c.name}
                    </Anchor>
                  </Table.Td>
                  {METRICS.map((m) => (
                    <Table.Td key={m} style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                      {formatKpi(m, c.metrics[m] ?? null, i18n.language)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Tooltip label={t('dashboard.top.statisticsOf', { name: c.name })}>
                      <ActionIcon
                        component={Link}
                        to={statisticsPath(c.id, preset)}
                        variant="subtle"
                        aria-label={t('dashboard.top.statisticsOf', { name: c.name })}
                      >
                        <IconChartLine size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
