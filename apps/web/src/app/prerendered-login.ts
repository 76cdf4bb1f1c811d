import { COLOR_SCHEME_STORAGE_KEY, PATHS } from '@panel/contract';
import type { Router } from './router-type.ts';

/** login.html's root says `data-drawn="login"`; index.html's root holds only the loader. */
export const DRAWN_LOGIN = 'login';

/**
 * What the server's pre-drawn login page (login.html, drawn at build time by
 * `vite-prerender.ts`) assumes of the visitor: the login page, in English, nobody signed in, no
 * `at` link to exchange, and no light/dark choice that would draw the theme switch otherwise.
 * Only then does the app take over that markup as it is (hydration), so what the visitor sees
 * at the first paint stays; anything else starts the app afresh over it.
 */
export interface PrerenderedLoginCheck {
  /** Whether the page arrived with the login page drawn in its root (login.html, not index.html). */
  hasMarkup: boolean;
  pathname: string;
  /** Whether the address carries an `at` code (spec section 4). */
  hasAtCode: boolean;
  signedIn: boolean;
  /** The language the first screen will be in. */
  language: string;
  /** Mantine's stored light/dark choice (COLOR_SCHEME_STORAGE_KEY), null when none. */
  storedColorScheme: string | null;
}

export function canTakeOverLogin(check: PrerenderedLoginCheck): boolean {
  return (
    check.hasMarkup &&
    check.pathname === PATHS.login &&
    !check.hasAtCode &&
    !check.signedIn &&
    check.language === 'en' &&
    // The theme switch draws its icon from a stored choice at once: "dark" would differ.
    check.storedColorScheme !== 'dark'
  );
}

/** Mantine's stored light/dark choice, or null (none, or storage refused). */
export function storedColorScheme(): string | null {
  try {
    return window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Resolves once the router has loaded the lazy modules of the address it starts on. */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
