import { dateIn } from '@panel/contract';
import { useCallback, useSyncExternalStore } from 'react';

/** How often an open page checks whether the day has turned. */
const CHECK_MS = 60_000;

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, CHECK_MS);
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Today's date in `timeZone`, read on every render, every minute and whenever the window comes
 * back: a page left open overnight re-renders on the new day, so a preset's dates move on with it.
 */
export function useToday(timeZone: string): string {
  const read = useCallback(() => dateIn(timeZone, Date.now()), [timeZone]);
  return useSyncExternalStore(subscribe, read, read);
}
