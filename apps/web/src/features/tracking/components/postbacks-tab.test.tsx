import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { TrackingPage } from './tracking-page.tsx';
import { list, postback, stubTrackingServer } from './tracking-test-server.ts';

const PATH = '/adv/campaigns/tracking/';

describe('the postbacks tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form as the server does, adds the postback and shows its URL to copy', async () => {
    const user = userEvent.setup();
    const created = postback({ id: 9, name: 'Lead', payout: null, conversion_window_days: 14 });
    const calls = stubTrackingServer({
      'POST /api/v1/postbacks': { status: 201, body: { ext: created } },
    });
    renderPage(<TrackingPage />, { path: PATH });
    await user.click((await screen.findAllByRole('button', { name: 'New postback' }))[0] as HTMLElement);
    const form = await screen.findByRole('dialog', { name: 'New postback' });
    await user.type(within(form).getByRole('textbox', { name: /Postback name/ }), 'Lead');
    const window = within(form).getByRole('textbox', { name: /Conversion window/ });
    expect(window).toHaveValue('30');
    await user.clear(window);
    await user.type(window, '91');
    await user.click(within(form).getByRole('button', { name: 'New postback' }));
    expect(await within(form).findByText('Enter a whole number of days from 1 to 90')).toBeVisible();
    expect(calls.some((c) => c.key === 'POST /api/v1/postbacks')).toBe(false);

    await user.clear(window);
    await user.type(window, '14');
    await user.click(within(form).getByRole('button', { name: 'New postback' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/v1/postbacks')?.body).toEqual({
        name: 'Lead',
        payout: null,
        conversion_window_days: 14,
        allow_repeats: false,
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Postback added' });
    expect(within(done).getByLabelText('Postback URL')).toHaveTextContent(created.url);
    expect(within(done).getByText('{click_id}')).toBeVisible();
    await user.click(within(done).getByRole('button', { name: 'Copy the Postback URL' }));
    expect(await within(done).findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(created.url);
  });

  it('lists each postback with its URL and figures', async () => {
    stubTrackingServer({ 'GET /api/v1/postbacks': list([postback()]) });
    renderPage(<TrackingPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Postbacks' });
    const row = within(table).getByRole('row', { name: /Sale/ });
    expect(within(row).getByText('$12.50')).toBeVisible();
    expect(within(row).getByText('30 days')).toBeVisible();
    expect(within(row).getByLabelText('postback URL of Sale')).toHaveTextContent('goal=g7');
    expect(within(row).getByRole('button', { name: 'Copy the postback URL of Sale' })).toBeVisible();
  });

  it('deletes a postback only after the user confirms', async () => {
    const calls = stubTrackingServer({
      'GET /api/v1/postbacks': list([postback()]),
      'DELETE /api/v1/postbacks/7': { body: { ext: { id: 7, deleted: true } } },
    });
    renderPage(<TrackingPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Sale' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this postback?' });
    expect(within(confirm).getByText(/will no longer count conversions/)).toBeVisible();
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE /api/v1/postbacks/7')).toBe(true));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
  });
});
