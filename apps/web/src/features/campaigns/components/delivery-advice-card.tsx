import { Alert, Button, Group, Text } from '@mantine/core';
import { type DeliveryReport, PATHS } from '@panel/contract';
import { IconArrowRight, IconBulb, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdviceTarget, adviceTarget } from '../utils/delivery-sections.ts';
import { formatMoney } from '../utils/format.ts';
import { sectionDomId } from './form-section.tsx';

interface DeliveryAdviceCardProps {
  report: DeliveryReport;
  /** The ad format's name, as the advice names it. */
  formatName: string;
  onJump: (target: AdviceTarget) => void;
}

/** The advice sentence, with a way to the setting it asks to change. */
export function DeliveryAdviceCard({ report, formatName, onJump }: DeliveryAdviceCardProps) {
  const { t, i18n } = useTranslation();
  const { advice, requests } = report;
  if (!advice)
    return requests > 0 && report.stages.every((s) => s.dropped === 0) ? (
      <Alert color="green" icon={<IconCircleCheck size={18} />}>
        <Text size="sm">{t('campaigns.delivery.allBid')}</Text>
      </Alert>
    ) : null;

  const locale = i18n.language;
  const money = (usd: number | undefined) => (usd === undefined ? '' : formatMoney(usd, locale));
  const prices =
    advice.stage === 'floor' ? report.floor_price : advice.stage === 'lost' ? report.winning_price : null;
  const text = t(advice.message, {
    // Picks the message's form for a single request (i18next's `_one`).
    count: advice.dropped,
    dropped: new Intl.NumberFormat(locale).format(advice.dropped),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      requests > 0 ? advice.dropped / requests : 0,
    ),
    format: formatName,
    min: money(prices?.min),
    max: money(prices?.max),
    bid: money(advice.bid ?? undefined),
  });
  const target = adviceTarget(advice);
  // An archived campaign shows no editor: there is no section to go to then.
  const reachable = target !== null && document.getElementById(sectionDomId(target.section)) !== null;

  return (
    <Alert color="blue" icon={<IconBulb size={18} />} title={t('campaigns.delivery.adviceTitle')}>
      <Text size="sm">{text}</Text>
      {(reachable || advice.reason === 'no_traffic') && (
        <Group mt="sm" gap="xs">
          {reachable && target && (
            <Button size="xs" rightSection={<IconArrowRight size={14} />} onClick={() => onJump(target)}>
              {t('campaigns.delivery.goTo', { section: t(`campaigns.section.${target.section}`) })}
            </Button>
          )}
          {advice.reason === 'no_traffic' && (
            <Button size="xs" variant="light" component={Link} to={PATHS.sspEndpoints}>
              {t('campaigns.delivery.sspEndpoints')}
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
