import type { AgentArticle, AgentArticleBody, AgentSettableState, AgentTicketDetail, AgentTicketUpdate, Attachment, CannedReply } from '@chamados/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { tDesk } from '../../messages/t-desk';
import { Button } from '../button/button';
import { CannedReplyPicker } from '../canned-replies/canned-reply-picker';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { ReplyEditor } from '../reply-editor/reply-editor';
import { IDLE_REPLY, type ReplyStatus } from '../reply-editor/reply-status';
import { TicketProtocol } from '../ticket-detail/ticket-protocol';
import { AgentConversation } from './agent-conversation';
import { AgentTicketActions } from './agent-ticket-actions';
import { AgentTicketProperties } from './agent-ticket-properties';
import { SlaDeadlines } from './sla-deadlines';
import { TicketPresence } from './ticket-presence';

/** What the editor writes: a reply to the student or an internal note. */
export type AgentWriting = 'reply' | 'note';

/** Props of {@link AgentTicketView}. */
export interface AgentTicketViewProps {
  /** `GET /api/agente/chamados/{id}`; undefined until it arrives. */
  ticket?: AgentTicketDetail;
  loading?: boolean;
  /** Loading failed and there is no ticket: 'Não foi possível carregar o chamado.' with 'Tentar novamente'. */
  error?: boolean;
  onRetry?: () => void;
  /** 'Voltar à fila'. */
  onBack: () => void;
  /** `useAgentDeskQuery().prioridades` and `.filas`. */
  priorities: readonly string[];
  queues: readonly string[];
  /** The contract's `AGENT_SETTABLE_STATES`. */
  states: readonly AgentSettableState[];
  /** Assumir, Devolver, Estado, Prioridade, Fila: see {@link AgentTicketActions}. */
  onUpdate: (change: AgentTicketUpdate) => Promise<void>;
  /** The canned replies for 'Respostas prontas'; undefined while loading. */
  cannedReplies?: readonly CannedReply[];
  onDownload: (attachment: Attachment, article: AgentArticle) => void;
  downloading?: readonly number[];
  /** The contract's `MAX_ATTACHMENTS_BYTES`. */
  maxAttachmentBytes: number;
  /** Where the reply or note being sent stands (with the upload's progress for large files). */
  writeStatus?: ReplyStatus;
  /** 'Enviar' (`interno: false`) or 'Salvar nota interna (só atendentes)' (`interno: true`). */
  onSendArticle: (body: AgentArticleBody) => void;
  /** The success or failure dialog was closed: the app resets the mutation. */
  onWriteFinished: () => void;
  now?: () => Date;
  /** Other agents with this ticket open now: 'Também neste chamado: {nome}'. */
  othersHere?: readonly { nome: string }[];
}

/**
 * `/atendente/chamado/:id`: one ticket as an agent works it. 'Voltar à fila', 'Responder' and
 * 'Nota interna' on top; the title and protocol; the whole conversation (internal notes marked);
 * beside it the properties, the three SLA deadlines and the actions. 'Responder' and 'Nota
 * interna' open the students' reply editor under the conversation, with 'Respostas prontas'; the
 * note's editor has its own frame, title and button, saying that only agents see it. Once sent,
 * the editor closes and the focus goes back to the button that opened it.
 * @example <AgentTicketView ticket={data} onBack={back} priorities={desk.prioridades} queues={desk.filas} states={AGENT_SETTABLE_STATES} onUpdate={update} onDownload={download} maxAttachmentBytes={MAX_ATTACHMENTS_BYTES} onSendArticle={send} onWriteFinished={reset} />
 */
