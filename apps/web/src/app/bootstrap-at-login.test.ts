import { afterEach, describe, expect, it, vi } from 'vitest';
import { AT_TOKEN_EVENT } from '@/lib/auth/address-watcher';
import { getTokenStore } from '@/lib/auth/token-store';
import { userQueryKey, userQueryOptions } from '@/lib/session/get-user';
import { stubFetch, testQueryClient } from '@/testing/render';
import { userOf } from '@/testing/users';
import { startAtLogin } from './bootstrap-at-login.ts';

const acting = userOf('advertiser', { acting: true });

describe('startAtLogin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    getTokenStore().clear();
    window.history.replaceState(null, '', '/');
  });

  it('exchanges the at code before the user is loaded, so the user is the one acted as', async () => {
    // Already on the home page, so no redirect follows the exchange.
    window.history.replaceState(null, '', '/adv/dashboard/?at=one-time-code');
    const fetchMock = vi.fn(
      stubFetch({
        'POST /auth/act': {
          body: { ext: { token: 'acting-token', expires_at: '2030-01-01', user: acting } },
        },
        'POST /auth/user': { body: { ext: acting } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = testQueryClient();
    const stop = startAtLogin(client);

    expect(window.location.search).toBe('');
    await expect(client.fetchQuery(userQueryOptions())).resolves.toEqual(acting);
    expect(getTokenStore().get()).toBe('acting-token');
    const userCall = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/user');
    expect(new Headers(userCall?.[1]?.headers).get('Authorization')).toBe('Bearer acting-token');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'one-time-code' });
    stop();
  });

  it('reloads the user when a new at token is announced', () => {
    const client = testQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = startAtLogin(client);
    window.dispatchEvent(new CustomEvent(AT_TOKEN_EVENT, { detail: { code: 'x' } }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userQueryKey });
    stop();
    window.dispatchEvent(new CustomEvent(AT_TOKEN_EVENT, { detail: { code: 'y' } }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
