import type { Site } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { list, stubPubServer } from './pub-test-server.ts';
import { SitesPage } from './sites-page.tsx';

const site = (extra: Partial<Site> = {}): Site => ({
  id: 3,
  name: 'News',
  url: 'https://news.example.com',
  category_id: null,
  status: 'active',
  zones_count: 2,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

describe('SitesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form as the server does, then adds the site', async () => {
    const calls = stubPubServer({
      'GET /api/v1/pub/sites': list([]),
      'POST /api/v1/pub/sites': { status: 201, body: { ext: site({ name: 'Blog' }) } },
    });
    renderPage(<SitesPage />, { path: '/pub/sites/' });
    expect(await screen.findByText('No sites yet')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add site' })[0] as HTMLElement);
    const form = await screen.findByRole('dialog', { name: 'Add site' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Site name/ }), 'Blog');
    await userEvent.click(within(form).getByRole('button', { name: 'Add site' }));
    expect(await within(form).findByText(/valid address/)).toBeVisible();
    expect(calls.some((c) => c.key === 'POST /api/v1/pub/sites')).toBe(false);
    const url = within(form).getByRole('textbox', { name: /Address/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://blog.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add site' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/v1/pub/sites')?.body).toEqual({
        name: 'Blog',
        url: 'https://blog.example.com',
        category_id: null,
      }),
    );
  });

  it('archives a site only after the user confirms', async () => {
    const calls = stubPubServer({
      'GET /api/v1/pub/sites': list([site()]),
      'PUT /api/v1/pub/sites/3/status/archive': { body: { ext: site({ status: 'archived' }) } },
    });
    renderPage(<SitesPage />, { path: '/pub/sites/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for News' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive this site?' });
    expect(within(confirm).getByText(/all its zones will be archived/)).toBeVisible();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'PUT /api/v1/pub/sites/3/status/archive')).toBe(true),
    );
  });
});