export function AgentTicketView({
  ticket,
  loading = false,
  error = false,
  onRetry,
  onBack,
  priorities,
  queues,
  states,
  onUpdate,
  cannedReplies,
  onDownload,
  downloading,
  maxAttachmentBytes,
  writeStatus = IDLE_REPLY,
  onSendArticle,
  onWriteFinished,
  now,
  othersHere,
}: AgentTicketViewProps) {
  const ids = useId();
  const [writing, setWriting] = useState<AgentWriting | null>(null);
  const opener = useRef<AgentWriting | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const noteButton = useRef<HTMLButtonElement>(null);
  const aside = useRef<HTMLElement>(null);
  // Closing the editor removes what had focus: give it to the button that opened it.
  useEffect(() => {
    if (writing !== null) {
      opener.current = writing;
      return;
    }
    const last = opener.current;
    opener.current = null;
    if (last) (last === 'note' ? noteButton : replyButton).current?.focus();
  }, [writing]);

  if (!ticket) {
    return (
      <section className="ch-page ch-detail ch-agent-ticket">
        <h1 className="ch-visually-hidden">{tDesk('tickets.detail.title')}</h1>
        <Button icon="arrow-left" onClick={onBack}>
          {tDesk('desk.ticket.back')}
        </Button>
        {error ? <LoadFailure message={tDesk('desk.ticket.loadFailed')} onRetry={onRetry} /> : loading ? <LoadingIndicator /> : null}
      </section>
    );
  }

  const note = writing === 'note';
  return (
    <section className="ch-page ch-detail ch-agent-ticket" aria-labelledby={`${ids}-titulo`}>
      <div className="ch-detail__toolbar">
        <Button icon="arrow-left" onClick={onBack}>
          {tDesk('desk.ticket.back')}
        </Button>
        <div className="ch-agent-ticket__write">
          <Button ref={replyButton} variant="primary" icon="reply" onClick={() => setWriting('reply')}>
            {tDesk('desk.ticket.reply')}
          </Button>
          <Button ref={noteButton} icon="edit" onClick={() => setWriting('note')}>
            {tDesk('desk.ticket.note')}
          </Button>
          {/* On a phone the actions and deadlines come after the whole conversation: one tap there. */}
          <Button
            icon="arrow-down"
            variant="ghost"
            className="ch-agent-ticket__to-aside"
            // Focusing it scrolls it into view, and a screen reader goes on reading from there.
            onClick={() => aside.current?.focus()}
          >
            {tDesk('desk.ticket.toAside')}
          </Button>
        </div>
      </div>
      <header className="ch-detail__header">
        <h1 id={`${ids}-titulo`} className="ch-page__title">
          {ticket.titulo}
        </h1>
        <TicketProtocol tn={ticket.tn} />
        <TicketPresence agents={othersHere ?? []} />
      </header>
      <div className="ch-agent-ticket__layout">
        <div className="ch-agent-ticket__main">
          <h2 id={`${ids}-conversa`} className="ch-detail__subtitle">
            {tDesk('desk.ticket.conversation')}
          </h2>
          <AgentConversation articles={ticket.artigos} ticket={ticket} onDownload={onDownload} downloading={downloading} labelledBy={`${ids}-conversa`} />
          {writing ? (
            <ReplyEditor
              key={writing}
              tn={ticket.tn}
              maxAttachmentBytes={maxAttachmentBytes}
              status={writeStatus}
              onSend={(body) => onSendArticle({ assunto: body.assunto, corpo: body.corpo, anexos: body.anexos, interno: note })}
              onCancel={() => setWriting(null)}
              onSent={() => {
                setWriting(null);
                onWriteFinished();
              }}
              onDismissError={onWriteFinished}
              now={now}
              variant={writing}
              title={tDesk(note ? 'desk.ticket.note.title' : 'desk.ticket.reply.title')}
              notice={note ? tDesk('desk.ticket.note.hint') : undefined}
              sendLabel={tDesk(note ? 'desk.ticket.note.send' : 'desk.ticket.reply.send')}
              sentTitle={tDesk(note ? 'desk.ticket.note.sent' : 'desk.ticket.reply.sent')}
              failedTitle={tDesk(note ? 'desk.ticket.note.failed' : 'desk.ticket.reply.failed')}
              tools={(insert) => <CannedReplyPicker replies={cannedReplies} onInsert={insert} disabled={writeStatus.status === 'sending'} />}
            />
          ) : null}
        </div>
        <aside ref={aside} tabIndex={-1} className="ch-agent-ticket__aside" aria-label={tDesk('desk.ticket.aside')}>
          <AgentTicketActions ticket={ticket} priorities={priorities} queues={queues} states={states} onUpdate={onUpdate} />
          <h2 className="ch-detail__subtitle">{tDesk('desk.ticket.properties')}</h2>
          <AgentTicketProperties ticket={ticket} />
          <h2 id={`${ids}-prazos`} className="ch-detail__subtitle">
            {tDesk('desk.ticket.sla')}
          </h2>
          <SlaDeadlines sla={ticket.sla} labelledBy={`${ids}-prazos`} />
        </aside>
      </div>
    </section>
  );
}
