import { AD_FORMATS, DELIVERY_DROP_STAGES, type DeliveryReport, PRICING_MODELS } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';
import { renderPage, renderRoutes } from '@/testing/render';
import { DELIVERY_REFRESH_MS } from '../api/get-campaign-delivery.ts';
import { CampaignEditPage } from './campaign-edit-page.tsx';
import { DeliveryButton } from './delivery-button.tsx';

const campaign = aCampaign({ status: 'active' });

function aReport(
  dropped: Partial<Record<string, number>>,
  more: Partial<DeliveryReport> = {},
): DeliveryReport {
  return {
    campaign_id: 42,
    status: 'active',
    from: '2026-03-01T11:01:00Z',
    to: '2026-03-01T12:00:30Z',
    requests: 2000,
    stages: DELIVERY_DROP_STAGES.map((stage) => ({ stage, dropped: dropped[stage] ?? 0 })),
    bids: 400,
    wins: 100,
    impressions: 90,
    winning_price: null,
    floor_price: null,
    advice: null,
    ...more,
  };
}

const withCountries = aReport(
  { format: 1000, country: 500, lost: 100 },
  {
    winning_price: { min: 0.8, max: 1.9 },
    advice: {
      reason: 'stage',
      stage: 'country',
      dropped: 500,
      section: 'targeting',
      bid: null,
      message: 'delivery.advice.country',
      text: '500 requests (25%) came from countries you do not target: add countries to buy them.',
    },
  },
);

/** Answers the delivery call with `reports` in turn (the last one from then on); counts its calls. */
function stub(reports: { status?: number; body: unknown }[]) {
  const calls = { delivery: 0 };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    let answer: { status?: number; body: unknown } = { body: { ext: [] } };
    if (pathname === '/api/v1/campaigns/42/delivery') {
      answer = reports[Math.min(calls.delivery, reports.length - 1)] as typeof answer;
      calls.delivery += 1;
    }
    if (pathname === '/api/v1/campaigns/42') answer = { body: { ext: campaign } };
    if (pathname === '/resources/ad_formats') answer = { body: { ext: AD_FORMATS } };
    if (pathname === '/resources/pricing_models') answer = { body: { ext: PRICING_MODELS } };
    if (pathname === '/api/v1/groups' || pathname === '/api/v1/retargeting')
      answer = { body: { ext: { items: [], total: 0 } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

const drawer = () => screen.findByRole('dialog', { name: 'Why am I not getting traffic?' });
const openButton = () => screen.findByRole('button', { name: 'Why am I not getting traffic?' });

// The whole editor renders in jsdom, which is slow at it.
describe('Why am I not getting traffic?', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the funnel and the advice, and takes the keyboard to the section to change', async () => {
    stub([{ body: { ext: withCountries } }]);
    renderRoutes([{ path: '/adv/campaigns/edit/:id/', element: <CampaignEditPage /> }], {
      path: '/adv/campaigns/edit/42/',
    });
    const u = userEvent.setup();
    await u.click(await openButton());
    const panel = await drawer();
    const funnel = await within(panel).findByRole('list', { name: 'Delivery funnel' });
    const steps = within(funnel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'Requests that reached the campaign2,000',
      'Refused: other ad formats1,000 · 50% of requests',
      'Refused: country targeting500 · 25% of requests',
      'Refused: outbid by other campaigns100 · 5% of requests' +
        'Winning prices $0.80 to $1.90 per thousand impressions',
      'Bids sent400 · 20% of requests',
      'Auctions won100 · 25% of bids',
      'Impressions shown90 · 90% of wins',
    ]);
    expect(
      within(panel).getByText(
        '500 requests (25%) came from countries you do not target: add countries to buy them.',
      ),
    ).toBeVisible();
    await u.click(within(panel).getByRole('button', { name: 'Go to Audience' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const audience = screen.getByRole('region', { name: 'Audience' });
    await waitFor(() => expect(audience).toContainElement(document.activeElement as HTMLElement));
  });

  it('names the bid that clears the floors, and goes to the bid field', async () => {
    const floors = aReport(
      { floor: 1500 },
      {
        floor_price: { min: 0.5, max: 2.25 },
        advice: {
          reason: 'stage',
          stage: 'floor',
          dropped: 1500,
          section: 'bid',
          bid: 2.25,
          message: 'delivery.advice.floor',
          text: '',
        },
      },
    );
    stub([{ body: { ext: floors } }]);
    renderRoutes([{ path: '/adv/campaigns/edit/:id/', element: <CampaignEditPage /> }], {
      path: '/adv/campaigns/edit/42/',
    });
    const u = userEvent.setup();
    await u.click(await openButton());
    const panel = await drawer();
    expect(
      await within(panel).findByText(
        'Your bid was below the floor of 1,500 requests (75%), floors of $0.50 to $2.25 per thousand impressions: bid at least $2.25 to clear them all.',
      ),
    ).toBeVisible();
    expect(within(panel).getByText('Floors $0.50 to $2.25 per thousand impressions')).toBeVisible();
    await u.click(within(panel).getByRole('button', { name: 'Go to General' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Bid/ })).toHaveFocus());
  });

  it('says when nothing reached the campaign and points at the SSP endpoints', async () => {
    const idle = aReport(
      {},
      {
        requests: 0,
        bids: 0,
        wins: 0,
        impressions: 0,
        advice: {
          reason: 'no_traffic',
          stage: null,
          dropped: 0,
          section: null,
          bid: null,
          message: 'delivery.advice.noTraffic',
          text: '',
        },
      },
    );
    stub([{ body: { ext: idle } }]);
    renderPage(<DeliveryButton campaign={campaign} />);
    await userEvent.setup().click(await openButton());
    const panel = await drawer();
    expect(
      await within(panel).findByText('No bid request reached this campaign in the last hour.'),
    ).toBeVisible();
    expect(
      within(panel).getByText(
        /check that your SSP endpoints are active and that their SSPs send Direct link traffic/,
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Open SSP endpoints' })).toHaveAttribute(
      'href',
      '/adv/ssp/ssp-endpoints/',
    );
    expect(within(panel).queryByRole('list', { name: 'Delivery funnel' })).not.toBeInTheDocument();
  });

  it('says what went wrong, and loads again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = stub([
      { status: 500, body: { error: true, code: 'INTERNAL', message: 'error #500' } },
      { body: { ext: aReport({ os: 10 }) } },
    ]);
    renderPage(<DeliveryButton campaign={campaign} />);
    const u = userEvent.setup();
    await u.click(await openButton());
    const panel = await drawer();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the delivery funnel');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Refused: operating system targeting')).toBeVisible();
    expect(calls.delivery).toBe(2);
    expect(within(panel).queryByText(/Nothing held this campaign back/)).not.toBeInTheDocument();
    await u.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.delivery).toBe(3));
  });

  it('asks again every 30 seconds while open, and no more once closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stub([{ body: { ext: aReport({}) } }]);
    renderPage(<DeliveryButton campaign={campaign} />);
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.click(await openButton());
    await within(await drawer()).findByText(
      'Nothing held this campaign back: it bid on every request that reached it in the last hour.',
    );
    expect(calls.delivery).toBe(1);
    await vi.advanceTimersByTimeAsync(DELIVERY_REFRESH_MS);
    await waitFor(() => expect(calls.delivery).toBe(2));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await openButton()).toHaveFocus();
    await vi.advanceTimersByTimeAsync(3 * DELIVERY_REFRESH_MS);
    expect(calls.delivery).toBe(2);
  });
});
