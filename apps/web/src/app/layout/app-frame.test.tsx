import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { userOf } from '@/testing/users';
import { AppFrame } from './app-frame.tsx';
import { MENU_MODE_KEY } from './use-menu-mode.ts';

describe('AppFrame', () => {
  it('remembers the collapsed menu mode in localStorage', async () => {
    renderPage(<AppFrame user={userOf('advertiser')}>page</AppFrame>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(JSON.parse(window.localStorage.getItem(MENU_MODE_KEY) ?? 'null')).toBe('collapsed');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('starts collapsed when that was the last mode', () => {
    window.localStorage.setItem(MENU_MODE_KEY, JSON.stringify('collapsed'));
    renderPage(<AppFrame user={userOf('advertiser')}>page</AppFrame>);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('says when the panel is acting as another user', async () => {
    renderPage(<AppFrame user={userOf('advertiser', { acting: true })}>page</AppFrame>);
    expect(screen.getAllByText('Acting as').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('advertiser@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});
