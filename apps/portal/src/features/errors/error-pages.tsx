import { ErrorRoute } from './error-route';

/** /400 */
export function BadRequestPage() {
  return <ErrorRoute kind="bad-request" />;
}

/** /403: a signed-in user without permission (e.g. a non-admin on /admin). */
export function ForbiddenPage() {
  return <ErrorRoute kind="forbidden" />;
}

/** /500, and the router's error boundary. */
export function ServerErrorPage() {
  return <ErrorRoute kind="server-error" />;
}

/** /404 and any unknown path. */
export function NotFoundPage() {
  return <ErrorRoute kind="not-found" />;
}
