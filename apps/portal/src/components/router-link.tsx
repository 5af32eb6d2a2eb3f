import type { LinkProps } from '@chamados/portal-ui';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';
import { paths } from '../config/paths';

/**
 * What a link to /atendimento carries in the history entry: 'Iniciar Atendimento' and 'Novo
 * Chamado' start afresh (spec §2: they cancel an ongoing attendance, after asking when it holds
 * answers), while a reload or a restored tab on /atendimento (no such state) resumes it.
 */
export const NEW_ATTENDANCE_STATE = { newAttendance: true } as const;

/**
 * The state of a new-attendance link followed on /atendimento itself: it takes the place of the
 * entry on screen (a walk screen, usually), whose state it keeps in `previous`, so that keeping the
 * walk puts the entry back as it was and discarding it can go back to the service panel.
 */
export interface NewAttendanceState {
  newAttendance: true;
  previous?: unknown;
}

/** A link that leaves the app (a scheme or `//`): the browser follows it. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * portal-ui's links, routed: the components hand over an `href`, the router navigates without a
 * page load. Passed to portal-ui components as their `LinkComponent`.
 *
 * Built on `useHref` and `useLinkClickHandler` rather than `<Link>`: `<Link>` carries
 * framework-mode prefetching this app never uses (about 2 KB gzip of the first load).
 */
export function RouterLink({ href, ...props }: LinkProps) {
  if (EXTERNAL.test(href)) return <a href={href} {...props} />;
  return <InternalLink href={href} {...props} />;
}

function InternalLink({ href, onClick, target, ...props }: LinkProps) {
  const newAttendance = href.split(/[?#]/, 1)[0] === paths.attendance;
  const location = useLocation();
  const inPlace = newAttendance && location.pathname === paths.attendance;
  const routedHref = useHref(href);
  const state: NewAttendanceState | undefined = !newAttendance
    ? undefined
    : inPlace
      ? { ...NEW_ATTENDANCE_STATE, previous: location.state }
      : NEW_ATTENDANCE_STATE;
  const navigate = useLinkClickHandler(href, { state, replace: inPlace, target });
  return (
    <a
      {...props}
      href={routedHref}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks, other buttons and other targets are left to the browser.
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
