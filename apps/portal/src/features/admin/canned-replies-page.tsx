import {
  CANNED_REPLY_LIMITS,
  useAdminCannedRepliesQuery,
  useCreateCannedReplyMutation,
  useDeleteCannedReplyMutation,
  useUpdateCannedReplyMutation,
} from '@chamados/portal-api';
import { CannedRepliesAdminView, CannedReplyConflict, tAdmin } from '@chamados/portal-ui';
import { serverRefusal } from '../../lib/server-refusal';

/** /admin/respostas-prontas: the canned replies agents insert, listed, created, edited and deleted. */
export function CannedRepliesPage() {
  const { data, isLoading, isError, refetch } = useAdminCannedRepliesQuery();
  const [create] = useCreateCannedReplyMutation();
  const [update] = useUpdateCannedReplyMutation();
  const [remove] = useDeleteCannedReplyMutation();

  /**
   * A refused call as the view expects it: an Error whose message is the server's reason ('' when
   * none). A 412 (another admin changed reply `id` since it was opened) reads the list anew and,
   * for a save, hands the view the saved reply to compare.
   */
  const refusal = async (result: { error?: unknown }, id?: number, comparing = false): Promise<void> => {
    if (!('error' in result) || result.error === undefined) return;
    const { status, reason = '' } = serverRefusal(result.error);
    if (status === 412 && id !== undefined) {
      const theirs = (await refetch()).data?.find((reply) => reply.id === id);
      if (comparing && theirs) throw new CannedReplyConflict(reason, theirs);
    }
    throw new Error(reason);
  };

  return (
    <div className="ch-container">
      <title>{tAdmin('documentTitle.page', { page: tAdmin('admin.canned.title') })}</title>
      <CannedRepliesAdminView
        replies={data}
        loading={isLoading}
        error={isError}
        onRetry={() => void refetch()}
        limits={CANNED_REPLY_LIMITS}
        onSave={async (input, id, revisao) =>
          id === undefined ? refusal(await create(input)) : refusal(await update({ id, revisao: revisao ?? 0, body: input }), id, true)
        }
        onDelete={async (reply) => refusal(await remove({ id: reply.id, revisao: reply.revisao }), reply.id)}
      />
    </div>
  );
}
