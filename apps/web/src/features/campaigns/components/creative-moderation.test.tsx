import { AD_FORMATS, type Creative, PRICING_MODELS } from '@panel/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';
import { COUNTRIES } from '@/testing/countries';
import { renderRoutes } from '@/testing/render';
import { CampaignEditPage } from './campaign-edit-page.tsx';

const creative = (id: number, status: Creative['status'], reject_reason: string | null): Creative => ({
  id,
  campaign_id: 8,
  type: 'url',
  name: `Ad ${id}`,
  click_url: null,
  status,
  reject_reason,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});

const campaign = aCampaign({
  id: 8,
  name: 'Links DE',
  bid: 1.5,
  creatives: [
    creative(81, 'pending', null),
    creative(82, 'rejected', 'The landing page asks for card details.'),
    creative(83, 'active', null),
  ],
});

function stub() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const answers: Record<string, unknown> = {
      'GET /resources/ad_formats': AD_FORMATS,
      'GET /resources/pricing_models': PRICING_MODELS,
      'GET /resources/countries': COUNTRIES,
      'GET /api/v1/groups': { items: [], total: 0 },
      'GET /api/v1/campaigns/8': campaign,
    };
    // Reference lists the test does not look at answer empty.
    return new Response(JSON.stringify({ ext: answers[key] ?? [] }), { status: 200 });
  });
}

describe('moderation in the campaign editor', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each ad’s moderation state, and the reason next to a rejected one', async () => {
    stub();
    renderRoutes([{ path: '/adv/campaigns/edit/:id/', element: <CampaignEditPage /> }], {
      path: '/adv/campaigns/edit/8/',
    });
    const pending = await screen.findByRole('group', { name: 'Ad 1' });
    expect(within(pending).getByText('In moderation')).toBeInTheDocument();
    expect(
      within(pending).getByText(/our team reviews every new or changed ad before it runs/),
    ).toBeInTheDocument();

    const rejected = screen.getByRole('group', { name: 'Ad 2' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Rejected: this ad does not run')).toBeInTheDocument();
    expect(within(rejected).getByText('The landing page asks for card details.')).toBeInTheDocument();
    expect(within(rejected).getByText(/send it back to moderation/)).toBeInTheDocument();

    const approved = screen.getByRole('group', { name: 'Ad 3' });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).queryByText(/moderation/)).not.toBeInTheDocument();
  });
});
