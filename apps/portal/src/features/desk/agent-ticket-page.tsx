import {
  AGENT_SETTABLE_STATES,
  cannedReplyValues,
  fillCannedReply,
  MAX_ATTACHMENTS_BYTES,
  uploadKeys,
  useAgentCannedRepliesQuery,
  useAgentDeskQuery,
  useAgentTicketQuery,
  useCreateAgentArticleMutation,
  useMarkAgentTicketSeenMutation,
  useUpdateAgentTicketMutation,
  usePollingUnlessLive,
  useUploadProgress,
} from '@chamados/portal-api';
import { useTicketPresence } from '@chamados/portal-api/live';
import { AgentTicketView, tDesk } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import { selectToken } from '../../auth';
import { POLLING_INTERVAL_MS } from '../../config/polling';
import { paths } from '../../config/paths';
import { replyStatusOf } from '../../lib/reply-status-of';
import { serverRefusal } from '../../lib/server-refusal';
import { useAttachmentDownloads } from '../../lib/use-attachment-downloads';

/**
 * `/atendente/chamado/:id`: one ticket as an agent works it (issue 21 item 2): the conversation with
 * internal notes, the properties, the SLA deadlines and the actions. Opening it marks the ticket
 * seen for this agent; a student's reply shows up while it is open (live events, or every 120 s
 * while the stream is down), and so do the other agents who have it open.
 */
export function AgentTicketPage() {
  const token = useSelector(selectToken);
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const { data, isLoading, isError, error, refetch } = useAgentTicketQuery(validId ? id : skipToken, { pollingInterval: usePollingUnlessLive(POLLING_INTERVAL_MS) });
  const desk = useAgentDeskQuery();
  // 'Também neste chamado: {nome}': the other agents with this ticket open.
  const othersHere = useTicketPresence(validId ? id : undefined, desk.data?.eu.id);
  const canned = useAgentCannedRepliesQuery();
  const [update] = useUpdateAgentTicketMutation();
  const [write, writeState] = useCreateAgentArticleMutation();
  const [markSeen] = useMarkAgentTicketSeenMutation();
  const { download, downloading, failureDialog } = useAttachmentDownloads(token);

  // A ticket that does not exist (or an id that is not one) is the not-found page.
  const status = (error as { status?: unknown } | undefined)?.status;
  const missing = !validId || (status === 404 && !data);
  useEffect(() => {
    if (missing) void navigate(paths.notFound, { replace: true });
  }, [missing, navigate]);

  // Opening the ticket marks its messages seen by me (the queue's star goes out); so does a new
  // message that arrives while the page is open (polling).
  const loadedId = data?.id;
  const unseen = data ? !data.visualizado : false;
  const newest = data?.artigos.at(-1)?.id;
  useEffect(() => {
    if (loadedId !== undefined && unseen) void markSeen(loadedId);
  }, [loadedId, unseen, newest, markSeen]);

  // While large files upload, the editor shows how far they got.
  const writeStatus = replyStatusOf(writeState, useUploadProgress(uploadKeys.agentArticle(id)));

  return (
    <>
      <title>{tDesk('documentTitle.page', { page: data ? `${data.titulo} · ${tDesk('desk.title')}` : tDesk('desk.title') })}</title>
      <div className="ch-container">
        <AgentTicketView
          ticket={data}
          loading={isLoading}
          error={isError && !data}
          onRetry={() => void refetch()}
          onBack={() => {
            // Back to the queue as it was (its filters live in its URL); from a shared link, to the queue.
            if (location.key !== 'default') void navigate(-1);
            else void navigate(paths.desk);
          }}
          priorities={desk.data?.prioridades ?? []}
          queues={desk.data?.filas ?? []}
          states={AGENT_SETTABLE_STATES}
          onUpdate={async (change) => {
            const result = await update({ id, body: change });
            if ('error' in result) throw new Error(serverRefusal(result.error).reason ?? '');
            return result.data;
          }}
          cannedReplies={canned.data}
          // {nome}, {protocolo}, {servico}, {atendente}: the contract's one rule, with this ticket.
          fillCannedReply={data ? (text) => fillCannedReply(text, cannedReplyValues(data, desk.data?.eu.nome ?? '')) : undefined}
          onDownload={download}
          downloading={downloading}
          maxAttachmentBytes={MAX_ATTACHMENTS_BYTES}
          writeStatus={writeStatus}
          writtenTicket={writeState.data}
          onSendArticle={(body) => void write({ id, body })}
          onWriteFinished={() => writeState.reset()}
          othersHere={othersHere}
        />
        {failureDialog}
      </div>
    </>
  );
}
