import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { TrackingPage } from './tracking-page.tsx';
import { list, pixel, postback, stubTrackingServer } from './tracking-test-server.ts';

const PATH = '/adv/campaigns/tracking/';

describe('TrackingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on postbacks and keeps the tab and the search in the address', async () => {
    const calls = stubTrackingServer({
      'GET /api/v1/postbacks': list([postback()]),
      'GET /api/v1/retargeting': list([pixel()]),
    });
    const { router } = renderPage(<TrackingPage />, { path: PATH });
    expect(await screen.findByRole('table', { name: 'Postbacks' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Postbacks' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sale');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sale'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.key === 'GET /api/v1/postbacks' && c.url.searchParams.get('search') === 'sale'),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Retargeting pixels' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pixels'));
    expect(await screen.findByRole('table', { name: 'Retargeting pixels' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads the tab, search and page of a reloaded address', async () => {
    const calls = stubTrackingServer({
      'GET /api/v1/retargeting': () => ({ body: { ext: { items: [pixel()], total: 45 } } }),
    });
    renderPage(<TrackingPage />, { path: `${PATH}?tab=pixels&search=shop&page=2` });
    expect(await screen.findByRole('table', { name: 'Retargeting pixels' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('shop');
    const call = calls.find((c) => c.key === 'GET /api/v1/retargeting');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ search: 'shop', page: '2' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says what to do when there is nothing yet, and when the list fails', async () => {
    stubTrackingServer({ 'GET /api/v1/retargeting': { status: 500, body: {} } });
    const { router } = renderPage(<TrackingPage />, { path: PATH });
    expect(await screen.findByText('No postbacks yet')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'New postback' })).toHaveLength(2);
    await router.navigate(`${PATH}?tab=pixels`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list did not load');
  });
});
