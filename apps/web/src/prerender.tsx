import { PATHS } from '@panel/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { DRAWN_LOGIN, routerReady } from '@/app/prerendered-login';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes';
import { FullPageLoader } from '@/components/full-page-loader';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/session/get-user';

/**
 * The login page's markup as a new visitor's browser first draws it (English, nobody signed in),
 * rendered at build time by `vite-prerender.ts` into login.html's root, which it marks so main.tsx
 * knows it from the loader below. The tree is main.tsx's, with a memory router in place of the
 * browser's, so the app can take the markup over as it is.
 */
export async function loginRoot(): Promise<string> {
  return `<div id="root" data-drawn="${DRAWN_LOGIN}">${await renderLoginPage()}</div>`;
}

async function renderLoginPage(): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [PATHS.login] });
  await routerReady(router);
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

/**
 * The loader every other page shows until the app has drawn it, written into index.html (issue
 * 14): the browser draws it with the HTML, so a signed-in page slowed 4× shows it at its first
 * paint (300–360 ms in two traces of the dashboard) instead of a blank page until React has drawn
 * its own (540–710 ms in two traces of the build before). React's first commit then puts that
 * same loader in its place; the page's largest paint is unchanged (A/B, nine loads a side).
 */
export function loaderRoot(): string {
  return `<div id="root">${renderLoader()}</div>`;
}

function renderLoader(): string {
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <FullPageLoader />
      </AppProvider>
    </StrictMode>,
  );
}
