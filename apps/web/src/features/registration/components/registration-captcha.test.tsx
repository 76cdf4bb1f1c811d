import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@/testing/countries';
import { fillGuestCompany } from '@/testing/fill-guest-company';
import { renderPage, stubFetch } from '@/testing/render';
import { RegistrationForm } from './registration-form.tsx';

vi.mock('@/components/captcha/altcha-setup.ts', () => ({}));

function solveCaptcha(payload: string) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

describe('Registration with a captcha (production builds)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the captcha, sends its solution, and on a refusal says why and asks for a new one', async () => {
    const message = 'Too many sign-ups from your network. Please wait 42 minutes and try again.';
    const fetchMock = vi.fn(
      stubFetch({
        'POST /register_guest': { status: 429, body: { error: true, code: 'RATE_LIMITED', message } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(
      <RegistrationForm
        mode="guest"
        accountType="publisher"
        countries={COUNTRIES}
        captcha
        onBack={() => {}}
      />,
    );
    const u = await fillGuestCompany();
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    expect(signUp).toBeDisabled();

    solveCaptcha('solved-payload');
    await waitFor(() => expect(signUp).toBeEnabled());
    await u.click(signUp);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/register_guest');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      altcha: 'solved-payload',
      email: 'ann@acme.test',
    });
    // The solution was spent: a fresh widget must be solved before the next try.
    await waitFor(() => expect(signUp).toBeDisabled());
    expect(document.querySelector('altcha-widget')).toHaveAttribute('challenge', '/auth/captcha');
  }, 20_000);
});
