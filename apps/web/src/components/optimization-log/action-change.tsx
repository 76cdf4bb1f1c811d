import { Text } from '@mantine/core';
import type { RuleAction, RuleFigures } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates/format-date-time';

const money = (usd: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }).format(usd);

/** The figures that made the rule act, short: spend, impressions, conversions and, with a payout, ROI. */
export function FiguresText({ figures }: { figures: RuleFigures }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Text size="xs">
      {t('optimizationLog.figures', {
        spend: money(figures.spend, i18n.language),
        impressions: count(figures.impressions),
        clicks: count(figures.clicks),
        conversions: count(figures.conversions),
      })}
      {figures.roi !== null && ` · ${t('optimizationLog.roi', { roi: figures.roi.toFixed(1) })}`}
    </Text>
  );
}

/** What the action changed: the list it edited, or the bid before and after. */
export function ActionChange({ action }: { action: RuleAction }) {
  const { t, i18n } = useTranslation();
  if (action.list_mode !== null)
    return (
      <Text size="sm">
        {t(
          action.list_mode === 'exclude'
            ? 'optimizationLog.change.excluded'
            : 'optimizationLog.change.unincluded',
        )}
      </Text>
    );
  return (
    <Text size="sm">
      {t('optimizationLog.change.bid', {
        before:
          action.bid_before === null
            ? t('optimizationLog.campaignBid')
            : money(action.bid_before, i18n.language),
        after: action.bid_after === null ? '—' : money(action.bid_after, i18n.language),
      })}
    </Text>
  );
}

/** Whether the action still holds: undone (by whom), timed out, or in force until when. */
export function ActionState({ action }: { action: RuleAction }) {
  const { t, i18n } = useTranslation();
  if (action.undone_at !== null)
    return (
      <Text size="xs" c="dimmed">
        {t(`optimizationLog.undoneBy.${action.undone_by ?? 'user'}`, {
          at: formatDateTime(action.undone_at, i18n.language),
        })}
      </Text>
    );
  return (
    <Text size="xs" c="green">
      {action.expires_at === null
        ? t('optimizationLog.inForce')
        : t('optimizationLog.until', { at: formatDateTime(action.expires_at, i18n.language) })}
    </Text>
  );
}
