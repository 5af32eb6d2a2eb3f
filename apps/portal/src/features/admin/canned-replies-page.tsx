import {
  CANNED_REPLY_LIMITS,
  useAdminCannedRepliesQuery,
  useCreateCannedReplyMutation,
  useDeleteCannedReplyMutation,
  useUpdateCannedReplyMutation,
} from '@chamados/portal-api';
import { CannedRepliesAdminView, tAdmin } from '@chamados/portal-ui';
import { serverRefusal } from '../../lib/server-refusal';

/** A refused call as the view expects it: an Error whose message is the server's reason ('' when none). */
function refusal(result: { error?: unknown }): void {
  if ('error' in result && result.error !== undefined) throw new Error(serverRefusal(result.error).reason ?? '');
}

/** /admin/respostas-prontas: the canned replies agents insert, listed, created, edited and deleted. */
export function CannedRepliesPage() {
  const { data, isLoading, isError, refetch } = useAdminCannedRepliesQuery();
  const [create] = useCreateCannedReplyMutation();
  const [update] = useUpdateCannedReplyMutation();
  const [remove] = useDeleteCannedReplyMutation();
  return (
    <div className="ch-container">
      <title>{tAdmin('documentTitle.page', { page: tAdmin('admin.canned.title') })}</title>
      <CannedRepliesAdminView
        replies={data}
        loading={isLoading}
        error={isError}
        onRetry={() => void refetch()}
        limits={CANNED_REPLY_LIMITS}
        onSave={async (input, id) => refusal(id === undefined ? await create(input) : await update({ id, body: input }))}
        onDelete={async (reply) => refusal(await remove(reply.id))}
      />
    </div>
  );
}
