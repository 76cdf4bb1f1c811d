import {
  RULE_METRIC_UNITS,
  RULE_OPERATOR_SYMBOLS,
  type RuleCondition,
  type RuleMetric,
} from '@panel/contract';
import type { TFunction } from 'i18next';
import type { AnyRule } from '../api/rule-api.ts';

const money = (usd: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }).format(usd);

/** A threshold in its metric's unit: "$5.00", "1.5%", "1,000". */
export function metricValue(metric: RuleMetric, value: number, locale: string): string {
  const unit = RULE_METRIC_UNITS[metric];
  if (unit === 'money') return money(value, locale);
  if (unit === 'percent') return `${value.toLocaleString(locale)}%`;
  return value.toLocaleString(locale);
}

/** "Spend > $5.00 and Conversions < 1". */
export function conditionsText(conditions: RuleCondition[], t: TFunction, locale: string): string {
  return conditions
    .map(
      (c) =>
        `${t(`optimization.metric.${c.metric}`)} ${RULE_OPERATOR_SYMBOLS[c.operator]} ${metricValue(c.metric, c.value, locale)}`,
    )
    .join(` ${t('optimization.and')} `);
}

/** What the rule does when its conditions hold: "Exclude for 48 h", "Lower the bid by 20%", "Set the bid to $0.40". */
export function actionText(rule: AnyRule, t: TFunction, locale: string): string {
  const a = rule.action;
  if (a.type === 'exclude')
    return a.duration_hours === null
      ? t('optimization.actionText.excludeForever')
      : t('optimization.actionText.excludeFor', { hours: a.duration_hours });
  const value = a.type === 'set' ? money(a.value, locale) : `${a.value.toLocaleString(locale)}%`;
  return t(`optimization.actionText.${a.type}`, { value });
}
