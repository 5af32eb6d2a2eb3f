import type { Article, Attachment, ReplyBody, TicketDetail } from '@chamados/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../messages/t';
import { tTickets } from '../../messages/t-tickets';
import { ArticleItem } from '../article-item/article-item';
import { Button } from '../button/button';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { ReplyEditor, type ReplyText } from '../reply-editor/reply-editor';
import { IDLE_REPLY, type ReplyStatus } from '../reply-editor/reply-status';
import { newestOutboundArticle } from './newest-outbound-article';
import { TicketProperties } from './ticket-properties';
import { TicketProtocol } from './ticket-protocol';

/** Props of {@link TicketDetailView}. */
export interface TicketDetailViewProps {
  /** O chamado, com a conversa e os dados; ausente enquanto não chega. */
  ticket?: TicketDetail;
  /** O chamado está sendo carregado: mostra 'Carregando…'. */
  loading?: boolean;
  /** O chamado não pôde ser carregado: a mensagem, com 'Tentar novamente'. */
  error?: boolean;
  /** O botão 'Tentar novamente' depois de uma falha ao carregar. */
  onRetry?: () => void;
  /** O botão 'Voltar' foi pressionado: o aplicativo volta à lista de onde a pessoa veio. */
  onBack: () => void;
  /** Uma mensagem foi aberta: o aplicativo a marca como visualizada. */
  onOpenArticle: (article: Article) => void;
  /** A pessoa pediu um anexo de uma mensagem. */
  onDownload: (attachment: Attachment, article: Article) => void;
  /** Os anexos que estão sendo baixados: os botões deles esperam. */
  downloading?: readonly number[];
  /** O limite de tamanho somado dos anexos de uma resposta, em bytes (18 MB). */
  maxAttachmentBytes: number;
  /** O e-mail de quem responde, enviado com a resposta. */
  replyFrom?: string;
  /** Como está o envio da resposta: parado, enviando, enviado ou com falha e o motivo. */
  replyStatus?: ReplyStatus;
  /** O botão 'Enviar' da resposta: o assunto, a mensagem e os anexos. */
  onSendReply: (body: ReplyBody) => void;
  /** A confirmação ou a falha do envio foi vista: o aplicativo esquece o envio. */
  onReplyFinished: () => void;
  /** O relógio da data do envio (usado nos testes). */
  now?: () => Date;
  /** O assunto e a mensagem que a pessoa tinha escrito antes de recarregar a página. */
  replyText?: ReplyText;
  /** O assunto e a mensagem enquanto a pessoa escreve, para o aplicativo guardar; nada quando não há mais o que guardar. */
  onReplyTextChange?: (text: ReplyText | null) => void;
}

/**
 * /chamados/detalhe/:id (spec §2): 'Voltar', the ticket's title and protocol (with a copy button),
 * its properties, its messages as disclosures (the help desk's newest one open at first, as if the
 * student had opened it: `onOpenArticle` is called for it; the others closed), and
 * 'Responder', which opens the reply editor under the messages. After 'Resposta enviada com
 * sucesso!' the editor closes and focus returns to 'Responder'; after a failure it stays as it was.
 * @example <TicketDetailView ticket={data} loading={isLoading} onBack={back} onOpenArticle={markSeen} onDownload={download} maxAttachmentBytes={MAX_ATTACHMENTS_BYTES} replyStatus={status} onSendReply={reply} onReplyFinished={reset} />
 */
