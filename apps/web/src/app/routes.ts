import { ROUTES, type RouteId, type RouteSpec } from '@panel/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { sendAhead } from '@/lib/api-client';
import { whenSignedIn } from '@/lib/session/get-user';
import { PublicOnly } from './guards/public-only.tsx';
import { PAGE_DATA } from './page-data.ts';
import { loadPlaceholder, PAGES } from './pages.ts';
import type { RouteHandle } from './route-handle.ts';
import { HomeRedirect } from './routes/home-redirect.tsx';
import { Root } from './routes/root.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Spec section 2: the campaign editor matches non-exactly, so its own sub-addresses stay inside it. */
const NON_EXACT: readonly RouteId[] = ['campaignEdit'];

/** The app's routes' options: with its query client, pages of PAGE_DATA ask for their data as they open. */
export interface RouteOptions {
  queryClient?: QueryClient;
  /**
   * The first page was drawn by the server with its data (drawn-page.ts), already in the query
   * cache: its loader sends nothing the first time.
   */
  drawnFirst?: boolean;
}

function pageRoute(spec: RouteSpec, options: RouteOptions, firstLoad: { drawn: boolean }): RouteObject {
  const { queryClient } = options;
  const handle: RouteHandle = { spec };
  const data = PAGE_DATA[spec.id];
  return {
    path: NON_EXACT.includes(spec.id) ? `${spec.path}*` : spec.path,
    handle,
    lazy: { Component: PAGES[spec.id] ?? loadPlaceholder },
    // The page's first call goes out now, ahead of its modules; the loader does not wait for it,
    // so the router goes on as without one. An `at` sign-in under way goes first, or the answer
    // would be the account before it, kept under the same key; a visitor without a token is on
    // the way to sign in. Once the page is open it asks for itself: a filter changed in the
    // address runs no loader.
    ...(data && queryClient
      ? {
          loader: ({ request }: { request: Request }) => {
            if (firstLoad.drawn) {
              firstLoad.drawn = false;
              return null;
            }
            const url = new URL(request.url);
            void whenSignedIn(() => {
              const call = data.call?.(url);
              if (call) sendAhead(call.path, call.query);
              return data.prefetch(queryClient, url);
            }).catch(() => undefined);
            return null;
          },
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
            currentUrl.pathname !== nextUrl.pathname,
        }
      : {}),
  };
}

/**
 * The route tree, built from the contract's route table; the app and the tests share it. With
 * the app's query client, pages of PAGE_DATA start their first call as they are opened.
 */
export function appRoutes(options: RouteOptions = {}): RouteObject[] {
  // One flag for every page: whichever the address opens first.
  const firstLoad = { drawn: options.drawnFirst ?? false };
  const pageRoutes = (specs: readonly RouteSpec[]) => specs.map((r) => pageRoute(r, options, firstLoad));
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RouteError,
      HydrateFallback: FullPageLoader,
      children: [
        { index: true, Component: HomeRedirect },
        // Not in the spec's table: the registration form's terms link when the build names no page.
        {
          path: '/terms',
          lazy: { Component: () => import('./routes/terms-page.tsx').then((m) => m.TermsPage) },
        },
        {
          Component: PublicOnly,
          children: pageRoutes(ROUTES.filter((r) => r.publicOnly)),
        },
        // The signed-in frame (side menu, account menu) loads with the first signed-in page, in
        // parallel with it, and never with the login page.
        {
          lazy: {
            Component: () =>
              import('./guards/require-user.tsx').then((m) => {
                m.addSignedInStrings();
                return m.RequireUser;
              }),
          },
          children: pageRoutes(ROUTES.filter((r) => !r.publicOnly)),
        },
        {
          path: '*',
          lazy: { Component: () => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage) },
        },
      ],
    },
  ];
}
