import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { startAtLogin } from '@/app/bootstrap-at-login';
import { canTakeOverDrawnPage, readDrawnState, storedMenuMode } from '@/app/drawn-page';
import { canTakeOverLogin, DRAWN_LOGIN, routerReady, storedColorScheme } from '@/app/prerendered-login';
import { appRoutes } from '@/app/routes';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { readAtParam } from '@/lib/auth/at-param';
import { cookieHoldsOwnToken, writeTimeZoneCookie } from '@/lib/auth/drawn-page-cookies';
import { getTokenStore } from '@/lib/auth/token-store';
import { browserTimeZone } from '@/lib/dates/report-range';
import { browserLanguage, changeLanguage } from '@/lib/i18n/languages';
import { ignoreResizeObserverWarning } from '@/lib/ignore-resize-observer-warning';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey, userQueryOptions } from '@/lib/session/get-user';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

ignoreResizeObserverWarning();
const queryClient = createQueryClient();
// A session the server no longer accepts: forgetting the user sends every guard to the login page.
setUnauthorizedHandler(() => queryClient.setQueryData(userQueryKey, null));

const language = browserLanguage();
// Begun before any call: those made while its catalogs load already ask in it (requestLanguage),
// so the dashboard's call sent ahead with its route is the one the page takes.
const languageReady = changeLanguage(language).catch(() => undefined);
// login.html, not index.html (whose root holds the loader only).
const drawnLogin = root.dataset.drawn === DRAWN_LOGIN;
// Read before the `at` sign-in below strips its code from the address.
const takeOver = canTakeOverLogin({
  hasMarkup: drawnLogin,
  pathname: window.location.pathname,
  hasAtCode: readAtParam(window.location.search) !== null,
  signedIn: getTokenStore().get() !== null,
  language,
  storedColorScheme: storedColorScheme(),
});
// A signed-in page the server drew with its data (the dashboard, issue 14), taken over as it is
// when the app would draw the same; else drawn afresh over it, like a login page it cannot take.
const timeZone = browserTimeZone();
const drawnState = readDrawnState(root);
const takeOverPage =
  drawnState !== null &&
  canTakeOverDrawnPage(drawnState, {
    address: window.location.pathname + window.location.search,
    timeZone,
    language,
    ownSession: !getTokenStore().isActing() && cookieHoldsOwnToken(getTokenStore().own()),
    storedColorScheme: storedColorScheme(),
    storedMenuMode: storedMenuMode(),
  });
// What the server needs to draw the next signed-in page with its data: the session and the zone.
getTokenStore().announceOwn();
writeTimeZoneCookie(timeZone);
// Before anything asks who is signed in, so an `at` link decides it (spec section 4).
startAtLogin(queryClient);
if (takeOverPage) {
  // The page's answers, as the server read them for this session, are its first render's.
  queryClient.setQueryData(userQueryKey, drawnState.user, { updatedAt: drawnState.at });
  for (const [key, data] of drawnState.queries)
    queryClient.setQueryData(key, data, { updatedAt: drawnState.at });
}
// A visitor without a token is nobody: known now, so the first render is the page, not a loader.
else if (takeOver) queryClient.setQueryData(userQueryKey, null);
// Anyone else is asked about now, while the page's modules load, not once the app has drawn (issue 14).
else void queryClient.prefetchQuery(userQueryOptions());

const router = createBrowserRouter(appRoutes({ queryClient, drawnFirst: takeOverPage }));
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

// The first screen in its language: English is at hand, another language's catalogs load first.
void languageReady.then(async () => {
  if (takeOver || takeOverPage) {
    // The login page drawn by the server stays on screen while its modules load, then the app
    // takes it over node for node (issue 14: it is the page's largest paint, at the first one).
    await routerReady(router);
    hydrateRoot(root, app);
    return;
  }
  // A drawn login page the app cannot take over goes at once: its fields must not look usable.
  // index.html's loader stays until React's first commit puts the same loader in its place (React
  // clears a root's old children then). The root is made now, not once the route's modules are
  // in: React and Mantine's first render of the loader runs while they load, and deferred, it ran
  // after them, on the way to the page (the dashboard's LCP 100–200 ms later in A/B runs at 4×).
  if (drawnLogin || drawnState) root.replaceChildren();
  createRoot(root).render(app);
});
