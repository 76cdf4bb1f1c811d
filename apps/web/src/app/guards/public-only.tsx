import { HOME_BY_ROLE } from '@panel/contract';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '@/lib/session/get-user';
import { PublicFrame } from '../layout/public-frame.tsx';

/** Login and registration are for visitors; a signed-in user goes to their home page instead. */
export function PublicOnly() {
  const { data: user } = useUser();
  if (user) return <Navigate to={HOME_BY_ROLE[user.role]} replace />;
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
