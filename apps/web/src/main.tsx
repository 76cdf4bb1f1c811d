import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startAtLogin } from '@/app/bootstrap-at-login';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { browserLanguage, changeLanguage } from '@/lib/i18n/languages';
import { ignoreResizeObserverWarning } from '@/lib/ignore-resize-observer-warning';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/session/get-user';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

ignoreResizeObserverWarning();
const queryClient = createQueryClient();
// A session the server no longer accepts: forgetting the user sends every guard to the login page.
setUnauthorizedHandler(() => queryClient.setQueryData(userQueryKey, null));
// Before anything asks who is signed in, so an `at` link decides it (spec section 4).
startAtLogin(queryClient);

// The first screen in its language: English is at hand, another language's catalogs load first.
void changeLanguage(browserLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
