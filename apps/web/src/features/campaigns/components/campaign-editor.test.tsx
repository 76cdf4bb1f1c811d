import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';
import { renderPage } from '@/testing/render';
import { CampaignCreatePage } from './campaign-create-page.tsx';
import { fillDirectLink, stub, text } from './editor-test-server.ts';

// The whole editor renders in jsdom, which is slow at it: typing takes seconds here.
describe('the campaign editor', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the contract rules before sending anything', async () => {
    const posted = stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Some fields need your attention before saving.')).toBeInTheDocument();
    expect(text('Campaign name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose an ad format from the list')).toBeInTheDocument();
    expect(screen.getByText('Enter a bid from 0.001 to 1000 USD')).toBeInTheDocument();
    expect(posted).toEqual([]);
    // The count of errors shows below the button, so its appearing never moves the button.
    const count = screen.getByText(/^\d+ fields need your attention\.$/);
    const save = screen.getByRole('button', { name: 'Create campaign' });
    expect(save.compareDocumentPosition(count) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('starts the ads of the chosen format and inserts a macro where the caret is', async () => {
    stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await fillDirectLink(u);
    expect(screen.getByRole('group', { name: 'Ad 1' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Insert a macro' }));
    await u.click(await screen.findByRole('menuitem', { name: /\{zone_id\}/ }));
    expect(text('Destination URL')).toHaveValue('https://offer.example.com/{zone_id}');
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(summary).toHaveTextContent('Direct DE');
    expect(summary).toHaveTextContent('offer.example.com');
    expect(summary).toHaveTextContent('1 ad');
  });

  it('sends the campaign and puts the server’s field errors on the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const posted = stub({
      status: 400,
      body: {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Some fields need your attention.',
        fields: {
          name: 'You already have a campaign like this',
          'targeting.countries.values.0': 'Choose a country from the list',
        },
      },
    });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await fillDirectLink(u);
    await u.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('You already have a campaign like this')).toBeInTheDocument();
    expect(screen.getByText('Choose a country from the list')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        name: 'Direct DE',
        ad_format: 'direct link',
        pricing_model: 'cpm',
        bid: 2.5,
        destination_url: 'https://offer.example.com/',
        creatives: [{ name: 'Ad 1', type: 'url', click_url: null }],
      }),
    ]);
  });

  it('picks the country typed on Enter and saves only on the button or Ctrl+S', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const posted = stub({
      status: 400,
      body: { error: true, code: 'VALIDATION_ERROR', message: 'Check it.', fields: { name: 'Taken' } },
    });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await fillDirectLink(u);
    await u.type(screen.getByRole('combobox', { name: /^Countries/ }), 'Germ{Enter}');
    await u.type(text('Campaign name'), '{Enter}');
    expect(posted).toEqual([]);
    await u.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ targeting: { countries: { mode: 'include', values: ['DE'] } } });
  });

  it('warns when a CPM bid is far above the floors SSPs asked for the format this week', async () => {
    const floor = (ssp: number, requests: number, p90: number) => ({
      ssp,
      ssp_name: `SSP ${ssp}`,
      ad_format: 'direct link',
      ad_format_name: 'Direct link',
      requests,
      min: 0.1,
      median: p90 / 2,
      p90,
      max: p90 * 2,
    });
    const calls: string[] = [];
    stub(
      { body: {} },
      {
        'GET /api/v1/statistics/bid_floors': {
          body: {
            ext: {
              from: '2026-11-18',
              to: '2026-11-24',
              tz: 'UTC',
              rows: [floor(1, 5000, 0.5), floor(2, 20, 9)],
            },
          },
        },
      },
    );
    const fetched = vi.mocked(globalThis.fetch);
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await fillDirectLink(u);
    // $2.50 against a p90 of $0.50 (the SSP with 20 requests says too little to count).
    expect(await screen.findByText(/A bid of \$2\.50 is 5\.0× the floors/)).toBeInTheDocument();
    for (const [input] of fetched.mock.calls) calls.push(String(input));
    expect(calls.find((c) => c.includes('bid_floors'))).toContain('ad_format=direct+link');
    await u.clear(text('Bid'));
    await u.type(text('Bid'), '1.2');
    await waitFor(() => expect(screen.queryByText(/is .*× the floors/)).toBeNull());
  });

  it('opens the new campaign in the editor once it is created, without asking to leave', async () => {
    const campaign = aCampaign();
    stub({ status: 201, body: { ext: campaign } });
    const { router } = renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await fillDirectLink(u);
    await u.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adv/campaigns/edit/42/'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Campaign “Direct DE” created as a draft/)).toBeInTheDocument();
  });
});
