import {
  MAX_ATTACHMENTS_BYTES,
  uploadKeys,
  useMarkArticleSeenMutation,
  useReplyTicketMutation,
  useTicketDetailQuery,
  useUploadProgress,
} from '@chamados/portal-api';
import {
  isOpenTicketState,
  t,
  TicketDetailView,
  tTickets,
} from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { selectToken, useSession } from '../../auth';
import { usePolling } from './poll';
import { replyStatusOf } from '../../lib/reply-status-of';
import { useAttachmentDownloads } from '../../lib/use-attachment-downloads';
import { useFailureRedirect } from './use-failure-redirect';
import { readReplyDraft, writeReplyDraft } from './reply-draft-storage';

/**
 * /chamados/detalhe/:id: the ticket, reloaded every 120 s; opening an unseen message marks it
 * seen; downloads with the token (a failure says so in a dialog); the reply editor.
 */
export function TicketDetailPage() {
  const session = useSession();
  const token = useSelector(selectToken);
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const { data, isLoading, error } = useTicketDetailQuery(
    validId && session ? id : skipToken,
    usePolling(),
  );
  useFailureRedirect(validId ? error : { status: 404 }, Boolean(data));

  const [markSeen] = useMarkArticleSeenMutation();
  const [reply, replyState] = useReplyTicketMutation();
  const [replyText] = useState(() =>
    session?.userId && validId ? readReplyDraft(window.localStorage, session.userId, id) : undefined,
  );
  const { download, downloading, failureDialog } = useAttachmentDownloads(token);

  // While 'Enviar' sends large files, the editor shows how far the upload got.
  const replyStatus = replyStatusOf(replyState, useUploadProgress(uploadKeys.ticketReply(id)));

  const back = () => {
    // Back to where the user came from inside the portal; from a shared link, to the ticket's list.
    if (location.key !== 'default') void navigate(-1);
    else
      void navigate(
        data && !isOpenTicketState(data.estado) ? paths.closedTickets : paths.openTickets,
      );
  };

  return (
    <>
      <title>
        {t('documentTitle.page', { page: data ? data.titulo : tTickets('tickets.detail.title') })}
      </title>
      <div className="ch-container">
        <TicketDetailView
          ticket={data}
          loading={isLoading || !data}
          onBack={back}
          onOpenArticle={(article) => {
            if (!article.visualizado && data && session?.userId) {
              void markSeen({
                idUsuario: session.userId,
                ticketId: data.id,
                articleId: article.id,
              });
            }
          }}
          onDownload={download}
          downloading={downloading}
          maxAttachmentBytes={MAX_ATTACHMENTS_BYTES}
          replyFrom={session?.claims?.email}
          replyStatus={replyStatus}
          onSendReply={(body) => data && void reply({ id: data.id, body })}
          onReplyFinished={() => replyState.reset()}
          // The reply being written survives a reload; keyed by the ticket of the URL (read at once).
          replyText={replyText}
          onReplyTextChange={(text) =>
            session?.userId && writeReplyDraft(window.localStorage, session.userId, id, text)
          }
        />
        {failureDialog}
      </div>
    </>
  );
}
