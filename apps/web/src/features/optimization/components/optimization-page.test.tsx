import type { BidRule, DryRunResult, RuleAction, TrafficRule } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { BidOptimizationPage, TrafficOptimizationPage } from './optimization-page.tsx';

const charts = vi.hoisted(
  () => new Map<string, { keys: readonly string[]; series: { values: unknown[] }[] }>(),
);
vi.mock('@/lib/charts/time-series-chart', () => ({
  TimeSeriesChart: (props: { label: string; keys: readonly string[]; series: { values: unknown[] }[] }) => {
    charts.set(props.label, props);
    return <div role="img" aria-label={props.label} />;
  },
}));

const BASE = '/api/v1/traffic_optimization_rules';

const trafficRule = (id: number, name: string, extra: Partial<TrafficRule> = {}): TrafficRule => ({
  id,
  name,
  status: 'active',
  campaign_ids: [],
  dimension: 'zone',
  window: { unit: 'days', value: 7 },
  min_evidence: { metric: 'spend', value: 5 },
  conditions: [
    { metric: 'spend', operator: 'gt', value: 5 },
    { metric: 'conversions', operator: 'lt', value: 1 },
  ],
  conversion_delay_hours: 0,
  action: { type: 'exclude', duration_hours: null },
  last_run_at: null,
  actions_taken: 0,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  ...extra,
});

const action = (id: number, roundId: number, extra: Partial<RuleAction> = {}): RuleAction => ({
  id,
  round_id: roundId,
  rule_id: 3,
  rule_kind: 'traffic',
  rule_name: 'Zone blocker',
  campaign_id: 11,
  campaign_name: 'Pops DE',
  dimension: 'zone',
  item: String(1000 + id),
  figures: {
    spend: 12.5,
    impressions: 4000,
    clicks: 30,
    conversions: 0,
    payout: 0,
    ctr: 0.75,
    cr: 0,
    cpa: null,
    ecpm: 3.125,
    roi: null,
  },
  list_mode: 'exclude',
  bid_before: null,
  bid_after: null,
  expires_at: null,
  undone_at: null,
  undone_by: null,
  created_at: '2026-11-20T10:05:00Z',
  ...extra,
});

type Answer = { status?: number; body: unknown };
type Call = { key: string; url: URL; body: unknown };

/** Answers by "METHOD path" (a function sees the call); records every call. */
function stub(answers: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  const base: Record<string, Answer> = {
    'GET /api/v1/campaigns': {
      body: {
        ext: {
          items: [
            { id: 11, name: 'Pops DE', status: 'active' },
            { id: 12, name: 'Push FR', status: 'active' },
          ],
          total: 2,
        },
      },
    },
    'GET /resources/countries': { body: { ext: [] } },
    'GET /resources/os': { body: { ext: [] } },
    'GET /resources/browsers': { body: { ext: [] } },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      key: `${init?.method ?? 'GET'} ${url.pathname}`,
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const found = answers[call.key] ?? base[call.key];
    if (!found) throw new TypeError(`No stubbed answer for ${call.key}`);
    const answer = typeof found === 'function' ? found(call) : found;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  });
  return calls;
}

const list = (items: unknown[]) => ({ body: { ext: { items, total: items.length } } });

