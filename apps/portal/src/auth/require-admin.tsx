import { LoadingIndicator } from '@chamados/portal-ui';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useSessionOrLogin } from './require-session';

/**
 * Layout route of the admin pages (spec §6): an anonymous visitor signs in first and comes back;
 * a signed-in user outside the admin group gets the /403 page (ARCHITECTURE.md §7: never a
 * login loop). The server enforces the same rule on every admin call.
 */
export function RequireAdmin() {
  const session = useSessionOrLogin();
  if (!session) return <LoadingIndicator page />;
  if (!session.isAdmin) return <Navigate to={paths.forbidden} replace />;
  return <Outlet />;
}
