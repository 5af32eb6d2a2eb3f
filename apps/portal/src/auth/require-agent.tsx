import { LoadingIndicator } from '@chamados/portal-ui';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useSessionOrLogin } from './require-session';

/**
 * Layout route of the Central de Atendimento (issue 21): an anonymous visitor signs in first and
 * comes back; a signed-in user who is not an agent gets the /403 page, as {@link RequireAdmin}
 * does. The server enforces the same rule on every /api/agente call.
 */
export function RequireAgent() {
  const session = useSessionOrLogin();
  if (!session) return <LoadingIndicator page />;
  if (!session.isAgent) return <Navigate to={paths.forbidden} replace />;
  return <Outlet />;
}
