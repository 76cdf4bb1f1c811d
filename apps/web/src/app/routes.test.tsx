import { HOME_BY_ROLE, PATHS, type User } from '@panel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTokenStore } from '@/lib/auth/token-store';
import { browserTimeZone, presetRange } from '@/lib/dates/report-range';
import { holdUserLoadUntil, userQueryKey } from '@/lib/session/get-user';
import { renderRoutes, stubFetch, testQueryClient } from '@/testing/render';
import { userOf } from '@/testing/users';
import { appRoutes } from './routes.ts';

function renderAt(path: string, user: User | null) {
  const client = testQueryClient();
  client.setQueryData(userQueryKey, user);
  return renderRoutes(appRoutes(), { path, client });
}

const at = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('app routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an advertiser out of the guest tokens page', async () => {
    const { router } = renderAt(PATHS.guestTokens, userOf('advertiser'));
    expect(
      await screen.findByRole('heading', { name: 'Not available for your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tokens' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
    expect(at(router)).toBe(PATHS.guestTokens);
  });

  it('keeps a guest out of the advertiser pages', async () => {
    renderAt(PATHS.campaignList, userOf('guest-ssp'));
    expect(
      await screen.findByRole('heading', { name: 'Not available for your account' }),
    ).toBeInTheDocument();
  });

  it('shows a guest their tokens page', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/v1/guest_ssp/tokens': {
          body: {
            ext: {
              items: [],
              total: 0,
              bid_urls: {
                openrtb_2_6: 'https://panel.example/rtb/guest/openrtb/2.6',
                openrtb_2_5: 'https://panel.example/rtb/guest/openrtb/2.5',
              },
            },
          },
        },
      }),
    );
    renderAt(PATHS.guestTokens, userOf('guest-ssp'));
    expect(await screen.findByRole('heading', { name: 'Tokens' })).toBeInTheDocument();
    expect(await screen.findByText(/Ask an advertiser for its partner code/)).toBeInTheDocument();
  });

  it.each([null, userOf('advertiser')])('shows the terms page to %o, never a 404', async (user) => {
    renderAt('/terms', user);
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('sends visitors from a private page to the login page', async () => {
    const { router } = renderAt(PATHS.advDashboard, null);
    await waitFor(() => expect(at(router)).toBe(PATHS.login));
    expect(await screen.findByRole('heading', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it.each([PATHS.login, PATHS.registration])(
    'sends a signed-in user from %s to their home page',
    async (path) => {
      const { router } = renderAt(path, userOf('guest-ssp'));
      await waitFor(() => expect(at(router)).toBe(HOME_BY_ROLE['guest-ssp']));
    },
  );

  it.each([
    [userOf('advertiser'), HOME_BY_ROLE.advertiser],
    [userOf('publisher'), HOME_BY_ROLE.publisher],
    [null, PATHS.login],
  ])('redirects / for %o to %s', async (user, home) => {
    const { router } = renderAt('/', user);
    await waitFor(() => expect(at(router)).toBe(home));
  });

  it('opens the campaign editor with an id and a query string', async () => {
    const { router } = renderAt('/adv/campaigns/edit/42/?tab=budget', userOf('advertiser'));
    // The editor is the biggest page: its first import here takes a while on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Edit campaign' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=budget');
  });

  it('shows the crumbs of the route in the top bar', async () => {
    renderAt(PATHS.bidFloors, userOf('advertiser'));
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(crumbs).toHaveTextContent('Statistics');
    expect(crumbs).toHaveTextContent('SSP bid floors');
  });

  it('says so for an unknown address', async () => {
    renderAt('/no/such/page', userOf('advertiser'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('loads the user before deciding, and treats a refused token as signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getTokenStore().setOwn('expired');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /auth/user': { status: 401, body: { error: true, message: 'Ended', code: 'UNAUTHORIZED' } },
      }),
    );
    const { router } = renderRoutes(appRoutes(), { path: PATHS.advDashboard });
    await waitFor(() => expect(at(router)).toBe(PATHS.login));
  });
});

describe('what a page opens with', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    getTokenStore().clear();
  });

  /**
   * Whether the page's query is in the cache, which it enters as it takes the call the loader sent
   * ahead: waited for, or its modules would arrive during the next test and ask there.
   */
  const queried = (client: QueryClient, first: string) =>
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.queryKey[0] === first);

  /** Every call made, as "METHOD /path?query"; none is answered, so no page can draw. */
  function holdEveryCall(tokens: string[] = []): string[] {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      tokens.push(new Headers(init?.headers).get('authorization') ?? '');
      return new Promise<Response>(() => {});
    });
    return asked;
  }

  it('asks for the dashboard’s figures while the user check is still out', async () => {
    getTokenStore().setOwn('session');
    const asked = holdEveryCall();
    const client = testQueryClient();
    renderRoutes(appRoutes({ queryClient: client }), {
      path: `${PATHS.advDashboard}?range=last_30_days`,
      client,
    });
    const { from, to } = presetRange('last_30_days', browserTimeZone());
    await waitFor(() =>
      expect(asked).toContainEqual(
        expect.stringMatching(`^GET /api/v1/dashboard\\?from=${from}&to=${to}&tz=`),
      ),
    );
    await waitFor(() => expect(queried(client, 'statistics')).toBe(true));
    // The page is not drawn: nothing asked for the figures but the route's loader.
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('waits for an `at` sign-in under way, and asks with the token it brings', async () => {
    getTokenStore().setOwn('before');
    let signedIn = () => {};
    holdUserLoadUntil(new Promise<void>((resolve) => (signedIn = resolve)));
    const tokens: string[] = [];
    const asked = holdEveryCall(tokens);
    const client = testQueryClient();
    const { router } = renderRoutes(appRoutes({ queryClient: client }), { path: PATHS.advDashboard, client });
    // The loader has run once the router has its modules; held, it has asked nothing.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(asked.filter((call) => call.includes('/api/v1/'))).toEqual([]);
    getTokenStore().setOwn('after');
    signedIn();
    await waitFor(() => expect(asked).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/dashboard\?/)));
    expect(tokens[asked.findIndex((call) => call.includes('/api/v1/dashboard'))]).toBe('Bearer after');
    await waitFor(() => expect(queried(client, 'statistics')).toBe(true));
  });

  it('asks nothing for the page the server drew with its data, and asks for the next one', async () => {
    getTokenStore().setOwn('session');
    const asked = holdEveryCall();
    const client = testQueryClient();
    const { router } = renderRoutes(appRoutes({ queryClient: client, drawnFirst: true }), {
      path: PATHS.advDashboard,
      client,
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(asked.filter((call) => call.includes('/api/v1/'))).toEqual([]);
    await act(() => router.navigate(PATHS.campaignList));
    await waitFor(() => expect(asked).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/campaigns\?/)));
    await waitFor(() => expect(queried(client, 'campaigns')).toBe(true));
  });

  it('asks for the campaign list’s page named in the address', async () => {
    getTokenStore().setOwn('session');
    const asked = holdEveryCall();
    const client = testQueryClient();
    renderRoutes(appRoutes({ queryClient: client }), {
      path: `${PATHS.campaignList}?status=paused&page=2`,
      client,
    });
    await waitFor(() =>
      expect(asked).toContainEqual(
        expect.stringMatching(/^GET \/api\/v1\/campaigns\?page=2&.*status=paused/),
      ),
    );
    await waitFor(() => expect(queried(client, 'campaigns')).toBe(true));
  });

  it('asks nothing for a visitor without a token, who is sent to sign in', async () => {
    const asked = holdEveryCall();
    const client = testQueryClient();
    client.setQueryData(userQueryKey, null);
    const { router } = renderRoutes(appRoutes({ queryClient: client }), { path: PATHS.advDashboard, client });
    await waitFor(() => expect(at(router)).toBe(PATHS.login));
    expect(asked.filter((call) => call.includes('/api/v1/'))).toEqual([]);
  });
});
