import type { AgentArticle, Attachment } from '@chamados/api-contract';
import { useState } from 'react';
import { tDesk } from '../../messages/t-desk';
import { deskTime } from '../../lib/desk-time';
import { ArticleItem } from '../article-item/article-item';
import { conversationHeading, type ConversationTicket } from './conversation-heading';

/** Props of {@link AgentConversation}. */
export interface AgentConversationProps {
  /** As mensagens do chamado, da primeira à mais recente, notas internas incluídas. */
  articles: readonly AgentArticle[];
  /** O protocolo e o título do chamado: um assunto que só os repete ('Re: [Ticket#…]') não é mostrado. */
  ticket: ConversationTicket;
  /** O atendente pediu um anexo de uma mensagem. */
  onDownload: (attachment: Attachment, article: AgentArticle) => void;
  /** Os anexos que estão sendo baixados: os botões deles esperam. */
  downloading?: readonly number[];
  /** O título que dá nome à lista ('Conversa'), pelo seu identificador. */
  labelledBy: string;
}

/**
 * The whole conversation of a ticket as agents read it: every message open at first (the first
 * one carries the student's answers), each one closable. The students' {@link ArticleItem} draws
 * them, with the same sanitising of the HTML; directions are named for agents ('Mensagem do
 * solicitante', 'Resposta da equipe ao solicitante') and internal notes carry the tag 'Nota
 * interna', which screen readers read as part of the message's name. It reads as a conversation:
 * each message is headed by who wrote it, and its subject only when it says something new (not
 * 'Re: [Ticket#…]' nor the ticket's title again); times as '25/11/2026 00:26'.
 * @example <AgentConversation articles={ticket.artigos} ticket={ticket} onDownload={download} labelledBy={id} />
 */
export function AgentConversation({ articles, ticket, onDownload, downloading, labelledBy }: AgentConversationProps) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  if (articles.length === 0) return <p className="ch-detail__empty">{tDesk('desk.ticket.noArticles')}</p>;
  const toggle = (id: number) =>
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ol className="ch-detail__articles" aria-labelledby={labelledBy}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleItem
            article={article}
            open={!closed.has(article.id)}
            onToggle={() => toggle(article.id)}
            onDownload={(attachment) => onDownload(attachment, article)}
            downloading={downloading}
            directionLabel={tDesk(article.tipo === 'entrada' ? 'desk.ticket.article.in' : 'desk.ticket.article.out')}
            unseenLabel={tDesk('desk.ticket.article.unseen')}
            note={article.interno ? tDesk('desk.ticket.article.note') : undefined}
            heading={conversationHeading(article, ticket)}
            formatDate={deskTime}
          />
        </li>
      ))}
    </ol>
  );
}
