import { REDIRECT_DELAY_MS, type Role } from '@panel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AtExchangeResult,
  type ConsumeAtCodeDeps,
  consumeAtCode,
  REDIRECT_FLAG_KEY,
} from './at-login.ts';
import { createTokenStore } from './token-store.ts';

const HOME: Record<Role, string> = { advertiser: '/campaigns', publisher: '/sites', 'guest-ssp': '/ssp' };

function setup(pathname: string, exchange: ConsumeAtCodeDeps['exchange']) {
  const store = createTokenStore({ local: localStorage, session: sessionStorage });
  const deps = {
    exchange: vi.fn(exchange),
    store,
    session: sessionStorage,
    location: { pathname, assign: vi.fn<(url: string) => void>() },
    homeFor: (role: Role) => HOME[role],
    backup: vi.fn<(token: string) => void>(),
    log: vi.fn<(msg: string, err: unknown) => void>(),
  };
  return deps;
}

const advertiser = async (): Promise<AtExchangeResult> => ({
  token: 'acting-1',
  user: { role: 'advertiser' },
});

describe('consumeAtCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('exchanges the code and stores the acting token and its backup', async () => {
    const deps = setup('/campaigns', advertiser);
    await consumeAtCode('code-1', deps);
    expect(deps.exchange).toHaveBeenCalledWith('code-1');
    expect(deps.store.get()).toBe('acting-1');
    expect(deps.store.isActing()).toBe(true);
    expect(deps.backup).toHaveBeenCalledWith('acting-1');
  });

  it("keeps a handed-off session as the user's own and stays on the page it was sent to", async () => {
    const deps = setup('/pub/zones/', async () => ({
      token: 'own-1',
      user: { role: 'publisher', acting: false },
    }));
    expect(await consumeAtCode('code-1', deps)).toBe('stayed');
    expect(deps.store.get()).toBe('own-1');
    expect(deps.store.isActing()).toBe(false);
    expect(deps.backup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(deps.location.assign).not.toHaveBeenCalled();
  });

  it('never lets a handoff replace a session the browser already has', async () => {
    const deps = setup('/pub/sites/', async () => ({
      token: 'theirs',
      user: { role: 'publisher', acting: false },
    }));
    deps.store.setOwn('mine');
    expect(await consumeAtCode('code-1', deps)).toBe('stayed');
    expect(deps.store.get()).toBe('mine');
  });

  it('redirects to the home page after exactly the redirect delay', async () => {
    const deps = setup('/profile', advertiser);
    expect(await consumeAtCode('code-1', deps)).toBe('redirected');
    expect(sessionStorage.getItem(REDIRECT_FLAG_KEY)).not.toBeNull();
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(deps.location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.location.assign).toHaveBeenCalledTimes(1);
    expect(deps.location.assign).toHaveBeenCalledWith('/campaigns');
    vi.advanceTimersByTime(10_000);
    expect(deps.location.assign).toHaveBeenCalledTimes(1);
  });

  it('uses the role of the exchanged user to pick the home page', async () => {
    const deps = setup('/campaigns', async () => ({ token: 't', user: { role: 'publisher' } }));
    expect(await consumeAtCode('code-1', deps)).toBe('redirected');
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(deps.location.assign).toHaveBeenCalledWith('/sites');
  });

  it.each(['/campaigns', '/campaigns/'])('stays when already home (%s)', async (pathname) => {
    const deps = setup(pathname, advertiser);
    expect(await consumeAtCode('code-1', deps)).toBe('stayed');
    vi.advanceTimersByTime(10_000);
    expect(deps.location.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_FLAG_KEY)).toBeNull();
    expect(deps.store.get()).toBe('acting-1');
  });

  it('does not redirect again while the redirect flag is set', async () => {
    sessionStorage.setItem(REDIRECT_FLAG_KEY, '1');
    const deps = setup('/profile', advertiser);
    expect(await consumeAtCode('code-1', deps)).toBe('stayed');
    vi.advanceTimersByTime(10_000);
    expect(deps.location.assign).not.toHaveBeenCalled();
    expect(deps.store.get()).toBe('acting-1');
  });

  it('logs an exchange failure, stores nothing and does not throw', async () => {
    const error = new Error('code already used');
    const deps = setup('/profile', async () => {
      throw error;
    });
    expect(await consumeAtCode('code-1', deps)).toBe('failed');
    expect(deps.log).toHaveBeenCalledWith(expect.any(String), error);
    expect(deps.store.get()).toBeNull();
    expect(deps.backup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(deps.location.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_FLAG_KEY)).toBeNull();
  });

  it('keeps an existing acting token when the exchange fails', async () => {
    const deps = setup('/profile', () => Promise.reject(new Error('offline')));
    deps.store.setActing('earlier');
    expect(await consumeAtCode('code-1', deps)).toBe('failed');
    expect(deps.store.get()).toBe('earlier');
  });

  it('logs through console.error when no logger is given', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { log: _log, ...deps } = setup('/profile', () => Promise.reject(new Error('boom')));
    expect(await consumeAtCode('code-1', deps)).toBe('failed');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
