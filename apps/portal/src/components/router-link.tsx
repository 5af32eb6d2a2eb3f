import type { LinkProps } from '@chamados/portal-ui';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * What a link to /atendimento carries in the history entry: 'Iniciar Atendimento' and 'Novo
 * Chamado' start afresh (spec §2: they cancel an ongoing attendance), while a reload or a
 * restored tab on /atendimento (no such state) resumes it.
 */
export const NEW_ATTENDANCE_STATE = { newAttendance: true } as const;

/**
 * portal-ui's links, routed: the components hand over an `href`, the router navigates without a
 * page load. Passed to portal-ui components as their `LinkComponent`.
 */
export function RouterLink({ href, ...props }: LinkProps) {
  const newAttendance = href.split(/[?#]/, 1)[0] === paths.attendance;
  return <Link to={href} state={newAttendance ? NEW_ATTENDANCE_STATE : undefined} {...props} />;
}
