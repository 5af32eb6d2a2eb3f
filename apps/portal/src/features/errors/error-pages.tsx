import { ErrorPage, t, type ErrorKind, type MessageKey } from '@chamados/portal-ui';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';

const TITLES: Record<ErrorKind, MessageKey> = {
  'bad-request': 'errors.badRequest.title',
  forbidden: 'errors.forbidden.title',
  'server-error': 'errors.serverError.title',
  'not-found': 'errors.notFound.title',
};

function ErrorRoute({ kind }: { kind: ErrorKind }) {
  return (
    <>
      <title>{t('documentTitle.page', { page: t(TITLES[kind]) })}</title>
      <ErrorPage kind={kind} homeHref={paths.home} LinkComponent={RouterLink} />
    </>
  );
}

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
