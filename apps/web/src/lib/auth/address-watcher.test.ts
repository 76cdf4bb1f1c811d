import { ADDRESS_WATCH_INTERVAL_MS } from '@panel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_TOKEN_EVENT, type AtTokenEventDetail, startAddressWatcher } from './address-watcher.ts';

// Changes the address behind the watcher's back, the way a browser-initiated change would.
const setAddress = (url: string) => History.prototype.replaceState.call(window.history, null, '', url);

describe('startAddressWatcher', () => {
  let stop: () => void = () => undefined;
  let onCode: ReturnType<typeof vi.fn<(code: string) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    setAddress('/campaigns');
    onCode = vi.fn<(code: string) => void>();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    setAddress('/');
  });

  it('uses the one second interval of the spec', () => {
    expect(ADDRESS_WATCH_INTERVAL_MS).toBe(1000);
  });

  it('notices an address change within the interval and strips the code', () => {
    stop = startAddressWatcher({ win: window, onCode });
    setAddress('/campaigns?a=1&at=code-1#top');
    vi.advanceTimersByTime(999);
    expect(onCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('code-1');
    expect(window.location.search).toBe('?a=1');
    expect(window.location.hash).toBe('#top');
  });

  it('checks immediately on back navigation', () => {
    stop = startAddressWatcher({ win: window, onCode });
    setAddress('/campaigns?at=back');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onCode).toHaveBeenCalledWith('back');
    expect(window.location.search).toBe('');
  });

  it('checks immediately after pushState and replaceState', () => {
    stop = startAddressWatcher({ win: window, onCode });
    window.history.pushState(null, '', '/campaigns?at=pushed');
    expect(onCode).toHaveBeenLastCalledWith('pushed');
    window.history.replaceState(null, '', '/campaigns?at=replaced');
    expect(onCode).toHaveBeenLastCalledWith('replaced');
    expect(onCode).toHaveBeenCalledTimes(2);
    expect(window.location.search).toBe('');
  });

  it('announces a code once, but strips it every time it comes back', () => {
    stop = startAddressWatcher({ win: window, onCode });
    setAddress('/campaigns?at=same');
    vi.advanceTimersByTime(1000);
    setAddress('/campaigns?at=same');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(5000);
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
  });

  it('dispatches the at-token event with the code', () => {
    const listener = vi.fn((event: Event) => (event as CustomEvent<AtTokenEventDetail>).detail);
    window.addEventListener(AT_TOKEN_EVENT, listener);
    stop = startAddressWatcher({ win: window, onCode });
    window.history.pushState(null, '', '/campaigns?at=evt');
    window.removeEventListener(AT_TOKEN_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.results[0]?.value).toEqual({ code: 'evt' });
  });

  it('ignores addresses without a code', () => {
    stop = startAddressWatcher({ win: window, onCode });
    window.history.pushState(null, '', '/campaigns?a=1&cat=2');
    vi.advanceTimersByTime(3000);
    expect(onCode).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?a=1&cat=2');
  });

  it('stop removes the interval, the listeners and the history wrappers', () => {
    const push = window.history.pushState;
    const replace = window.history.replaceState;
    const stopWatcher = startAddressWatcher({ win: window, onCode });
    expect(window.history.pushState).not.toBe(push);
    stopWatcher();
    expect(window.history.pushState).toBe(push);
    expect(window.history.replaceState).toBe(replace);
    expect(Object.hasOwn(window.history, 'pushState')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    window.history.pushState(null, '', '/campaigns?at=after-stop');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(5000);
    expect(onCode).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?at=after-stop');
  });
});
