import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { emptyCampaignValues } from '../utils/campaign-values.ts';
import { CampaignCreatePage } from './campaign-create-page.tsx';
import { REACH_ESTIMATE as ESTIMATE, REACH_PATH, reachBodies, stub } from './editor-test-server.ts';
import { reachBodyJson } from './reach-estimate.tsx';

// Issue 18, point 9: a reach estimate and a bid range beside the targeting.
describe('the campaign editor’s reach estimate', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the form’s format and targeting, and shows requests a day, the share, what is not counted and a bid range', async () => {
    stub({ body: {} });
    const u = userEvent.setup();
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    // No format, no estimate: nothing is asked.
    expect(within(summary).queryByRole('region', { name: 'Estimated reach' })).toBeNull();
    await u.click(await screen.findByRole('combobox', { name: /^Ad format/ }));
    await u.click(await screen.findByRole('option', { name: 'Popunder' }));

    const reach = await within(summary).findByRole('region', { name: 'Estimated reach' });
    await within(reach).findByText('≈ 12,150 requests a day', {}, { timeout: 5_000 });
    expect(reach).toHaveTextContent(
      '27% of the 45,000 Popunder requests a day your campaigns could buy over the last 7 days.',
    );
    expect(reach).toHaveTextContent('Not counted, so the figure is an upper bound: cities, OS versions.');
    expect(within(reach).getByTestId('reach-bid')).toHaveTextContent('$0.50 – $1.25 CPM');
    const [body] = reachBodies();
    expect(body).toMatchObject({
      ad_format: 'popunder',
      pricing_model: 'cpm',
      schedule: null,
      time_zone: expect.any(String),
    });
    expect(body?.targeting).toMatchObject({ countries: { mode: 'include', values: [] } });
  });

  it('says when there is no traffic to estimate from, and when the estimate failed', async () => {
    stub(
      { body: {} },
      {
        [`POST ${REACH_PATH}`]: {
          body: {
            ext: { ...ESTIMATE, format_requests_per_day: 0, requests_per_day: 0, not_counted: [], bid: null },
          },
        },
      },
    );
    const u = userEvent.setup();
    const { unmount } = renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    await u.click(await screen.findByRole('combobox', { name: /^Ad format/ }));
    await u.click(await screen.findByRole('option', { name: 'Native' }));
    const reach = await screen.findByRole('region', { name: 'Estimated reach' });
    await within(reach).findByText(/No Native requests came in/, {}, { timeout: 5_000 });
    expect(within(reach).getByTestId('reach-bid')).toHaveTextContent('Too few floors to suggest one');
    unmount();
    vi.unstubAllGlobals();

    stub({ body: {} }, { [`POST ${REACH_PATH}`]: { status: 500, body: {} } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    await u.click(await screen.findByRole('combobox', { name: /^Ad format/ }));
    await u.click(await screen.findByRole('option', { name: 'Popunder' }));
    await waitFor(
      () => expect(screen.getByText('The reach estimate is not available right now.')).toBeVisible(),
      {
        timeout: 5_000,
      },
    );
  });

  it('sends the targeting and the schedule as a save would, and nothing while the targeting is incomplete', () => {
    const values = { ...emptyCampaignValues('Europe/Berlin'), ad_format: 'popunder', pricing_model: 'cpc' };
    const withCountries = {
      ...values,
      targeting: { ...values.targeting, countries: { mode: 'exclude' as const, values: ['RU'] } },
    };
    expect(JSON.parse(reachBodyJson(withCountries) ?? 'null')).toMatchObject({
      ad_format: 'popunder',
      pricing_model: 'cpc',
      time_zone: 'Europe/Berlin',
      targeting: { countries: { mode: 'exclude', values: ['RU'] } },
    });
    // A pricing model not chosen yet: the estimate's bid is per thousand.
    expect(JSON.parse(reachBodyJson({ ...values, pricing_model: '' }) ?? 'null')).toMatchObject({
      pricing_model: 'cpm',
    });
    expect(reachBodyJson({ ...values, ad_format: '' })).toBeNull();
    const halfTyped = {
      ...values,
      targeting: { ...values.targeting, ip_ranges: { mode: 'include' as const, values: ['10.0.'] } },
    };
    expect(reachBodyJson(halfTyped)).toBeNull();
  });
});
