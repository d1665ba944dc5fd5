import { useSession } from '@veldwerk/shared/client';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { loginPathFor } from '../paths';

/** Signed-out visitors of an authenticated route go to the login page, which returns them here. */
export function RequireAuth() {
  const status = useSession((state) => state.status);
  const location = useLocation();
  if (status !== 'authenticated') {
    return (
      <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />
    );
  }
  return <Outlet />;
}
