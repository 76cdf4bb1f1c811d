import { bidRuleBodySchema, type TrafficRule, trafficRuleBodySchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { emptyRuleForm, ruleBodyOf, ruleFormOf, withStatus } from './rule-form-values.ts';

const rule: TrafficRule = {
  id: 4,
  name: 'Zone blocker',
  status: 'active',
  campaign_ids: [7, 9],
  dimension: 'zone',
  window: { unit: 'days', value: 3 },
  min_evidence: { metric: 'spend', value: 2 },
  conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
  conversion_delay_hours: 6,
  action: { type: 'exclude', duration_hours: 48 },
  last_run_at: null,
  actions_taken: 0,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('the rule form', () => {
  it('starts as a rule the schema takes, for both kinds', () => {
    expect(trafficRuleBodySchema.safeParse(ruleBodyOf('traffic', emptyRuleForm('traffic'))).success).toBe(
      false,
    );
    const traffic = { ...emptyRuleForm('traffic'), name: 'Blocker' };
    expect(trafficRuleBodySchema.parse(ruleBodyOf('traffic', traffic)).action).toEqual({
      type: 'exclude',
      duration_hours: null,
    });
    const bid = { ...emptyRuleForm('bid'), name: 'Cut' };
    expect(bidRuleBodySchema.parse(ruleBodyOf('bid', bid)).action).toEqual({
      type: 'decrease_percent',
      value: 20,
      min_bid: null,
      max_bid: null,
    });
  });

  it('gives back the body of a saved rule, and pauses it whole', () => {
    const body = trafficRuleBodySchema.parse(ruleBodyOf('traffic', ruleFormOf(rule)));
    expect(body).toEqual({
      name: 'Zone blocker',
      status: 'active',
      campaign_ids: [7, 9],
      dimension: 'zone',
      window: { unit: 'days', value: 3 },
      min_evidence: { metric: 'spend', value: 2 },
      conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
      conversion_delay_hours: 6,
      action: { type: 'exclude', duration_hours: 48 },
    });
    expect(withStatus('traffic', rule, 'paused')).toMatchObject({ status: 'paused', name: 'Zone blocker' });
  });

  it('sends text typed into a number box for the schema to name, at the form field', () => {
    const form = { ...emptyRuleForm('traffic'), name: 'x' };
    form.conditions = form.conditions.map((c) => ({ ...c, value: 'abc' }));
    const result = trafficRuleBodySchema.safeParse(ruleBodyOf('traffic', form));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['conditions', 0, 'value']);
  });
});
