import type { RuleAction } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';
import { COUNTRIES } from '@/testing/countries';
import { renderPage } from '@/testing/render';
import { OptimizationLogButton } from './optimization-log-button.tsx';

const bidAction: RuleAction = {
  id: 8,
  round_id: 2,
  rule_id: null,
  rule_kind: 'bid',
  rule_name: 'ROI cut',
  campaign_id: 42,
  campaign_name: 'Pops DE',
  dimension: 'country',
  item: 'DE',
  figures: {
    spend: 40,
    impressions: 10_000,
    clicks: 80,
    conversions: 2,
    payout: 10,
    ctr: 0.8,
    cr: 2.5,
    cpa: 20,
    ecpm: 4,
    roi: -75,
  },
  list_mode: null,
  bid_before: 0.5,
  bid_after: 0.4,
  expires_at: null,
  undone_at: null,
  undone_by: null,
  created_at: '2026-11-20T10:05:00Z',
};

describe('the campaign’s optimization log', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens beside the editor with what the rules did to this campaign, and undoes a bid change', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(key);
      const bodies: Record<string, unknown> = {
        'GET /api/v1/campaigns/42/optimization_actions': { items: [bidAction], total: 1 },
        'GET /resources/countries': COUNTRIES,
        'GET /resources/os': [],
        'GET /resources/browsers': [],
        'POST /api/v1/optimization_actions/8/undo': { undone: 1, actions: [] },
      };
      if (!(key in bodies)) throw new TypeError(`No stubbed answer for ${key}`);
      return new Response(JSON.stringify({ ext: bodies[key] }), { status: 200 });
    });
    renderPage(<OptimizationLogButton campaign={aCampaign({ id: 42, name: 'Pops DE' })} />);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Optimization log' }));
    const drawer = await screen.findByRole('dialog', { name: 'What the rules did to “Pops DE”' });
    const row = await within(drawer).findByRole('row', { name: /ROI cut/ });
    expect(row).toHaveTextContent('Bid $0.50 → $0.40');
    expect(row).toHaveTextContent('ROI -75.0%');
    await waitFor(() => expect(row).toHaveTextContent('Germany'));
    await userEvent.click(within(row).getByRole('button', { name: 'Undo the action on Germany' }));
    expect(await screen.findByText('1 action undone')).toBeInTheDocument();
    expect(calls).toContain('POST /api/v1/optimization_actions/8/undo');
  });
});