describe('the optimization pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    charts.clear();
  });

  it('lists rules with their status, scope, rule, last run and actions taken, as the address asks', async () => {
    const calls = stub({
      [`GET ${BASE}`]: list([
        trafficRule(3, 'Zone blocker', {
          campaign_ids: [11, 12, 13],
          last_run_at: '2026-11-20T10:05:00Z',
          actions_taken: 4,
        }),
        trafficRule(4, 'Paused one', { status: 'paused', action: { type: 'exclude', duration_hours: 48 } }),
      ]),
    });
    renderPage(<TrafficOptimizationPage />, {
      path: '/adv/campaigns/traffic-optimization/?status=active&search=zone&page=2',
    });
    const table = await screen.findByRole('table', { name: 'Traffic optimization rules' });
    const row = within(table).getByRole('row', { name: /Zone blocker/ });
    expect(row).toHaveTextContent('Active');
    await waitFor(() => expect(row).toHaveTextContent('Pops DE, Push FR and 1 more'));
    expect(row).toHaveTextContent('Zone: Spend > $5.00 and Conversions < 1, over 7 days');
    expect(row).toHaveTextContent('Exclude for good');
    expect(row).toHaveTextContent('4');
    const paused = within(table).getByRole('row', { name: /Paused one/ });
    expect(paused).toHaveTextContent('All campaigns');
    expect(paused).toHaveTextContent('Not yet');
    expect(paused).toHaveTextContent('Exclude for 48 h');
    const query = calls.find((c) => c.key === `GET ${BASE}`)?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      per_page: '20',
      status: 'active',
      search: 'zone',
    });
  });

  it('pauses a rule by sending it whole, and deletes only after asking', async () => {
    const rule = trafficRule(3, 'Zone blocker', { campaign_ids: [11] });
    const calls = stub({
      [`GET ${BASE}`]: list([rule]),
      [`PUT ${BASE}/3`]: { body: { ext: { ...rule, status: 'paused' } } },
      [`DELETE ${BASE}/3`]: { status: 204, body: null },
    });
    renderPage(<TrafficOptimizationPage />, { path: '/adv/campaigns/traffic-optimization/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Zone blocker' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('Rule “Zone blocker” is paused')).toBeInTheDocument();
    expect(calls.find((c) => c.key === `PUT ${BASE}/3`)?.body).toEqual({
      name: 'Zone blocker',
      status: 'paused',
      campaign_ids: [11],
      dimension: 'zone',
      window: { unit: 'days', value: 7 },
      min_evidence: { metric: 'spend', value: 5 },
      conditions: rule.conditions,
      conversion_delay_hours: 0,
      action: { type: 'exclude', duration_hours: null },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Zone blocker' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(calls.some((c) => c.key === `DELETE ${BASE}/3`)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rule “Zone blocker” deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `DELETE ${BASE}/3`)).toBe(true);
  });

  it('builds a rule with the condition builder, checks it with the schema, and dry-runs it before saving', async () => {
    const result: DryRunResult = {
      rule_kind: 'traffic',
      from: '2026-11-10',
      to: '2026-11-24',
      items: [
        {
          campaign_id: 11,
          campaign_name: 'Pops DE',
          dimension: 'zone',
          item: '1042',
          acted_at: '2026-11-12T08:00:00Z',
          figures: action(1, 1).figures,
          spend_after: 31.5,
          conversions_after: 0,
          payout_after: 0,
          bid_before: null,
          bid_after: null,
          estimated_spend_after: 0,
          estimated_conversions_after: 0,
        },
      ],
      total_items: 1,
      totals: {
        spend_after: 31.5,
        estimated_spend_after: 0,
        conversions_after: 0,
        estimated_conversions_after: 0,
        spend_saved: 31.5,
      },
      series: [
        { date: '2026-11-12', actions: 1, spend_saved: 20 },
        { date: '2026-11-13', actions: 0, spend_saved: 11.5 },
      ],
    };
    const calls = stub({
      [`GET ${BASE}`]: list([]),
      [`POST ${BASE}/dry_run`]: { body: { ext: result } },
      [`POST ${BASE}`]: (call) => ({
        status: 201,
        body: { ext: trafficRule(9, (call.body as { name: string }).name) },
      }),
    });
    renderPage(<TrafficOptimizationPage />, { path: '/adv/campaigns/traffic-optimization/' });
    expect(await screen.findByText('No rules yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New rule' }));
    const drawer = await screen.findByRole('dialog', { name: 'New traffic rule' });

    // The empty name is refused before anything is sent.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create rule' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `POST ${BASE}`)).toBe(false);

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Zone blocker');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add a condition' }));
    const value = within(drawer).getByRole('textbox', { name: 'Value of condition 2' });
    await userEvent.clear(value);
    await userEvent.type(value, '5');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'For a time' }));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Run a dry run' }));
    expect(
      await within(drawer).findByText('From 2026-11-10 to 2026-11-24 the rule would have acted on 1 item.'),
    ).toBeInTheDocument();
    const items = within(drawer).getByRole('table', { name: 'Items the rule would have acted on' });
    expect(within(items).getByRole('row', { name: /Zone #1042/ })).toHaveTextContent('$31.50');
    expect(charts.get('Spend saved and actions by day')?.keys).toEqual(['2026-11-12', '2026-11-13']);
    const tried = calls.find((c) => c.key === `POST ${BASE}/dry_run`)?.body as {
      days: number;
      rule: unknown;
    };
    expect(tried.days).toBe(14);
    expect(tried.rule).toMatchObject({
      name: 'Zone blocker',
      conditions: [
        { metric: 'conversions', operator: 'lt', value: 1 },
        { metric: 'spend', operator: 'gt', value: 5 },
      ],
      action: { type: 'exclude', duration_hours: 24 },
    });

    // The dry run follows the form: a longer exclusion is tried again.
    const hours = within(drawer).getByRole('textbox', { name: 'Exclude for' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '72');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.key === `POST ${BASE}/dry_run` &&
            (c.body as { rule: { action: { duration_hours: number } } }).rule.action.duration_hours === 72,
        ),
      ).toBe(true),
    );

    await userEvent.click(within(drawer).getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Rule “Zone blocker” created')).toBeInTheDocument();
    expect(calls.find((c) => c.key === `POST ${BASE}`)?.body).toMatchObject({
      name: 'Zone blocker',
      status: 'active',
      campaign_ids: [],
      action: { type: 'exclude', duration_hours: 72 },
    });
  });

  it('shows a saved rule’s log from the address, and undoes one action or a whole run', async () => {
    const rule = trafficRule(3, 'Zone blocker', { actions_taken: 2 });
    const undone = { ...action(1, 5), undone_at: '2026-11-24T09:00:00Z', undone_by: 'user' as const };
    const calls = stub({
      [`GET ${BASE}`]: list([rule]),
      [`GET ${BASE}/3`]: { body: { ext: rule } },
      [`GET ${BASE}/3/actions`]: list([action(1, 5), action(2, 5, { expires_at: '2026-11-25T10:05:00Z' })]),
      'POST /api/v1/optimization_actions/1/undo': { body: { ext: { undone: 1, actions: [undone] } } },
      'POST /api/v1/optimization_rounds/5/undo': { body: { ext: { undone: 1, actions: [] } } },
    });
    renderPage(<TrafficOptimizationPage />, { path: '/adv/campaigns/traffic-optimization/?rule=3' });
    const drawer = await screen.findByRole('dialog', { name: 'Rule “Zone blocker”' });
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('Zone blocker'),
    );
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Log (2 actions)' }));
    const log = await within(drawer).findByRole('table', { name: 'Optimization log' });
    const first = within(log).getByRole('row', { name: /Zone #1001/ });
    expect(first).toHaveTextContent('Pops DE');
    expect(first).toHaveTextContent('$12.50 spent');
    expect(first).toHaveTextContent('Added to the exclude list');
    expect(within(log).getByRole('row', { name: /Zone #1002/ })).toHaveTextContent('Until');

    await userEvent.click(within(first).getByRole('button', { name: 'Undo the action on Zone #1001' }));
    expect(await screen.findByText('1 action undone')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/v1/optimization_actions/1/undo')).toBe(true);

    await userEvent.click(within(log).getByRole('button', { name: 'Undo run #5' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo this whole run?' });
    expect(calls.some((c) => c.key === 'POST /api/v1/optimization_rounds/5/undo')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Undo the run' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/v1/optimization_rounds/5/undo')).toBe(true),
    );
  });

  it('edits a bid rule: its action within a floor and a ceiling, with the server’s field errors on the fields', async () => {
    const rule: BidRule = {
      ...trafficRule(6, 'ROI cut'),
      dimension: 'country',
      conditions: [{ metric: 'roi', operator: 'lt', value: 0 }],
      action: { type: 'decrease_percent', value: 20, min_bid: 0.1, max_bid: null },
    };
    const calls = stub({
      'GET /api/v1/bid_optimization/rules': list([rule]),
      'GET /api/v1/bid_optimization/rules/6': { body: { ext: rule } },
      'PUT /api/v1/bid_optimization/rules/6': {
        status: 400,
        body: {
          error: true,
          message: 'Some fields need your attention.',
          code: 'VALIDATION_ERROR',
          fields: { 'campaign_ids.0': 'Choose among your campaigns' },
        },
      },
    });
    renderPage(<BidOptimizationPage />, { path: '/adv/campaigns/bid-optimization/?rule=6' });
    const drawer = await screen.findByRole('dialog', { name: 'Rule “ROI cut”' });
    const percent = await within(drawer).findByRole('textbox', { name: 'By' });
    expect(percent).toHaveValue('20%');
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(drawer).findByText(
        'Enter a percentage from 1 to 99 to lower, 1 to 1,000 to raise, or a bid to set',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/v1/bid_optimization/rules/6')).toBe(false);

    await userEvent.clear(percent);
    await userEvent.type(percent, '30');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save rule' }));
    expect(await within(drawer).findByText('Choose among your campaigns')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/v1/bid_optimization/rules/6')?.body).toMatchObject({
      dimension: 'country',
      action: { type: 'decrease_percent', value: 30, min_bid: 0.1, max_bid: null },
    });
  });
});
