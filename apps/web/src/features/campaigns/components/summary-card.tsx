import { Alert, Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type CampaignStatus, familyOf, TARGET_DIMENSIONS, type TargetDimension } from '@panel/contract';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adFormatLabel } from '@/lib/resources/ad-format-label';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { usePricingModels } from '@/lib/resources/get-pricing-models';
import { BID_KINDS, bidCounts } from '../utils/bid-values.ts';
import type { CampaignFormValues } from '../utils/campaign-values.ts';
import { formatMoney } from '../utils/format.ts';
import { hoursOn } from '../utils/schedule-grid.ts';
import { SECTIONS, sectionDomId } from './form-section.tsx';
import { ReachEstimate } from './reach-estimate.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useAudienceNames } from './use-audience-names.ts';

interface SummaryCardProps {
  values: CampaignFormValues;
  status: CampaignStatus | null;
  dirty: boolean;
  saving: boolean;
  errorCount: number;
  saveLabel: string;
  /** False where the editor's save bar holds the Save button. */
  withSave: boolean;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="end" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

const hostOf = (url: string) => {
  try {
    // `[^{}]` as the contract's macros: with `[^}]` a run of `{` is rescanned from each one.
    return new URL(url.replace(/\{[^{}]*\}/g, 'x')).host;
  } catch {
    return null;
  }
};

/** The campaign as it stands, updated as the user types, beside the Save button. */
export function SummaryCard({
  values,
  status,
  dirty,
  saving,
  errorCount,
  saveLabel,
  withSave,
}: SummaryCardProps) {
  const { t, i18n } = useTranslation();
  const money = (usd: number | '') => (usd === '' ? t('campaigns.noLimit') : formatMoney(usd, i18n.language));
  const format = useAdFormats().data?.find((f) => f.code === values.ad_format);
  const model = usePricingModels().data?.find((m) => m.code === values.pricing_model);
  // Retargeting is not among TARGET_DIMENSIONS (two lists, no mode): it has a line of its own.
  // Only what a save keeps: subscription age goes with push formats only (campaignPayload).
  const narrowed = TARGET_DIMENSIONS.filter(
    (d) =>
      values.targeting[d].values.length > 0 &&
      (d !== 'subscription_periods' || familyOf(values.ad_format) === 'push'),
  );
  const { nameOf } = useAudienceNames();
  const retargeting = {
    include: values.targeting.retargeting.include.map(nameOf).join(', '),
    exclude: values.targeting.retargeting.exclude.map(nameOf).join(', '),
  };
  const audiences =
    retargeting.include && retargeting.exclude
      ? t('campaigns.summary.retargetingBoth', retargeting)
      : retargeting.include
        ? t('campaigns.summary.retargetingInclude', retargeting)
        : retargeting.exclude
          ? t('campaigns.summary.retargetingExclude', retargeting)
          : t('campaigns.summary.retargetingNone');
  const countries = values.targeting.countries;
  const family = familyOf(values.ad_format);
  const dimensionLabel = (d: TargetDimension) => t(`campaigns.summary.dimension.${d}`);
  const bids = bidCounts(values);
  const bidTotal = BID_KINDS.reduce((sum, kind) => sum + bids[kind], 0);
  const bidKinds = BID_KINDS.filter((kind) => bids[kind] > 0)
    .map((kind) => t(`campaigns.summary.bidKind.${kind}`, { count: bids[kind] }))
    .join(', ');

  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="campaign-summary-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="campaign-summary-title">
            {t('campaigns.summary.title')}
          </Title>
          {status && <StatusBadge status={status} />}
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {values.name.trim() || t('campaigns.summary.untitled')}
        </Text>
        <Line label={t('campaigns.summary.format')}>
          {format
            ? [...new Set([adFormatLabel(format, t), t(`campaigns.family.${format.family}`)])].join(' · ')
            : '—'}
        </Line>
        <Line label={t('campaigns.summary.bid')}>
          {values.bid === '' ? '—' : `${formatMoney(values.bid, i18n.language)} ${model?.name ?? ''}`}
        </Line>
        <Line label={t('campaigns.summary.customBids')}>
          {bidTotal === 0
            ? t('campaigns.summary.noCustomBids')
            : t('campaigns.summary.customBidsCount', { count: bidTotal, kinds: bidKinds })}
        </Line>
        <Line label={t('campaigns.summary.destination')}>{hostOf(values.destination_url) ?? '—'}</Line>
        <Line label={t('campaigns.summary.ads')}>
          {family ? t('campaigns.summary.adsCount', { count: values.creatives.length }) : '—'}
        </Line>
        <Divider />
        <Line label={t('campaigns.summary.countries')}>
          {countries.values.length === 0
            ? t('campaigns.summary.everywhere')
            : t(`campaigns.summary.${countries.mode}`, { list: countries.values.join(', ') })}
        </Line>
        <Line label={t('campaigns.summary.narrowed')}>
          {narrowed
            .filter((d) => d !== 'countries')
            .map(dimensionLabel)
            .join(', ') || t('campaigns.summary.nothing')}
        </Line>
        <Line label={t('campaigns.summary.retargeting')}>{audiences}</Line>
        <ReachEstimate values={values} />
        <Divider />
        <Line label={t('campaigns.field.dailyBudget')}>{money(values.budget.daily)}</Line>
        <Line label={t('campaigns.field.totalBudget')}>{money(values.budget.total)}</Line>
        <Line label={t('campaigns.field.pacing')}>{t(`campaigns.pacing.${values.budget.pacing}`)}</Line>
        <Line label={t('campaigns.field.frequencyCap')}>
          {values.frequency_cap_on
            ? t('campaigns.summary.cap', {
                impressions: values.frequency_cap.impressions || '…',
                hours: values.frequency_cap.period_hours || '…',
              })
            : t('campaigns.summary.noCap')}
        </Line>
        <Line label={t('campaigns.summary.schedule')}>
          {values.schedule_on
            ? t('campaigns.schedule.hours', { count: hoursOn(values.schedule) })
            : t('campaigns.summary.always')}
        </Line>
        <Line label={t('campaigns.field.timeZone')}>{values.time_zone}</Line>
        {(values.start_date || values.end_date) && (
          <Line label={t('campaigns.summary.dates')}>
            {`${values.start_date || '…'} – ${values.end_date || '…'}`}
          </Line>
        )}
        {/* The error count goes below Save: shown above, it would push Save down when a field's
            blur validates it on the press of Save, and the click would land beside the button. */}
        {withSave && (
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} fullWidth>
            {saveLabel}
          </Button>
        )}
        {withSave && errorCount > 0 && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('campaigns.summary.errors', { count: errorCount })}
          </Alert>
        )}
        {withSave && dirty && (
          <Badge variant="dot" color="orange" mx="auto">
            {t('campaigns.summary.unsaved')}
          </Badge>
        )}
        <Divider />
        <Group gap="xs" component="nav" aria-label={t('campaigns.summary.sections')}>
          {SECTIONS.map((id) => (
            <Anchor
              key={id}
              component="button"
              type="button"
              size="xs"
              onClick={() =>
                document.getElementById(sectionDomId(id))?.scrollIntoView({ behavior: 'smooth' })
              }
            >
              {t(`campaigns.section.${id}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
