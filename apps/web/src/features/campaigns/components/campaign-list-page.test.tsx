import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneWidth } from '@/testing/match-media';
import { renderPage } from '@/testing/render';
import { CampaignListPage } from './campaign-list-page.tsx';
import { item, page, stub } from './list-test-server.ts';

describe('CampaignListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the list the address describes and shows money with its currency', async () => {
    const calls = stub({ 'GET /api/v1/campaigns': page([item(1, 'Summer sale')]) });
    renderPage(<CampaignListPage />, {
      path: '/adv/campaigns/list/?status=paused&search=sale&sort=-bid&page=2',
    });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getByRole('link', { name: 'Summer sale' })).toHaveAttribute(
      'href',
      '/adv/campaigns/edit/1/',
    );
    expect(within(table).getByText('$1.20')).toBeInTheDocument();
    expect(within(table).getByText('$150.00')).toBeInTheDocument();
    const list = calls.find((c) => c.key === 'GET /api/v1/campaigns');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      page: '2',
      per_page: '20',
      sort: '-bid',
      status: 'paused',
      search: 'sale',
      with_stats: 'true',
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tz: expect.any(String),
    });
    expect(screen.getByRole('tab', { name: 'Paused' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sale');
  });

  it('shows each campaign’s figures for the period chosen, sortable by them', async () => {
    const stats = {
      spend: 1234.5,
      impressions: 40_000,
      clicks: 120,
      ctr: 0.003,
      conversions: 6,
      cpa: 205.75,
      today_spend: 12,
    };
    const calls = stub({ 'GET /api/v1/campaigns': page([item(1, 'Summer sale', { stats })]) });
    const { router } = renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/?range=this_month' });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const row = within(table).getByRole('row', { name: /Summer sale/ });
    for (const text of ['$1,234.50', '$12.00', '40,000', '120', '0.3%', '$205.75'])
      expect(row).toHaveTextContent(text);
    expect(screen.getByRole('combobox', { name: 'Figures for' })).toHaveValue('This month');
    await userEvent.click(within(table).getByRole('button', { name: /^CPA/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=cpa'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.key === 'GET /api/v1/campaigns')
          .at(-1)
          ?.url.searchParams.get('sort'),
      ).toBe('cpa'),
    );
    const asked = calls.filter((c) => c.key === 'GET /api/v1/campaigns').at(-1)?.url.searchParams;
    expect(asked?.get('from')?.slice(8)).toBe('01');
  });

  it('says what to do when there is no campaign yet', async () => {
    stub({ 'GET /api/v1/campaigns': page([]) });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create campaign' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/adv/campaigns/create/',
      '/adv/campaigns/create/',
    ]);
  });

  it('offers to clear the filters when nothing matches them', async () => {
    stub({ 'GET /api/v1/campaigns': page([]) });
    const { router } = renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/?search=nothing' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('stops the selected campaigns at once and says how many changed', async () => {
    const calls = stub({
      'GET /api/v1/campaigns': page([item(1, 'One'), item(2, 'Two'), item(3, 'Three', { status: 'draft' })]),
      'PUT /api/v1/campaigns/status': {
        body: {
          ext: {
            results: [
              { id: 1, result: 'changed', status: 'paused', message: null },
              {
                id: 3,
                result: 'skipped',
                status: 'draft',
                message: 'A campaign can be stopped only when it is active.',
              },
            ],
            changed: 1,
            skipped: 1,
            not_found: 0,
          },
        },
      },
    });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Select One' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Three' }));
    const bar = screen.getByRole('region', { name: 'Selected campaigns' });
    expect(bar).toHaveTextContent('2 campaigns selected');
    await u.click(within(bar).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('1 campaign paused')).toBeInTheDocument();
    expect(
      screen.getByText(/1 left as it was\. A campaign can be stopped only when it is active\./),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/v1/campaigns/status')?.body).toEqual({
      ids: [1, 3],
      action: 'stop',
    });
  });

  it('archives only after the user confirms', async () => {
    const calls = stub({
      'GET /api/v1/campaigns': page([item(1, 'One')]),
      'PUT /api/v1/campaigns/1/status/archive': {
        status: 404,
        body: { error: true, code: 'NOT_FOUND', message: 'Not found.' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Actions for One' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this campaign?' });
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/v1/campaigns/1/status/archive')).toBe(true);
  });

  it('asks before starting a campaign with no budget, and marks an active one without an approved ad', async () => {
    const calls = stub({
      'GET /api/v1/campaigns': page([
        item(1, 'Open-ended', { status: 'paused', budget: { daily: null, total: null, pacing: 'asap' } }),
        item(2, 'Adless', { active_creatives_count: 0 }),
        item(3, 'Fine'),
      ]),
      'PUT /api/v1/campaigns/1/status/start': {
        status: 404,
        body: { error: true, code: 'NOT_FOUND', message: 'Not found.' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getByRole('row', { name: /Adless/ })).toHaveTextContent('No approved ad');
    expect(within(table).getByRole('row', { name: /Fine/ })).not.toHaveTextContent('No approved ad');
    const u = userEvent.setup();
    await u.click(within(table).getByRole('switch', { name: /Open-ended/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Start without a budget?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await u.click(within(table).getByRole('switch', { name: /Open-ended/ }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'PUT /api/v1/campaigns/1/status/start')).toBe(true),
    );
  });

  it('shows a card per campaign at phone width: status, name, spend and actions', async () => {
    vi.stubGlobal('matchMedia', phoneWidth);
    const stats = {
      spend: 88.504769,
      impressions: 1,
      clicks: 0,
      ctr: 0,
      conversions: 0,
      cpa: null,
      today_spend: 3.998541,
    };
    stub({ 'GET /api/v1/campaigns': page([item(1, 'Summer sale', { stats })]) });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    expect(screen.queryByRole('table', { name: 'Campaigns' })).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Summer sale' })).toHaveAttribute(
      'href',
      '/adv/campaigns/edit/1/',
    );
    expect(card).toHaveTextContent('Active');
    // Spend is kept to the micro-dollar; a list reads it in cents.
    expect(card).toHaveTextContent('$88.50 spent in the period · $4.00 today');
    expect(within(card).getByRole('switch', { name: 'Run Summer sale' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Actions for Summer sale' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stub({
      'GET /api/v1/campaigns': () => (fail ? { status: 500, body: {} } : page([item(1, 'Back again')])),
    });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});
