import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTokenStore } from '@/lib/auth/token-store';
import { userQueryKey } from '@/lib/session/get-user';
import { renderPage, stubFetch } from '@/testing/render';
import { userOf } from '@/testing/users';
import { AppFrame } from './app-frame.tsx';
import { MENU_MODE_KEY } from './menu-mode-key.ts';

describe('AppFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the collapsed menu mode in localStorage', async () => {
    renderPage(<AppFrame user={userOf('advertiser')}>page</AppFrame>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(JSON.parse(window.localStorage.getItem(MENU_MODE_KEY) ?? 'null')).toBe('collapsed');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('offers a skip link first, which puts the keyboard on the page', async () => {
    renderPage(<AppFrame user={userOf('advertiser')}>page</AppFrame>);
    const u = userEvent.setup();
    await u.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts collapsed when that was the last mode', () => {
    window.localStorage.setItem(MENU_MODE_KEY, JSON.stringify('collapsed'));
    renderPage(<AppFrame user={userOf('advertiser')}>page</AppFrame>);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('says when the panel is acting as another user', async () => {
    renderPage(<AppFrame user={userOf('advertiser', { acting: true })}>page</AppFrame>);
    expect(screen.getAllByText('Acting as').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.getByText('advertiser@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('logs out on the server and forgets the session and any acting token here', async () => {
    const fetchMock = vi.fn(stubFetch({ 'POST /auth/logout': { body: { ext: { logged_out: true } } } }));
    vi.stubGlobal('fetch', fetchMock);
    getTokenStore().setOwn('own');
    getTokenStore().setActing('acting');
    const user = userOf('advertiser', { acting: true });
    const { client } = renderPage(<AppFrame user={user}>page</AppFrame>);
    client.setQueryData(userQueryKey, user);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: /^Account menu/ }));
    await u.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(client.getQueryData(userQueryKey)).toBeNull());
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getTokenStore().get()).toBeNull();
  });
});
