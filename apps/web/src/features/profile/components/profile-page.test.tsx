import type { Profile } from '@panel/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@/testing/countries';
import { renderPage, stubFetch } from '@/testing/render';
import { ProfilePage } from './profile-page.tsx';

const profile: Profile = {
  id: 3,
  email: 'ann@acme.test',
  role: 'advertiser',
  account_type: 'advertiser',
  legal_type: 'company',
  language: null,
  firstname: 'Ann',
  lastname: 'Lee',
  country: 'DE',
  city: 'Berlin',
  address: 'Main 1',
  zip_code: '10115',
  trading_name: 'Acme',
  legal_company_name: 'Acme GmbH',
  website_url: 'https://acme.test',
  company_registration_number: 'HRB 1',
  vat_number: null,
  billing_email: 'billing@acme.test',
  phone_number_code: '+49',
  phone_number: '30 1234567',
  teams: null,
  telegram: '@ann',
  created_at: '2026-01-01T00:00:00Z',
};

function stub(put: { status?: number; body: unknown }) {
  const fetchMock = vi.fn(
    stubFetch({
      'GET /api/v1/profile/info': { body: { ext: profile } },
      'GET /resources/countries': { body: { ext: COUNTRIES } },
      'PUT /api/v1/profile/info': put,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ProfilePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows e-mail and role read-only and only the fields the account uses', async () => {
    stub({ body: { ext: profile } });
    renderPage(<ProfilePage />);
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Role/)).toHaveValue('Advertiser');
    expect(screen.getByLabelText(/Trading name/)).toHaveValue('Acme');
    expect(screen.queryByLabelText(/Tax ID|VAT Number/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the changes and says so', async () => {
    const fetchMock = stub({ body: { ext: { ...profile, city: 'Hamburg' } } });
    renderPage(<ProfilePage />);
    const u = userEvent.setup();
    const city = await screen.findByLabelText(/^City/);
    await u.clear(city);
    await u.type(city, 'Hamburg');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body).toMatchObject({ city: 'Hamburg', country: 'DE' });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('role');
  });

  it('puts server field errors on the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stub({
      status: 400,
      body: {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Some fields need your attention.',
        fields: { city: 'Not here' },
      },
    });
    renderPage(<ProfilePage />);
    const u = userEvent.setup();
    const city = await screen.findByLabelText(/^City/);
    await u.type(city, 'x');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Not here')).toBeInTheDocument();
  });

  it('refuses to save an emptied required field', async () => {
    const fetchMock = stub({ body: { ext: profile } });
    renderPage(<ProfilePage />);
    const u = userEvent.setup();
    await u.clear(await screen.findByLabelText(/^City/));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
