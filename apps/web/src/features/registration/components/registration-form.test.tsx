import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@/testing/countries';
import { fillGuestCompany } from '@/testing/fill-guest-company';
import { renderPage, stubFetch } from '@/testing/render';
import { RegistrationPage } from './registration-page.tsx';

const next = () => screen.getByRole('button', { name: 'Next' });

function renderRegistration(path = '/registration') {
  vi.stubGlobal('fetch', stubFetch({ 'GET /resources/countries': { body: { ext: COUNTRIES } } }));
  return renderPage(<RegistrationPage />, { path });
}

describe('Registration step 2 (general information)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the countries, names the role in the header, and Back returns to step 1', async () => {
    renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    expect(screen.getByRole('heading', { name: 'SIGN UP as advertiser' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Trading name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Website/)).toHaveValue('https://');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'SIGN UP' })).toBeInTheDocument();
  });

  it('keeps what was typed across Back, the browser’s Back and the client/guest switch', async () => {
    const { router } = renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    expect(router.state.location.search).toBe('?step=2&type=advertiser');
    expect(router.state.historyAction).toBe('PUSH');
    await u.type(await screen.findByLabelText(/Trading name/), 'Acme Media');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    await u.click(next());
    expect(await screen.findByLabelText(/Trading name/)).toHaveValue('Acme Media');
    // The browser's Back goes to step 1, Forward to step 2 again, the name still there.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'SIGN UP' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByLabelText(/Trading name/)).toHaveValue('Acme Media');
    // Switching to a guest keeps the fields both have.
    await u.click(screen.getByRole('radio', { name: 'Guest' }));
    expect(screen.getByRole('heading', { name: 'SIGN UP as publisher' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Trading name/)).toHaveValue('Acme Media');
  });

  it('shows a guest only the guest fields', async () => {
    renderRegistration('/registration?as=guest');
    await userEvent.setup().click(next());
    expect(screen.getByRole('heading', { name: 'SIGN UP as publisher' })).toBeInTheDocument();
    await screen.findByLabelText(/Trading name/);
    for (const label of [/^City/, /^Address/, /Zip code/, /Registration number/, /Billing email/, /Tax ID/]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
  });

  it('rebuilds the fields for an individual', async () => {
    renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    await screen.findByLabelText(/Trading name/);
    await u.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.queryByLabelText(/Trading name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Registration number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Tax ID/)).toBeInTheDocument();
  });

  it('labels the tax field VAT Number for a VAT country and Tax ID elsewhere', async () => {
    renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    await screen.findByLabelText(/Trading name/);
    await u.click(screen.getByRole('radio', { name: 'Individual' }));
    await u.click(screen.getByRole('combobox', { name: /Country/ }));
    await u.click(screen.getByRole('option', { name: /Germany/ }));
    expect(screen.getByLabelText(/VAT Number/)).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: /Country/ }));
    await u.click(screen.getByRole('option', { name: /United States/ }));
    expect(screen.getByLabelText(/Tax ID/)).toBeInTheDocument();
  });

  it('leaves blocked countries out of the country and phone code choices', async () => {
    renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    await screen.findByLabelText(/Trading name/);
    await u.click(screen.getByRole('combobox', { name: /Country/ }));
    const countries = screen.getAllByRole('option').map((o) => o.textContent);
    expect(countries.join()).toContain('Germany');
    expect(countries.join()).not.toMatch(/Cuba|Russia/);
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('combobox', { name: /Phone code/ }));
    const codes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(codes).toHaveLength(6);
    expect(codes.join()).not.toMatch(/Cuba|Russia/);
  });

  it('fills the dial code from the country, and picking the same code again keeps it', async () => {
    renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    await screen.findByLabelText(/Trading name/);
    await u.click(screen.getByRole('combobox', { name: /Country/ }));
    await u.click(screen.getByRole('option', { name: /United Kingdom/ }));
    const phoneCode = screen.getByRole('combobox', { name: /Phone code/ });
    expect(phoneCode).toHaveValue('+44');
    await u.click(phoneCode);
    await u.click(screen.getByRole('option', { name: /United Kingdom/ }));
    expect(phoneCode).toHaveValue('+44');
  });

  it('shows the password rule for a weak password', async () => {
    renderRegistration();
    const u = userEvent.setup();
    await u.click(next());
    const password = await screen.findByLabelText(/^Password/);
    await u.type(password, 'abc');
    await u.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('opens the terms in a new tab', async () => {
    renderRegistration();
    await userEvent.setup().click(next());
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('stays on step 2 with the server message above the buttons when sign-up fails', async () => {
    const fetchMock = vi.fn(
      stubFetch({
        'GET /resources/countries': { body: { ext: COUNTRIES } },
        'POST /register_guest': {
          status: 409,
          body: {
            error: true,
            code: 'EMAIL_TAKEN',
            message: 'This e-mail is taken.',
            fields: { email: 'Taken' },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<RegistrationPage />, { path: '/registration?as=guest' });
    const u = userEvent.setup({ delay: null });
    await u.click(next());
    await screen.findByLabelText(/Trading name/);
    await fillGuestCompany(u);
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(signUp).toBeEnabled());
    await u.click(signUp);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This e-mail is taken.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'SIGN UP as publisher' })).toBeInTheDocument();

    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/register_guest');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      account_type: 'guest-ssp',
      legal_type: 'company',
      country: 'GB',
      phone_number_code: '+44',
      website_url: 'https://acme.test',
      terms: true,
    });
    expect(body).not.toHaveProperty('billing_email');
    expect(body).not.toHaveProperty('vat_number');
  }, 20_000);

  it('sends the user to the login page with a notification after signing up', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /resources/countries': { body: { ext: COUNTRIES } },
        'POST /register_guest': { body: { ext: { id: 7, email: 'ann@acme.test', role: 'guest-ssp' } } },
      }),
    );
    const { router } = renderPage(<RegistrationPage />, { path: '/registration?as=guest' });
    const u = userEvent.setup({ delay: null });
    await u.click(next());
    await screen.findByLabelText(/Trading name/);
    await fillGuestCompany(u);
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your account has been created. Sign in to continue.'),
    ).toBeInTheDocument();
  }, 20_000);
});
