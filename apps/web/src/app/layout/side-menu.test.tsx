import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { userOf } from '@/testing/users';
import { SideMenu } from './side-menu.tsx';

const labels = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('SideMenu', () => {
  it('shows an advertiser the advertiser entries, in order', () => {
    renderPage(<SideMenu user={userOf('advertiser')} mode="expanded" />);
    expect(labels()).toEqual([
      'Dashboard',
      'Campaign List',
      'Tracking',
      'Traffic Optimization',
      'Bid Optimization',
      'SSP Endpoint List',
      'Statistics',
      'Bid Floors',
    ]);
  });

  it('shows a guest Tokens and Statistics only', () => {
    renderPage(<SideMenu user={userOf('guest-ssp')} mode="expanded" />);
    expect(labels()).toEqual(['Tokens', 'Statistics']);
  });

  it('filters by account type as well as by role', () => {
    renderPage(<SideMenu user={{ role: 'advertiser', account_type: 'ad-network' }} mode="expanded" />);
    expect(labels()).toEqual([]);
  });

  it('keeps entries named for screen readers when collapsed to icons', () => {
    renderPage(<SideMenu user={userOf('guest-ssp')} mode="collapsed" />);
    expect(screen.getByRole('link', { name: 'Tokens' })).toHaveAttribute('href', '/guest-ssp/tokens/');
  });

  it('marks the current page', () => {
    renderPage(<SideMenu user={userOf('advertiser')} mode="expanded" />, { path: '/adv/statistics/' });
    const current = screen.getByRole('link', { name: 'Statistics' });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/adv/campaigns/create/', '/adv/campaigns/edit/12/'])(
    'keeps Campaign List current on %s',
    (path) => {
      renderPage(<SideMenu user={userOf('advertiser')} mode="expanded" />, { path });
      expect(screen.getByRole('link', { name: 'Campaign List' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    },
  );
});
