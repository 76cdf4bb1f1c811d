import { DRAWN_PAGE, DRAWN_STATE_ID, type User } from '@panel/contract';
import { MENU_MODE_KEY } from './layout/menu-mode-key.ts';

/**
 * What a page drawn by the server with its data was drawn from (entry-server.tsx): the app takes
 * the markup over with the same answers in its query cache, so its first render is that markup.
 */
export interface DrawnState {
  /** Path and query the page was drawn at. */
  address: string;
  /** The zone its dates were read in (the browser's, by its cookie). */
  tz: string;
  /** When the answers were read (ms): their age in the query cache. */
  at: number;
  user: User;
  /** Query keys and their answers, as the page's queries hold them. */
  queries: [readonly unknown[], unknown][];
}

/** The state of a page the server drew with its data, or null (index.html, login.html, unreadable). */
export function readDrawnState(root: HTMLElement): DrawnState | null {
  if (root.dataset.drawn !== DRAWN_PAGE) return null;
  const text = document.getElementById(DRAWN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DrawnState;
  } catch {
    return null;
  }
}

export interface DrawnPageCheck {
  /** Path and query the browser is at. */
  address: string;
  /** The zone the app reads reports in now. */
  timeZone: string;
  language: string;
  /** The own token, as the server read it from its cookie, is the one in use (no acting session). */
  ownSession: boolean;
  /** Mantine's stored light/dark choice. */
  storedColorScheme: string | null;
  /** The side menu's stored mode (MENU_MODE_KEY): the server draws it expanded. */
  storedMenuMode: string | null;
}

/**
 * Whether the app can take a drawn page over as it is: it would draw the same at this address,
 * in this zone and language, for the own session, with no stored "dark" (the theme switch draws
 * its icon from it at once) and the side menu not collapsed (read at once too). Otherwise the app
 * draws afresh over it.
 */
export function canTakeOverDrawnPage(state: DrawnState, check: DrawnPageCheck): boolean {
  return (
    state.address === check.address &&
    state.tz === check.timeZone &&
    check.language === 'en' &&
    check.ownSession &&
    check.storedColorScheme !== 'dark' &&
    check.storedMenuMode !== 'collapsed'
  );
}

/** The side menu's stored mode (Mantine's useLocalStorage writes it as JSON), or null. */
export function storedMenuMode(): string | null {
  try {
    const value = window.localStorage.getItem(MENU_MODE_KEY);
    return value === null ? null : String(JSON.parse(value));
  } catch {
    return null;
  }
}
