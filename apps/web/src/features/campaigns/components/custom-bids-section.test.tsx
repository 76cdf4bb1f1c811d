import { AD_FORMATS, PRICING_MODELS } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';
import { COUNTRIES } from '@/testing/countries';
import { renderRoutes } from '@/testing/render';
import { CampaignEditPage } from './campaign-edit-page.tsx';

const campaign = aCampaign({
  id: 7,
  name: 'Pops UK',
  status: 'paused',
  bid: 1.5,
  bid_by_country: [{ country: 'GB', bid: 2.5 }],
  bid_by_zone: [{ zone_id: '123', bid: 0.8 }],
  creatives: [
    {
      id: 70,
      campaign_id: 7,
      type: 'url',
      name: 'Ad 1',
      click_url: null,
      status: 'active',
      reject_reason: null,
      created_at: '2026-03-01T10:00:00Z',
      updated_at: '2026-03-01T10:00:00Z',
    },
  ],
});

/** Answers the edit page's calls; a PUT is kept and answered with the campaign as sent. */
function stub(shown: typeof campaign = campaign) {
  const put: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answers: Record<string, unknown> = {
      'GET /resources/ad_formats': AD_FORMATS,
      'GET /resources/pricing_models': PRICING_MODELS,
      'GET /resources/countries': COUNTRIES,
      'GET /api/v1/groups': { items: [], total: 0 },
      'GET /api/v1/campaigns/7': shown,
    };
    if (key === 'PUT /api/v1/campaigns/7') {
      const body = JSON.parse(String(init?.body));
      put.push(body);
      answers[key] = { ...campaign, ...body, creatives: campaign.creatives };
    }
    // Reference lists the test does not look at answer empty.
    return new Response(JSON.stringify({ ext: answers[key] ?? [] }), { status: 200 });
  });
  return put;
}

function renderEditor() {
  renderRoutes([{ path: '/adv/campaigns/edit/:id/', element: <CampaignEditPage /> }], {
    path: '/adv/campaigns/edit/7/',
  });
}

const bidsSection = () => screen.getByRole('region', { name: 'Custom bids' });
const summary = () => screen.getByRole('complementary', { name: 'Summary' });

// The whole editor renders in jsdom, which is slow at it: typing takes seconds here.
describe('custom bids in the campaign editor', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the saved bids, counts them, and saves the rows as they stand', async () => {
    const put = stub();
    renderEditor();
    const u = userEvent.setup();
    const country = await screen.findByRole('group', { name: 'Country bid 1' });
    await waitFor(() =>
      expect(within(country).getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom'),
    );
    expect(within(country).getByRole('textbox', { name: 'Custom bid' })).toHaveValue('2.5');
    const zone = screen.getByRole('group', { name: 'Zone bid 1' });
    expect(within(zone).getByRole('textbox', { name: 'Zone ID' })).toHaveValue('123');
    expect(bidsSection()).toHaveTextContent('Traffic without a custom bid gets the campaign bid: $1.50 CPM.');
    expect(summary()).toHaveTextContent('2 bids: 1 country, 1 zone');
    expect(summary()).not.toHaveTextContent('Unsaved changes');

    await u.click(screen.getByRole('button', { name: 'Remove zone bid 1' }));
    expect(screen.queryByRole('group', { name: 'Zone bid 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a zone bid' })).toHaveFocus();
    // The leave guard and the summary count a changed list as an unsaved change.
    expect(summary()).toHaveTextContent('1 bid: 1 country');
    expect(summary()).toHaveTextContent('Unsaved changes');

    await u.click(screen.getByRole('button', { name: 'Add a site bid' }));
    const site = screen.getByRole('group', { name: 'Site bid 1' });
    const siteId = within(site).getByRole('textbox', { name: 'Site ID' });
    await waitFor(() => expect(siteId).toHaveFocus());
    expect(within(site).getByRole('textbox', { name: 'Custom bid' })).toHaveAttribute('placeholder', '1.5');
    await u.type(siteId, 'example.com');
    await u.type(within(site).getByRole('textbox', { name: 'Custom bid' }), '3');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The campaign has been saved.')).toBeInTheDocument();
    expect(put).toEqual([
      expect.objectContaining({
        bid_by_country: [{ country: 'GB', bid: 2.5 }],
        bid_by_site: [{ site_id: 'example.com', bid: 3 }],
        bid_by_zone: [],
      }),
    ]);
    await waitFor(() => expect(summary()).not.toHaveTextContent('Unsaved changes'));
    expect(summary()).toHaveTextContent('2 bids: 1 country, 1 site');
  });

  it('holds every row to the contract before saving, and offers no country twice', async () => {
    const put = stub();
    renderEditor();
    const u = userEvent.setup();
    await screen.findByRole('group', { name: 'Country bid 1' });

    await u.click(screen.getByRole('button', { name: 'Add a country bid' }));
    const second = screen.getByRole('group', { name: 'Country bid 2' });
    await u.click(within(second).getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: /Germany/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /United Kingdom/ })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
    // A bid beyond the contract's limits is brought back within them, as the campaign's bid is.
    const bid = within(second).getByRole('textbox', { name: 'Custom bid' });
    await u.type(bid, '2000');
    await u.tab();
    expect(bid).toHaveValue('1000');
    await u.clear(bid);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Some fields need your attention before saving.')).toBeInTheDocument();
    expect(within(second).getByText('Choose a country from the list')).toBeInTheDocument();
    expect(within(second).getByText('Enter a bid from 0.001 to 1000 USD')).toBeInTheDocument();
    expect(put).toEqual([]);
  });

  it('offers a country bid only where the campaign buys', async () => {
    stub({
      ...campaign,
      targeting: { ...campaign.targeting, countries: { mode: 'include', values: ['GB', 'DE'] } },
    });
    renderEditor();
    const u = userEvent.setup();
    await screen.findByRole('group', { name: 'Country bid 1' });
    await u.click(screen.getByRole('button', { name: 'Add a country bid' }));
    const second = screen.getByRole('group', { name: 'Country bid 2' });
    await u.click(within(second).getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: /Germany/ })).toBeInTheDocument();
    // Canada is not targeted; the United Kingdom has its bid in row 1.
    expect(screen.queryByRole('option', { name: /Canada/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /United Kingdom/ })).not.toBeInTheDocument();
  });
});
