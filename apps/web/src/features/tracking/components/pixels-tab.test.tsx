import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { TrackingPage } from './tracking-page.tsx';
import { list, pixel, stubTrackingServer } from './tracking-test-server.ts';

const PATH = '/adv/campaigns/tracking/?tab=pixels';
const clickers = pixel({
  id: 5,
  name: 'Clickers',
  type_id: 2,
  snippet: null,
  pixel_url: null,
  audience_size: 80,
});

describe('the retargeting pixels tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a site-visit pixel its code to copy, and says the others fill by themselves', async () => {
    const user = userEvent.setup();
    stubTrackingServer({ 'GET /api/v1/retargeting': list([pixel(), clickers]) });
    renderPage(<TrackingPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Retargeting pixels' });
    const shop = within(table).getByRole('row', { name: /Shop visitors/ });
    expect(await within(shop).findByText('Site visit')).toBeVisible();
    expect(within(shop).getByText('1,200')).toBeVisible();
    const other = within(table).getByRole('row', { name: /Clickers/ });
    expect(within(other).getByText('Fills automatically')).toBeVisible();

    await user.click(within(shop).getByRole('button', { name: 'Actions for Shop visitors' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Get code' }));
    const modal = await screen.findByRole('dialog', { name: 'Code of Shop visitors' });
    expect(within(modal).getByLabelText('Pixel code')).toHaveTextContent('<script src=');
    expect(within(modal).getByLabelText('Image URL')).toHaveTextContent('p4.gif');
    await user.click(within(modal).getByRole('button', { name: 'Copy the Pixel code' }));
    expect(await navigator.clipboard.readText()).toBe(pixel().snippet);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(modal).not.toBeInTheDocument());

    await user.click(within(other).getByRole('button', { name: 'Actions for Clickers' }));
    expect(screen.queryByRole('menuitem', { name: 'Get code' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'How it fills' }));
    const info = await screen.findByRole('dialog', { name: 'Code of Clickers' });
    expect(within(info).getByText(/users who clicked an ad of your campaigns/)).toBeVisible();
    expect(within(info).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('adds a site-visit pixel and opens its code; the type cannot change afterwards', async () => {
    const user = userEvent.setup();
    const calls = stubTrackingServer({
      'POST /api/v1/retargeting': { status: 201, body: { ext: pixel({ id: 11, name: 'Blog' }) } },
      'GET /api/v1/retargeting': list([clickers]),
    });
    renderPage(<TrackingPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'New pixel' }));
    const form = await screen.findByRole('dialog', { name: 'New pixel' });
    await user.type(within(form).getByRole('textbox', { name: /Pixel name/ }), 'Blog');
    await user.click(within(form).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Site visit' }));
    await user.click(within(form).getByRole('button', { name: 'New pixel' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/v1/retargeting')?.body).toEqual({
        name: 'Blog',
        type_id: 4,
        membership_days: 30,
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Code of Blog' })).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Actions for Clickers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit pixel' });
    expect(within(edit).getByRole('combobox', { name: /Type/ })).toBeDisabled();
    expect(within(edit).getByText(/The type cannot change/)).toBeVisible();
  });
});
