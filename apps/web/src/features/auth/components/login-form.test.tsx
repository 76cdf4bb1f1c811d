import { HOME_BY_ROLE } from '@panel/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTokenStore } from '@/lib/auth/token-store';
import { Providers, renderPage, stubFetch, testQueryClient } from '@/testing/render';
import { LoginForm } from './login-form.tsx';

// The real widget needs Web Crypto workers; here the element stays inert and events are sent by hand.
vi.mock('@/components/captcha/altcha-setup.ts', () => ({}));

const user = {
  id: 1,
  email: 'adv@demo.test',
  role: 'advertiser',
  account_type: 'advertiser',
  legal_type: 'company',
  firstname: 'Ann',
  lastname: 'Lee',
  acting: false,
  language: null,
};

const button = () => screen.getByRole('button', { name: 'Log in' });

async function fillIn(email = 'adv@demo.test', password = 'Secret-1!') {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Email/), email);
  await u.type(screen.getByLabelText(/Password/), password);
  return u;
}

function captchaState(state: string, payload?: string) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

function failWith(status: number, message: string, code = 'INVALID_CREDENTIALS') {
  vi.stubGlobal('fetch', stubFetch({ 'POST /auth/login': { status, body: { error: true, message, code } } }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    getTokenStore().clear();
  });

  it('enables Log in only when both fields are filled', async () => {
    renderPage(<LoginForm captcha={false} />, { path: '/login' });
    expect(button()).toBeDisabled();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/Email/), 'adv@demo.test');
    expect(button()).toBeDisabled();
    await u.type(screen.getByLabelText(/Password/), 'x');
    expect(button()).toBeEnabled();
    await u.clear(screen.getByLabelText(/Email/));
    expect(button()).toBeDisabled();
  });

  it('starts with the e-mail just registered, handed over in the history state', async () => {
    const router = createMemoryRouter([{ path: '/login', element: <LoginForm captcha={false} /> }], {
      initialEntries: [{ pathname: '/login', state: { email: 'new@demo.test' } }],
    });
    render(
      <Providers client={testQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@demo.test');
    expect(router.state.location.search).toBe('');
  });

  it('drops characters an e-mail address cannot hold', async () => {
    renderPage(<LoginForm captcha={false} />, { path: '/login' });
    await userEvent.setup().type(screen.getByLabelText(/Email/), 'a b!c#@x.test');
    expect(screen.getByLabelText(/Email/)).toHaveValue('abc@x.test');
  });

  it('with a captcha, waits for it to be solved and disables again when it expires', async () => {
    const fetchMock = vi.fn(
      stubFetch({ 'POST /auth/login': { body: { ext: { token: 't', expires_at: '2030-01-01', user } } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<LoginForm captcha />, { path: '/login' });
    expect(document.querySelector('altcha-widget')).toHaveAttribute('challenge', '/auth/captcha');
    const u = await fillIn();
    expect(button()).toBeDisabled();
    captchaState('verified', 'solved-payload');
    expect(button()).toBeEnabled();
    captchaState('expired');
    expect(button()).toBeDisabled();
    captchaState('verified', 'second-payload');
    await u.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ email: 'adv@demo.test', password: 'Secret-1!', altcha: 'second-payload' });
  });

  it('treats a captcha error as unsolved', async () => {
    renderPage(<LoginForm captcha />, { path: '/login' });
    await fillIn();
    captchaState('verified', 'p');
    captchaState('error');
    expect(button()).toBeDisabled();
  });

  it.each([
    [500, 'db down', 'Oops, something went wrong.'],
    [401, 'Invalid email or password.', 'Invalid email or password.'],
    [
      429,
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    ],
  ])('shows the spec message for a %i failure', async (status, message, shown) => {
    failWith(status, message, status === 429 ? 'RATE_LIMITED' : 'INVALID_CREDENTIALS');
    renderPage(<LoginForm captcha={false} />, { path: '/login' });
    const u = await fillIn();
    await u.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('stores the token and goes to the home page of the role', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /auth/login': { body: { ext: { token: 'new-token', expires_at: '2030-01-01', user } } },
      }),
    );
    const { router } = renderPage(<LoginForm captcha={false} />, { path: '/login' });
    const u = await fillIn();
    await u.click(button());
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME_BY_ROLE.advertiser));
    expect(getTokenStore().get()).toBe('new-token');
  });

  it('copies browser-autofilled values into the form after 500 ms', async () => {
    renderPage(<LoginForm captcha={false} />, { path: '/login' });
    // Autofill writes the DOM without the events React listens to.
    const email = screen.getByLabelText<HTMLInputElement>(/Email/);
    const password = screen.getByLabelText<HTMLInputElement>(/Password/);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, 'adv@demo.test');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(password, 'Secret-1!');
    expect(button()).toBeDisabled();
    await waitFor(() => expect(button()).toBeEnabled(), { timeout: 1500 });
  });

  it('asks for a fresh captcha after a failed attempt, since a payload is good once', async () => {
    failWith(401, 'Invalid email or password.');
    renderPage(<LoginForm captcha />, { path: '/login' });
    const u = await fillIn();
    captchaState('verified', 'p');
    await u.click(button());
    await screen.findByRole('alert');
    expect(button()).toBeDisabled();
  });
});
