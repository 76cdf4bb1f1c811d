import type { Zone } from '@panel/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { list, stubPubServer } from './pub-test-server.ts';
import { ZonesPage } from './zones-page.tsx';

const zone = (extra: Partial<Zone> = {}): Zone => ({
  id: 7,
  site_id: 3,
  site_name: 'News',
  name: 'Top pop',
  ad_format: 'popunder',
  width: null,
  height: null,
  status: 'active',
  tag: '<script async data-zone="7" src="https://ads.example/serve/zone/7.js"></script>',
  service_worker: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

describe('ZonesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the filters in the address and says how to start when there is no zone', async () => {
    const calls = stubPubServer({ 'GET /api/v1/pub/zones': list([]) });
    renderPage(<ZonesPage />, { path: '/pub/zones/' });
    expect(await screen.findByText('No zones yet')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add zone' }).length).toBeGreaterThan(0);
    vi.unstubAllGlobals();
    const filtered = stubPubServer({ 'GET /api/v1/pub/zones': list([]) });
    renderPage(<ZonesPage />, { path: '/pub/zones/?site_id=3&ad_format=native&status=stopped' });
    expect(await screen.findByText('No zones match')).toBeVisible();
    const query = filtered.find((c) => c.key === 'GET /api/v1/pub/zones')?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ site_id: '3', ad_format: 'native', status: 'stopped' });
    expect(calls.length).toBeGreaterThan(0);
  });

  it('shows a zone’s tag with where to paste it, and the sw.js file for classic push', async () => {
    const push = zone({
      id: 8,
      name: 'Push',
      ad_format: 'classic push',
      tag: '<script>register</script>',
      service_worker: 'importScripts("x");',
    });
    stubPubServer({ 'GET /api/v1/pub/zones': list([zone(), push]) });
    renderPage(<ZonesPage />, { path: '/pub/zones/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get tag: Top pop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag of Top pop' });
    expect(within(dialog).getByLabelText('Code')).toHaveTextContent('/serve/zone/7.js');
    expect(within(dialog).getByText(/before the closing <\/body> tag/)).toBeVisible();
    expect(within(dialog).queryByText('sw.js')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Get tag: Push' }));
    const pushDialog = await screen.findByRole('dialog', { name: 'Tag of Push' });
    expect(within(pushDialog).getByLabelText('sw.js')).toHaveTextContent('importScripts("x");');
    expect(within(pushDialog).getByRole('button', { name: 'Copy the sw.js' })).toBeVisible();
  });

  it('offers only the actions the state machine allows', async () => {
    stubPubServer({ 'GET /api/v1/pub/zones': list([zone({ status: 'archived', name: 'Gone' })]) });
    renderPage(<ZonesPage />, { path: '/pub/zones/?status=archived' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gone' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
  });
});
