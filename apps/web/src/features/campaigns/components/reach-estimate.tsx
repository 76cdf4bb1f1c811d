import { Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReachEstimate as Estimate, reachQuerySchema } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { usePricingModels } from '@/lib/resources/get-pricing-models';
import { useReachEstimate } from '../api/get-reach-estimate.ts';
import { type CampaignFormValues, campaignPayload } from '../utils/campaign-values.ts';
import { formatMoney } from '../utils/format.ts';

/** Time to wait after the last change of targeting before asking again. */
export const REACH_DELAY_MS = 400;

/**
 * The body of the estimate for the form as it stands, as JSON; null while the format is not
 * chosen or the targeting would not pass (a half-typed IP range): the last estimate then stays.
 */
export function reachBodyJson(values: CampaignFormValues): string | null {
  const payload = campaignPayload(values);
  const pricing = reachQuerySchema.shape.pricing_model.safeParse(payload.pricing_model);
  const parsed = reachQuerySchema.safeParse({
    ad_format: payload.ad_format,
    ...(pricing.success ? { pricing_model: pricing.data } : {}),
    targeting: payload.targeting,
    schedule: payload.schedule,
    time_zone: payload.time_zone,
  });
  return parsed.success ? JSON.stringify(parsed.data) : null;
}

function Figures({ estimate, formatName }: { estimate: Estimate; formatName: string }) {
  const { t, i18n } = useTranslation();
  const models = usePricingModels().data;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const { requests_per_day: reach, format_requests_per_day: total, bid } = estimate;
  const share =
    total > 0 ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(reach / total) : '';
  const model = bid ? (models?.find((m) => m.code === bid.pricing_model)?.name ?? bid.pricing_model) : '';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('campaigns.reach.title')}
        </Text>
        <Text size="sm" ta="end" fw={600} data-testid="reach-figure">
          {total === 0 ? '—' : t('campaigns.reach.perDay', { count: reach, value: number(reach) })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {total === 0
          ? t('campaigns.reach.noTraffic', { format: formatName, days: estimate.days })
          : t('campaigns.reach.share', {
              share,
              total: number(total),
              format: formatName,
              days: estimate.days,
            })}
      </Text>
      {estimate.not_counted.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('campaigns.reach.notCounted', {
            list: estimate.not_counted.map((d) => t(`campaigns.reach.dimension.${d}`)).join(', '),
          })}
        </Text>
      )}
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('campaigns.reach.bid')}
        </Text>
        <Text size="sm" ta="end" data-testid="reach-bid">
          {bid
            ? `${formatMoney(bid.low, i18n.language)} – ${formatMoney(bid.high, i18n.language)} ${model}`
            : t('campaigns.reach.noBid')}
        </Text>
      </Group>
      {bid && (
        <Text size="xs" c="dimmed">
          {t(`campaigns.reach.basis.${bid.basis}`, { requests: number(bid.requests) })}
          {bid.pricing_model === 'cpc' || bid.pricing_model === 'cpa'
            ? ` ${t('campaigns.reach.typicalRates')}`
            : ''}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Under the summary's targeting: how many requests a day the campaign would reach and what to bid
 * for them (issue 18 point 9), following the form as it is edited.
 */
export function ReachEstimate({ values }: { values: CampaignFormValues }) {
  const { t } = useTranslation();
  const [bodyJson] = useDebouncedValue(reachBodyJson(values), REACH_DELAY_MS);
  const estimate = useReachEstimate(bodyJson);
  const formatName = useAdFormats().data?.find((f) => f.code === values.ad_format)?.name ?? values.ad_format;
  if (values.ad_format === '') return null;
  return (
    <section aria-label={t('campaigns.reach.title')} aria-busy={estimate.isFetching}>
      {estimate.data ? (
        <Figures estimate={estimate.data} formatName={formatName} />
      ) : bodyJson === null ? (
        <Text size="xs" c="dimmed">
          {t('campaigns.reach.incomplete')}
        </Text>
      ) : estimate.isError ? (
        <Text size="xs" c="dimmed" role="status">
          {t('campaigns.reach.unavailable')}
        </Text>
      ) : (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t('campaigns.reach.loading')}
          </Text>
        </Group>
      )}
    </section>
  );
}
