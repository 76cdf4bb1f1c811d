import { ROUTES, type RouteId, type RouteSpec } from '@panel/contract';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { PublicOnly } from './guards/public-only.tsx';
import { loadPlaceholder, PAGES } from './pages.ts';
import type { RouteHandle } from './route-handle.ts';
import { HomeRedirect } from './routes/home-redirect.tsx';
import { Root } from './routes/root.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Spec section 2: the campaign editor matches non-exactly, so its own sub-addresses stay inside it. */
const NON_EXACT: readonly RouteId[] = ['campaignEdit'];

function pageRoute(spec: RouteSpec): RouteObject {
  const handle: RouteHandle = { spec };
  return {
    path: NON_EXACT.includes(spec.id) ? `${spec.path}*` : spec.path,
    handle,
    lazy: { Component: PAGES[spec.id] ?? loadPlaceholder },
  };
}

/** The route tree, built from the contract's route table; the app and the tests share it. */
export function appRoutes(): RouteObject[] {
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
        { Component: PublicOnly, children: ROUTES.filter((r) => r.publicOnly).map(pageRoute) },
        // The signed-in frame (side menu, account menu) loads with the first signed-in page, in
        // parallel with it, and never with the login page.
        {
          lazy: { Component: () => import('./guards/require-user.tsx').then((m) => m.RequireUser) },
          children: ROUTES.filter((r) => !r.publicOnly).map(pageRoute),
        },
        {
          path: '*',
          lazy: { Component: () => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage) },
        },
      ],
    },
  ];
}
