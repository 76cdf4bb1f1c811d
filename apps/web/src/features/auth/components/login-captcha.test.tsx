import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCaptcha } from '@/components/captcha/load-captcha';
import { Providers, renderPage, testQueryClient } from '@/testing/render';
import { LoginForm } from './login-form.tsx';

vi.mock('@/components/captcha/load-captcha', () => ({ loadCaptcha: vi.fn() }));

// Issue 14: the captcha's ~80 kB come after the fields, once the user starts to fill them.
describe('the sign-in captcha', () => {
  afterEach(() => vi.mocked(loadCaptcha).mockClear());

  it('loads its code once something is typed, not with the page', async () => {
    renderPage(<LoginForm captcha />, { path: '/login' });
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeVisible();
    expect(document.querySelector('altcha-widget')).not.toBeNull();
    expect(loadCaptcha).not.toHaveBeenCalled();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Email/ }), 'a');
    expect(loadCaptcha).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the e-mail is handed over by sign-up', async () => {
    const router = createMemoryRouter([{ path: '/login', element: <LoginForm captcha /> }], {
      initialEntries: [{ pathname: '/login', state: { email: 'new@demo.test' } }],
    });
    render(
      <Providers client={testQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('new@demo.test');
    expect(loadCaptcha).toHaveBeenCalled();
  });
});
