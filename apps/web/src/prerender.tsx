import { PATHS } from '@panel/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { routerReady } from '@/app/prerendered-login';
import { appRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/session/get-user';

/**
 * The login page's markup as a new visitor's browser first draws it (English, nobody signed in),
 * rendered at build time by `vite-prerender.ts` into login.html. The tree is main.tsx's, with a
 * memory router in place of the browser's, so the app can take the markup over as it is.
 */
export async function renderLoginPage(): Promise<string> {
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
