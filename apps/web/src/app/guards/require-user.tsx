import { canOpen, PATHS } from '@panel/contract';
import { Navigate, Outlet, useMatches } from 'react-router';
import { useUser } from '@/lib/session/get-user';
import { AppFrame } from '../layout/app-frame.tsx';
import { currentSpec } from '../route-handle.ts';
import { ForbiddenPage } from '../routes/forbidden-page.tsx';

// The signed-in pages' own English strings come with their frame, not with the first screen. The
// route adds them once this module has loaded (app/routes.ts), not as it loads: the build may
// split it into chunks that import each other, and the strings would not be made yet.
export { addSignedInStrings } from '@/lib/i18n/signed-in-strings';

/**
 * Every page but login and registration: visitors go to the login page, and a user whose role
 * is not among the route's roles gets a page saying so, never the page itself. The server still
 * decides every call; this only keeps people out of screens that would fail.
 */
export function RequireUser() {
  const { data: user } = useUser();
  const spec = currentSpec(useMatches());
  if (!user) return <Navigate to={PATHS.login} replace />;
  return (
    <AppFrame user={user}>{spec && !canOpen(spec, user.role) ? <ForbiddenPage /> : <Outlet />}</AppFrame>
  );
}
