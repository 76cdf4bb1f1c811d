import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { emptyCampaignValues } from '../utils/campaign-values.ts';
import { CampaignCreatePage } from './campaign-create-page.tsx';
import { stub, text } from './editor-test-server.ts';
import { SummaryCard } from './summary-card.tsx';

const chooseFormat = async (u: ReturnType<typeof userEvent.setup>, name: string) => {
  await u.click(await screen.findByRole('combobox', { name: /^Ad format/ }));
  await u.click(await screen.findByRole('option', { name }));
};

// Issue 18, point 11: what the editor shows agrees with itself.
describe('the campaign editor, polished', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts as many errors as it marks, the ads’ one included, and checks budgets and dates with the rest', async () => {
    stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /^Daily budget/ }), '100');
    await u.type(text('Total budget'), '50');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-01' } });
    await u.click(screen.getByRole('button', { name: 'Create campaign' }));

    // Name, format, bid and URL are missing, and the ads (no format, no ad); the budgets and the
    // dates disagree: shown now, not once the rest is fixed.
    expect(await screen.findByText('The total budget cannot be below the daily budget')).toBeInTheDocument();
    expect(screen.getByText('The end date cannot be before the start date')).toBeInTheDocument();
    const ads = screen.getByRole('region', { name: 'Ads settings' });
    expect(within(ads).getByRole('alert')).toHaveTextContent('Choose an ad format under General first');
    const marked =
      document.querySelectorAll('form [aria-invalid="true"]').length +
      within(ads).getAllByRole('alert').length;
    expect(marked).toBe(7);
    expect(screen.getByText(`${marked} fields need your attention.`)).toBeInTheDocument();
  });

  it('offers only the pricing models the format sells', async () => {
    stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await chooseFormat(u, 'Popunder');
    await u.click(screen.getByRole('combobox', { name: /^Pricing model/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('CPM');
    expect(options).not.toContain('CPC');
  });

  it('says what each switch does in the state it is in', async () => {
    stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    const cap = await screen.findByRole('switch', { name: /^Frequency cap/ });
    expect(screen.getByText('Off: one person may see your ads any number of times.')).toBeInTheDocument();
    await u.click(cap);
    expect(screen.getByText(/^On: each person sees your ads at most/)).toBeInTheDocument();
    expect(screen.queryByText(/^Off: one person may see/)).toBeNull();

    expect(screen.getByText('Off: the campaign runs at every hour.')).toBeInTheDocument();
    await u.click(screen.getByRole('switch', { name: /^Run on a schedule/ }));
    expect(screen.getByText(/^On: the campaign runs only in the hours marked below/)).toBeInTheDocument();
    expect(screen.queryByText('Off: the campaign runs at every hour.')).toBeNull();
  });

  it('draws the ad as it is typed: native, push and banner', async () => {
    stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const u = userEvent.setup();
    await chooseFormat(u, 'Native');
    const preview = screen.getByRole('figure', { name: 'Preview of Ad 1' });
    expect(preview).toHaveTextContent('Title');
    await u.type(text('Title'), 'Flights to Lisbon');
    await u.type(text('Brand name'), 'SkyLow');
    expect(preview).toHaveTextContent('Flights to Lisbon');
    expect(preview).toHaveTextContent('SkyLow');

    await chooseFormat(u, 'Classic Push');
    await u.type(text('Text'), 'Book before Sunday');
    expect(screen.getByRole('figure', { name: 'Preview of Ad 1' })).toHaveTextContent('Book before Sunday');

    await chooseFormat(u, '728x90');
    expect(screen.getByRole('figure', { name: 'Preview of Ad 1' })).toHaveTextContent('728×90');

    await chooseFormat(u, 'Direct link');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows a field’s error once the press that left it is over, so nothing moves under the pointer', async () => {
    stub({ body: {} });
    renderPage(<CampaignCreatePage />, { path: '/adv/campaigns/create/' });
    const name = await screen.findByRole('textbox', { name: /^Campaign name/ });
    const below = screen.getByRole('button', { name: 'Add a country bid' });
    name.focus();
    fireEvent.pointerDown(below);
    name.blur();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(name).not.toHaveAttribute('aria-invalid');
    fireEvent.pointerUp(below);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    // Leaving a field with the keyboard checks it at once.
    const bid = text('Bid');
    bid.focus();
    bid.blur();
    await waitFor(() => expect(bid).toHaveAttribute('aria-invalid', 'true'));
  });

  it('sums up only what a save keeps: subscription age only for push', () => {
    stub({ body: {} });
    const values = emptyCampaignValues('UTC');
    const withPeriods = (adFormat: string) => ({
      ...values,
      ad_format: adFormat,
      targeting: { ...values.targeting, subscription_periods: { mode: 'include' as const, values: [1] } },
    });
    const summary = (adFormat: string) => (
      <SummaryCard
        values={withPeriods(adFormat)}
        status={null}
        dirty={false}
        saving={false}
        errorCount={0}
        saveLabel="Save"
        withSave
      />
    );
    const { unmount } = renderPage(summary('native'));
    expect(screen.getByRole('complementary', { name: 'Summary' })).toHaveTextContent(
      'Narrowed byNothing else',
    );
    unmount();
    renderPage(summary('classic push'));
    expect(screen.getByRole('complementary', { name: 'Summary' })).toHaveTextContent(
      'Narrowed bysubscription age',
    );
  });
});
