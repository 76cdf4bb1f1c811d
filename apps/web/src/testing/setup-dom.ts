/**
 * What jsdom lacks and Mantine needs, plus jest-dom matchers and cleanup between tests: the web
 * projects' setup file (vitest.config.ts). The files of a worker share their modules, so what a
 * module keeps (Mantine's notifications, calls sent ahead) is emptied here after each test.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetCallsAhead } from '@/lib/api-client';
import { addSignedInStrings } from '@/lib/i18n/signed-in-strings';
import { fakeMatchMedia } from './match-media.ts';

// `findBy…` and `waitFor` wait for a state up to 5 s, not Testing Library's 1 s: on two busy cores a
// page drawn after a new report took longer than 1 s to show it (statistics-page.test.tsx, CI).
// A test that passes is no slower; one whose state never comes still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Pages are drawn here without the signed-in frame, whose route adds these in the app (app/routes.ts).
addSignedInStrings();

if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

Element.prototype.scrollIntoView ??= () => {};

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}

afterEach(() => {
  cleanup();
  // Mantine's notifications live in a store of the module, which the next test's stack would show.
  notifications.clean();
  // A route's call sent ahead and left untaken would be handed to the next test asking the same.
  forgetCallsAhead();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