export function TicketDetailView({
  ticket,
  loading = false,
  error = false,
  onRetry,
  onBack,
  onOpenArticle,
  onDownload,
  downloading,
  maxAttachmentBytes,
  replyFrom,
  replyStatus = IDLE_REPLY,
  onSendReply,
  onReplyFinished,
  now,
  replyText,
  onReplyTextChange,
}: TicketDetailViewProps) {
  // The help desk's newest message is open from the start, once per ticket: a message the student
  // closes stays closed when the detail reloads (polling).
  const [openedFor, setOpenedFor] = useState<number>();
  const [autoOpened, setAutoOpened] = useState<Article>();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  if (ticket && openedFor !== ticket.id) {
    const newest = newestOutboundArticle(ticket.artigos);
    setOpenedFor(ticket.id);
    setAutoOpened(newest);
    setOpenIds(new Set(newest ? [newest.id] : []));
  }
  const [replying, setReplying] = useState(replyText !== undefined);
  const replyButton = useRef<HTMLButtonElement>(null);
  const wasReplying = useRef(false);
  // Opened for the student as if they had opened it: the app hears of it (and marks it seen), once.
  const openArticle = useRef(onOpenArticle);
  const reported = useRef<Article | undefined>(undefined);
  useEffect(() => {
    openArticle.current = onOpenArticle;
  });
  useEffect(() => {
    if (!autoOpened || reported.current === autoOpened) return;
    reported.current = autoOpened;
    openArticle.current(autoOpened);
  }, [autoOpened]);
  const ids = useId();
  const titleId = `${ids}-titulo`;
  const articlesId = `${ids}-mensagens`;

  // Closing the editor removes what had focus: give it to the button that opened it.
  useEffect(() => {
    if (wasReplying.current && !replying) replyButton.current?.focus();
    wasReplying.current = replying;
  }, [replying]);

  if (!ticket) {
    return (
      <section className="ch-page ch-detail">
        <h1 className="ch-visually-hidden">{tTickets('tickets.detail.title')}</h1>
        <Button icon="arrow-left" onClick={onBack}>
          {t('common.back')}
        </Button>
        {error ? <LoadFailure message={tTickets('tickets.detail.loadFailed')} onRetry={onRetry} /> : loading ? <LoadingIndicator /> : null}
      </section>
    );
  }

  function toggle(article: Article) {
    const opening = !openIds.has(article.id);
    setOpenIds((current) => {
      const next = new Set(current);
      if (opening) next.add(article.id);
      else next.delete(article.id);
      return next;
    });
    if (opening) onOpenArticle(article);
  }

  return (
    <section className="ch-page ch-detail" aria-labelledby={titleId}>
      <div className="ch-detail__toolbar">
        <Button icon="arrow-left" onClick={onBack}>
          {t('common.back')}
        </Button>
        {replying ? null : (
          <Button ref={replyButton} variant="primary" icon="reply" onClick={() => setReplying(true)}>
            {tTickets('tickets.detail.reply')}
          </Button>
        )}
      </div>
      <header className="ch-detail__header">
        <h1 id={titleId} className="ch-page__title">
          {ticket.titulo}
        </h1>
        <TicketProtocol tn={ticket.tn} />
      </header>
      <TicketProperties ticket={ticket} label={tTickets('tickets.detail.properties')} />
      <h2 id={articlesId} className="ch-detail__subtitle">
        {tTickets('tickets.detail.articles')}
      </h2>
      {ticket.artigos.length === 0 ? (
        <p className="ch-detail__empty">{tTickets('tickets.detail.noArticles')}</p>
      ) : (
        <ol className="ch-detail__articles" aria-labelledby={articlesId}>
          {ticket.artigos.map((article) => (
            <li key={article.id}>
              <ArticleItem
                article={article}
                open={openIds.has(article.id)}
                onToggle={() => toggle(article)}
                onDownload={(attachment) => onDownload(attachment, article)}
                downloading={downloading}
              />
            </li>
          ))}
        </ol>
      )}
      {replying ? (
        <ReplyEditor
          tn={ticket.tn}
          from={replyFrom}
          maxAttachmentBytes={maxAttachmentBytes}
          status={replyStatus}
          onSend={onSendReply}
          onCancel={() => setReplying(false)}
          onSent={() => {
            setReplying(false);
            onReplyFinished();
          }}
          onDismissError={onReplyFinished}
          now={now}
          initialText={replyText}
          onTextChange={onReplyTextChange}
        />
      ) : null}
    </section>
  );
}
