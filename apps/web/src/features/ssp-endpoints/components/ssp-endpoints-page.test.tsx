import type { Ssp, SspEndpoint } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { SspEndpointsPage } from './ssp-endpoints-page.tsx';

const endpoint = (id: number, name: string, extra: Partial<SspEndpoint> = {}): SspEndpoint => ({
  id,
  name,
  ssp_id: 1,
  ssp_name: 'Adverta Exchange',
  parser_id: 1,
  parser_name: 'OpenRTB 2.5',
  ad_formats: ['popunder'],
  countries: [],
  qps_limit: null,
  bid_floor: 0.25,
  require_token: false,
  status: 'active',
  status_id: 1,
  url: `https://panel.example/rtb/openrtb/2.5/${id}`,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

const ssp: Ssp = {
  id: 1,
  name: 'Adverta Exchange',
  kind: 'partner',
  enabled: true,
  qps_cap: null,
  margin_percent: 0,
  notes: null,
  token: null,
  endpoints_count: 1,
};

type Answer = { status?: number; body: unknown };

function stub(answers: Record<string, Answer>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const base: Record<string, Answer> = {
    'GET /api/v1/ssp': { body: { ext: { items: [ssp], total: 1, partner_code: '7K3M-Q9XD-2HPA' } } },
    'GET /resources/countries': { body: { ext: [] } },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key] ?? base[key];
    if (!answer) throw new TypeError(`No stubbed answer for ${key}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

describe('SspEndpointsPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the list the address describes and shows each endpoint with its URL and floor', async () => {
    const calls = stub({
      'GET /api/v1/ssp_endpoints': { body: { ext: { items: [endpoint(7, 'EU pops')], total: 1 } } },
    });
    renderPage(<SspEndpointsPage />, {
      path: '/adv/ssp/ssp-endpoints/?status=active&ssp_id=1&search=eu&page=2',
    });
    const table = await screen.findByRole('table', { name: 'SSP endpoints' });
    const row = within(table).getByRole('row', { name: /EU pops/ });
    expect(row).toHaveTextContent('https://panel.example/rtb/openrtb/2.5/7');
    expect(row).toHaveTextContent('$0.25');
    expect(row).toHaveTextContent('No limit');
    expect(within(row).getByRole('button', { name: 'Copy the URL of EU pops' })).toBeInTheDocument();
    const list = calls.find((c) => c.key === 'GET /api/v1/ssp_endpoints');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      page: '2',
      per_page: '20',
      status: 'active',
      ssp_id: '1',
      search: 'eu',
    });
  });

  it('offers only the status changes the contract allows', async () => {
    stub({
      'GET /api/v1/ssp_endpoints': {
        body: { ext: { items: [endpoint(8, 'Paused one', { status: 'paused', status_id: 2 })], total: 1 } },
      },
    });
    renderPage(<SspEndpointsPage />, { path: '/adv/ssp/ssp-endpoints/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Paused one' }));
    expect(await screen.findByRole('menuitem', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pause' })).toBeNull();
  });

  it('checks the drawer with the contract schema before sending anything', async () => {
    const calls = stub({ 'GET /api/v1/ssp_endpoints': { body: { ext: { items: [], total: 0 } } } });
    renderPage(<SspEndpointsPage />, { path: '/adv/ssp/ssp-endpoints/' });
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New endpoint' }));
    const drawer = await screen.findByRole('dialog', { name: 'New SSP endpoint' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create endpoint' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Add at least one item')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/v1/ssp_endpoints')).toBe(false);
  });

  it('edits in the drawer, sending the whole endpoint, and puts server field errors on the fields', async () => {
    const e = endpoint(9, 'Old name', { countries: ['DE'], qps_limit: 500 });
    const calls = stub({
      'GET /api/v1/ssp_endpoints': { body: { ext: { items: [e], total: 1 } } },
      'PUT /api/v1/ssp_endpoints/9': {
        status: 400,
        body: {
          error: true,
          message: 'Some fields need your attention.',
          code: 'VALIDATION_ERROR',
          fields: { ssp_id: 'Choose one of your SSPs' },
        },
      },
    });
    renderPage(<SspEndpointsPage />, { path: '/adv/ssp/ssp-endpoints/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Old name' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Old name' });
    const name = within(drawer).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Old name'));
    await userEvent.clear(name);
    await userEvent.paste('New name');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Choose one of your SSPs')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/v1/ssp_endpoints/9')?.body).toEqual({
      name: 'New name',
      ssp_id: 1,
      parser_id: 1,
      ad_formats: ['popunder'],
      countries: ['DE'],
      qps_limit: 500,
      bid_floor: 0.25,
      require_token: false,
    });
  });

  it('asks for the SSP’s token in the drawer, and says when that SSP has none yet', async () => {
    const withToken = {
      ...ssp,
      id: 2,
      name: 'PopCore SSP',
      token: { prefix: 'ssp_ab', created_at: '', last_used_at: null },
    };
    const calls = stub({
      'GET /api/v1/ssp_endpoints': { body: { ext: { items: [], total: 0 } } },
      'GET /api/v1/ssp': { body: { ext: { items: [ssp, withToken], total: 2, partner_code: 'X' } } },
      'POST /api/v1/ssp_endpoints': {
        status: 201,
        body: { ext: endpoint(10, 'EU', { require_token: true }) },
      },
    });
    renderPage(<SspEndpointsPage />, { path: '/adv/ssp/ssp-endpoints/' });
    await userEvent.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const drawer = await screen.findByRole('dialog', { name: 'New SSP endpoint' });
    const toggle = within(drawer).getByRole('switch', { name: /^Require the SSP’s API token/ });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      /Authorization header \(Bearer\).*Adverta Exchange has no API token yet/,
    );
    await userEvent.click(toggle);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(/will be refused/);
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'SSP' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PopCore SSP' }));
    expect(within(drawer).queryByText(/has no API token yet/)).toBeNull();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'EU');
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Ad formats' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Popunder' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create endpoint' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/v1/ssp_endpoints')?.body).toMatchObject({
        ssp_id: 2,
        require_token: true,
      }),
    );
  });

  it('gives a new endpoint the first SSP also when the SSPs arrive after the drawer opened', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${pathname}`;
      if (key === 'GET /api/v1/ssp') await arrived;
      const bodies: Record<string, unknown> = {
        'GET /api/v1/ssp': { items: [ssp], total: 1, partner_code: 'X' },
        'GET /api/v1/ssp_endpoints': { items: [], total: 0 },
        'GET /resources/countries': [],
      };
      if (!(key in bodies)) throw new TypeError(`No stubbed answer for ${key}`);
      return new Response(JSON.stringify({ ext: bodies[key] }), { status: 200 });
    });
    renderPage(<SspEndpointsPage />, { path: '/adv/ssp/ssp-endpoints/' });
    await userEvent.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const drawer = await screen.findByRole('dialog', { name: 'New SSP endpoint' });
    expect(within(drawer).getByRole('combobox', { name: 'SSP' })).toHaveValue('');
    release();
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'SSP' })).toHaveValue('Adverta Exchange'),
    );
  });

  it('shows the partner code and a new token once, after confirming', async () => {
    stub({
      'POST /api/v1/ssp/1/token': {
        status: 201,
        body: {
          ext: { token: 'ssp_secret-value', prefix: 'ssp_secret-v', created_at: '2026-03-01T10:00:00Z' },
        },
      },
    });
    renderPage(<SspEndpointsPage />, { path: '/adv/ssp/ssp-endpoints/?view=ssps' });
    expect(await screen.findByText('7K3M-Q9XD-2HPA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new API token?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'New token' }));
    const secret = await screen.findByRole('dialog', { name: 'Your new API token' });
    await waitFor(() => expect(secret).toHaveTextContent('ssp_secret-value'));
  });
});
