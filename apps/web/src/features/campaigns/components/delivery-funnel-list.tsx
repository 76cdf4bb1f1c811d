import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import type { DeliveryReport } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../utils/format.ts';

interface Step {
  key: string;
  label: string;
  count: number;
  /** Share of `of`, shown as a percent and a bar. */
  share: number;
  shareKey: 'ofRequests' | 'ofBids' | 'ofWins';
  color: string;
  note?: string;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The funnel as a list, top to bottom: the requests that reached the campaign, each stage that
 * refused some of them, then the bids, wins and impressions. Bars are decoration: every figure is
 * in the text beside them.
 */
export function DeliveryFunnelList({ report }: { report: DeliveryReport }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const range = (r: { min: number; max: number } | null, key: string) =>
    r ? t(key, { min: formatMoney(r.min, locale), max: formatMoney(r.max, locale) }) : undefined;
  const { requests, bids, wins, impressions } = report;
  const drops = report.stages.filter((s) => s.dropped > 0);

  const steps: Step[] = [
    {
      key: 'requests',
      label: t('campaigns.delivery.requests'),
      count: requests,
      share: 1,
      shareKey: 'ofRequests',
      color: 'blue',
    },
    ...drops.map(
      (s): Step => ({
        key: s.stage,
        label: t('campaigns.delivery.refused', { stage: t(`campaigns.delivery.stage.${s.stage}`) }),
        count: s.dropped,
        share: ratio(s.dropped, requests),
        shareKey: 'ofRequests',
        color: 'orange',
        note:
          s.stage === 'lost'
            ? range(report.winning_price, 'campaigns.delivery.winningPrices')
            : s.stage === 'floor'
              ? range(report.floor_price, 'campaigns.delivery.floorPrices')
              : undefined,
      }),
    ),
    {
      key: 'bids',
      label: t('campaigns.delivery.bids'),
      count: bids,
      share: ratio(bids, requests),
      shareKey: 'ofRequests',
      color: 'teal',
    },
    {
      key: 'wins',
      label: t('campaigns.delivery.wins'),
      count: wins,
      share: ratio(wins, bids),
      shareKey: 'ofBids',
      color: 'teal',
    },
    {
      key: 'impressions',
      label: t('campaigns.delivery.impressions'),
      count: impressions,
      share: ratio(impressions, wins),
      shareKey: 'ofWins',
      color: 'green',
    },
  ];

  return (
    <Stack gap="xs">
      <Stack
        component="ol"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('campaigns.delivery.funnel')}
      >
        {steps.map((step) => (
          <Box component="li" key={step.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm">{step.label}</Text>
              <Text size="sm" ta="end" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <Text span fw={600}>
                  {number.format(step.count)}
                </Text>
                {step.key !== 'requests' && (
                  <Text span c="dimmed">
                    {' · '}
                    {t(`campaigns.delivery.${step.shareKey}`, { percent: percent.format(step.share) })}
                  </Text>
                )}
              </Text>
            </Group>
            <Progress value={step.share * 100} color={step.color} size="sm" mt={4} aria-hidden />
            {step.note && (
              <Text size="xs" c="dimmed" mt={2}>
                {step.note}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {drops.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('campaigns.delivery.noDrops')}
        </Text>
      )}
    </Stack>
  );
}
