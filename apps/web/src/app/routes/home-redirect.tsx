import { HOME_BY_ROLE, PATHS } from '@panel/contract';
import { Navigate } from 'react-router';
import { useUser } from '@/lib/session/get-user';

/** `/` is nobody's page: it sends users home and visitors to the login page. */
export function HomeRedirect() {
  const { data: user } = useUser();
  return <Navigate to={user ? HOME_BY_ROLE[user.role] : PATHS.login} replace />;
}
