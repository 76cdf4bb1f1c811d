import type {
  BidActionType,
  BidRule,
  BidRuleBody,
  RuleCondition,
  RuleEvidenceMetric,
  RuleKind,
  RuleMetric,
  RuleOperator,
  RuleStatus,
  RuleWindowUnit,
  TrafficRule,
  TrafficRuleBody,
} from '@panel/contract';

/** A number box holds a number, or the text typed into it ('' when empty). */
type NumberBox = number | string;

export interface ConditionValues {
  /** Identifies the row while conditions are added and removed; never sent. */
  key: string;
  metric: RuleMetric;
  operator: RuleOperator;
  value: NumberBox;
}

/**
 * The editor's form mirrors the rule's body field for field (so the contract's error paths, such
 * as `conditions.1.value`, name the form's own inputs), in the types inputs work in. `action` holds
 * the fields of both kinds; each kind's body takes its own.
 */
export interface RuleFormValues {
  name: string;
  status: RuleStatus;
  campaign_ids: string[];
  dimension: string;
  window: { unit: RuleWindowUnit; value: NumberBox };
  min_evidence: { metric: RuleEvidenceMetric; value: NumberBox };
  conditions: ConditionValues[];
  conversion_delay_hours: NumberBox;
  action: {
    type: 'exclude' | BidActionType;
    /** Traffic rules: for good, or for `duration_hours`. */
    lasts: 'forever' | 'hours';
    duration_hours: NumberBox;
    value: NumberBox;
    min_bid: NumberBox;
    max_bid: NumberBox;
  };
}

let lastKey = 0;
const nextKey = () => `c${++lastKey}`;

export const conditionValues = (c: RuleCondition): ConditionValues => ({ key: nextKey(), ...c });

/**
 * A new rule starts as the rule most advertisers write first: a zone blocker (spent $5 in a week
 * without a conversion), or a bid cut of 20% where a zone's ROI is below zero.
 */
export function emptyRuleForm(kind: RuleKind): RuleFormValues {
  const traffic = kind === 'traffic';
  return {
    name: '',
    status: 'active',
    campaign_ids: [],
    dimension: 'zone',
    window: { unit: 'days', value: 7 },
    min_evidence: traffic ? { metric: 'spend', value: 5 } : { metric: 'impressions', value: 1000 },
    conditions: traffic
      ? [conditionValues({ metric: 'conversions', operator: 'lt', value: 1 })]
      : [conditionValues({ metric: 'roi', operator: 'lt', value: 0 })],
    conversion_delay_hours: traffic ? 0 : 24,
    action: {
      type: traffic ? 'exclude' : 'decrease_percent',
      lasts: 'forever',
      duration_hours: 24,
      value: traffic ? '' : 20,
      min_bid: '',
      max_bid: '',
    },
  };
}

export function ruleFormOf(rule: TrafficRule | BidRule): RuleFormValues {
  const action = rule.action;
  return {
    name: rule.name,
    status: rule.status,
    campaign_ids: rule.campaign_ids.map(String),
    dimension: rule.dimension,
    window: { ...rule.window },
    min_evidence: { ...rule.min_evidence },
    conditions: rule.conditions.map(conditionValues),
    conversion_delay_hours: rule.conversion_delay_hours,
    action:
      action.type === 'exclude'
        ? {
            type: 'exclude',
            lasts: action.duration_hours === null ? 'forever' : 'hours',
            duration_hours: action.duration_hours ?? 24,
            value: '',
            min_bid: '',
            max_bid: '',
          }
        : {
            type: action.type,
            lasts: 'forever',
            duration_hours: 24,
            value: action.value,
            min_bid: action.min_bid ?? '',
            max_bid: action.max_bid ?? '',
          },
  };
}

/** An empty box sends `empty`; text that is not a number is sent as it is, for the schema to name. */
const numberOr = <T>(value: NumberBox, empty: T): number | T =>
  (value === '' ? empty : typeof value === 'number' || Number.isNaN(Number(value)) ? value : Number(value)) as
    | number
    | T;

/** The body of the kind's POST and PUT, checked by the same schema the server applies. */
export function ruleBodyOf(kind: RuleKind, v: RuleFormValues): TrafficRuleBody | BidRuleBody {
  const common = {
    name: v.name,
    status: v.status,
    campaign_ids: v.campaign_ids.map(Number),
    window: { unit: v.window.unit, value: numberOr(v.window.value, undefined as unknown as number) },
    min_evidence: { metric: v.min_evidence.metric, value: numberOr(v.min_evidence.value, 0) },
    conditions: v.conditions.map((c) => ({
      metric: c.metric,
      operator: c.operator,
      value: numberOr(c.value, undefined as unknown as number),
    })),
    conversion_delay_hours: numberOr(v.conversion_delay_hours, 0),
  };
  if (kind === 'traffic')
    return {
      ...common,
      dimension: v.dimension as TrafficRuleBody['dimension'],
      action: {
        type: 'exclude',
        duration_hours:
          v.action.lasts === 'forever'
            ? null
            : numberOr(v.action.duration_hours, undefined as unknown as number),
      },
    };
  return {
    ...common,
    dimension: v.dimension as BidRuleBody['dimension'],
    action: {
      type: v.action.type as BidActionType,
      value: numberOr(v.action.value, undefined as unknown as number),
      min_bid: numberOr(v.action.min_bid, null),
      max_bid: numberOr(v.action.max_bid, null),
    },
  };
}

/** The rule's own body with another status: pausing and resuming from the list is a PUT of the whole rule. */
export const withStatus = (kind: RuleKind, rule: TrafficRule | BidRule, status: RuleStatus) =>
  ruleBodyOf(kind, { ...ruleFormOf(rule), status });
