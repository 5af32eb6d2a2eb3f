import { ErrorPage, t, type ErrorKind, type MessageKey } from '@chamados/portal-ui';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';

const TITLES: Record<ErrorKind, MessageKey> = {
  'bad-request': 'errors.badRequest.title',
  forbidden: 'errors.forbidden.title',
  'server-error': 'errors.serverError.title',
  'not-found': 'errors.notFound.title',
};

/**
 * An error page with its document title, shared by the error routes (a lazy chunk) and the
 * router's error boundary (in the entry chunk), so neither leaves the previous page's title.
 */
export function ErrorRoute({ kind }: { kind: ErrorKind }) {
  return (
    <>
      <title>{t('documentTitle.page', { page: t(TITLES[kind]) })}</title>
      <ErrorPage kind={kind} homeHref={paths.home} LinkComponent={RouterLink} />
    </>
  );
}
