import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCaptcha } from '@/components/captcha/load-captcha';
import { renderPage, stubFetch } from '@/testing/render';
import { LoginPage } from './login-page.tsx';

// A production build: the captcha exists only there, and only when the server asks for it.
vi.mock('@/config/env', () => ({ env: { PROD: true, VITE_TERMS_URL: '/terms' } }));
vi.mock('@/components/captcha/load-captcha', () => ({ loadCaptcha: vi.fn() }));

const button = () => screen.getByRole('button', { name: 'Log in' });

// Issue 14: the form is the first load; the captcha setting, the captcha and the form's schema
// come once the visitor starts filling it in.
describe('the login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadCaptcha).mockClear();
  });

  it('shows the form at once and asks whether a captcha is needed only once typing starts', async () => {
    const fetch = vi.fn(
      stubFetch({ 'GET /auth/config': { body: { ext: { captcha: true, publisher_url: null } } } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage(<LoginPage />, { path: '/login' });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(button()).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('altcha-widget')).toBeNull();

    await userEvent.setup().type(email, 'adv@demo.test');
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/auth/config');
    expect(loadCaptcha).toHaveBeenCalled();
  });

  it('lets the form be sent without a captcha when the server asks for none', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /auth/config': { body: { ext: { captcha: false, publisher_url: null } } } }),
    );
    renderPage(<LoginPage />, { path: '/login' });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /Email/ }), 'adv@demo.test');
    await u.type(screen.getByLabelText(/Password/), 'Secret-1!');
    await waitFor(() => expect(button()).toBeEnabled());
    expect(document.querySelector('altcha-widget')).toBeNull();
  });
});
