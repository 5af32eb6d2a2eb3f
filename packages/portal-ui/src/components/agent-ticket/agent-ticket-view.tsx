import type { AgentArticle, AgentArticleBody, AgentSettableState, AgentTicketDetail, AgentTicketUpdate, Attachment, CannedReply } from '@chamados/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { tDesk } from '../../messages/t-desk';
import { Button } from '../button/button';
import { CannedReplyPicker } from '../canned-replies/canned-reply-picker';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { OutcomeStatus } from '../outcome-status/outcome-status';
import { ReplyEditor } from '../reply-editor/reply-editor';
import { IDLE_REPLY, type ReplyStatus } from '../reply-editor/reply-status';
import { TicketProtocol } from '../ticket-detail/ticket-protocol';
import { AgentConversation } from './agent-conversation';
import { AgentTicketActions } from './agent-ticket-actions';
import { AgentTicketProperties } from './agent-ticket-properties';
import { SlaDeadlines } from './sla-deadlines';
import { TicketPresence } from './ticket-presence';
import { useTicketOutcome } from './use-ticket-outcome';

/** Before the ticket arrives there is nothing an outcome could be about. */
const NO_TICKET = { modificado: '', artigos: [] };

/** What the editor writes: a reply to the student or an internal note. */
export type AgentWriting = 'reply' | 'note';

/** Props of {@link AgentTicketView}. */
export interface AgentTicketViewProps {
  /** O chamado, com a conversa, as propriedades e os prazos; ausente enquanto não chega. */
  ticket?: AgentTicketDetail;
  /** O chamado está sendo carregado: mostra 'Carregando…'. */
  loading?: boolean;
  /** O chamado não pôde ser carregado: 'Não foi possível carregar o chamado.' com 'Tentar novamente'. */
  error?: boolean;
  /** 'Tentar novamente' depois de uma falha ao carregar. */
  onRetry?: () => void;
  /** O botão 'Voltar à fila' foi pressionado. */
  onBack: () => void;
  /** As prioridades que a Central de Atendimento oferece. */
  priorities: readonly string[];
  /** As filas para onde o chamado pode ser movido. */
  queues: readonly string[];
  /** Os estados que um atendente pode escolher (aberto, pendente-cliente, fechado). */
  states: readonly AgentSettableState[];
  /** Assumir, Devolver, Estado, Prioridade, Fila: termina com o chamado como ficou, ou falha com o motivo. */
  onUpdate: (change: AgentTicketUpdate) => Promise<AgentTicketDetail | void>;
  /** As respostas prontas para inserir na mensagem; ausentes enquanto carregam. */
  cannedReplies?: readonly CannedReply[];
  /**
   * Preenche as variáveis de uma resposta pronta ({nome}, {protocolo}, {servico}, {atendente})
   * com os dados deste chamado e do atendente, quando ela é inserida.
   */
  fillCannedReply?: (text: string) => string;
  /** O atendente pediu um anexo de uma mensagem. */
  onDownload: (attachment: Attachment, article: AgentArticle) => void;
  /** Os anexos que estão sendo baixados: os botões deles esperam. */
  downloading?: readonly number[];
  /** O limite de tamanho dos anexos de uma mensagem, em bytes (18 MB). */
  maxAttachmentBytes: number;
  /** Como está o envio da resposta ou da nota (com o andamento do envio de arquivos grandes). */
  writeStatus?: ReplyStatus;
  /** O chamado como ficou depois do envio: a linha de confirmação é sobre ele. */
  writtenTicket?: AgentTicketDetail;
  /** 'Enviar' (resposta ao solicitante) ou 'Salvar nota interna (só atendentes)' (nota). */
  onSendArticle: (body: AgentArticleBody) => void;
  /** O envio terminou e foi confirmado (ou a falha foi vista): o aplicativo esquece o envio. */
  onWriteFinished: () => void;
  /** O relógio usado nos anexos colados (testes). */
  now?: () => Date;
  /** Outros atendentes com este chamado aberto agora: 'Também neste chamado: {nome}'. */
  othersHere?: readonly { nome: string }[];
}

/**
 * `/atendente/chamado/:id`: one ticket as an agent works it. 'Voltar à fila', 'Responder' and
 * 'Nota interna' on top; the title and protocol; the whole conversation (internal notes marked);
 * beside it the properties, the three SLA deadlines and the actions. 'Responder' and 'Nota
 * interna' open the students' reply editor under the conversation, with 'Respostas prontas'
 * (their {nome}, {protocolo}, {servico} and {atendente} filled in from this ticket); the note's
 * editor has its own frame, title and button, saying that only agents see it, and asks no
 * subject. Once sent, the editor closes, the focus goes back to the button that opened it and a
 * status line under the buttons says so ('Resposta enviada ao solicitante.'): no dialog to
 * dismiss. A failure shows in the editor, which keeps the text. The line is cleared once the
 * ticket changes under it.
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
  fillCannedReply,
  onDownload,
  downloading,
  maxAttachmentBytes,
  writeStatus = IDLE_REPLY,
  writtenTicket,
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
  const [written, announceWritten] = useTicketOutcome(ticket ?? NO_TICKET);
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
      <OutcomeStatus outcome={written} />
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
                announceWritten(true, tDesk(note ? 'desk.ticket.note.sent' : 'desk.ticket.reply.sent'), writtenTicket);
                setWriting(null);
                onWriteFinished();
              }}
              onDismissError={onWriteFinished}
              confirm="inline"
              withSubject={!note}
              requiredText={note ? tDesk('desk.ticket.note.required') : undefined}
              now={now}
              variant={writing}
              title={tDesk(note ? 'desk.ticket.note.title' : 'desk.ticket.reply.title')}
              notice={note ? tDesk('desk.ticket.note.hint') : undefined}
              sendLabel={tDesk(note ? 'desk.ticket.note.send' : 'desk.ticket.reply.send')}
              sentTitle={tDesk(note ? 'desk.ticket.note.sent' : 'desk.ticket.reply.sent')}
              failedTitle={tDesk(note ? 'desk.ticket.note.failed' : 'desk.ticket.reply.failed')}
              tools={(insert, message) => (
                <CannedReplyPicker replies={cannedReplies} fill={fillCannedReply} message={message} onInsert={insert} disabled={writeStatus.status === 'sending'} />
              )}
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
