import { useAdminMailStatusQuery } from '@chamados/portal-api';
import { MailOutboxView, tAdmin } from '@chamados/portal-ui';

/** The page reads the outbox again this often while it is open: failures are retried in minutes. */
const REFRESH_MS = 60_000;

/** /admin/emails: how students' e-mail is going — counts and the latest failures, with why. */
export function MailOutboxPage() {
  const { data, isLoading, isError, isFetching, refetch } = useAdminMailStatusQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  return (
    <div className="ch-container">
      <title>{tAdmin('documentTitle.page', { page: tAdmin('admin.mail.title') })}</title>
      <MailOutboxView status={data} loading={isLoading} error={isError} refreshing={isFetching} onRefresh={() => void refetch()} />
    </div>
  );
}
