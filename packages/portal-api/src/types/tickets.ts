/**
 * Ticket entities as the API sends them (spec §3). Field names are the wire format's Portuguese.
 * Dates are strings as the server formats them; the UI formats them for display.
 */

/** States shown to users (ARCHITECTURE.md §5); any other value gets the default icon. */
export type TicketState =
  'novo' | 'aberto' | 'pendente' | 'pendente-cliente' | 'fechado' | (string & {});

/** Which list `GET /api/ticket` returns. */
export type TicketListState = 'aberto' | 'fechado';

/** One row of a ticket list. */
export interface TicketListItem {
  id: number;
  /** Ticket number, e.g. '2025061000012'. */
  tn: string;
  titulo: string;
  estado: TicketState;
  criado: string;
  modificado: string;
  /** Seen by the user; unseen rows are bold with a star. */
  visualizado: boolean;
}

/** `GET /api/ticket` and `GET /api/ticket/fulltext`. */
export interface TicketList {
  tickets: TicketListItem[];
  /** Total matching tickets, for pagination. */
  maxSize: number;
}

/** An attachment of an article. `inline` ones carry their base64 body in `content`. */
export interface Attachment {
  disposition: 'inline' | 'attachment' | (string & {});
  content?: string;
  contenttype: string;
  filename: string;
  filesize: string | number;
}

/** Inbound (from the user) or outbound (from the help desk). */
export type ArticleDirection = 'entrada' | 'saida';

/** One message of a ticket. */
export interface Article {
  id: number;
  assunto: string;
  criado: string;
  tipo: ArticleDirection;
  visualizado: boolean;
  /** HTML body; untrusted, sanitised before rendering. */
  corpo?: string;
  anexos: Attachment[];
}

/** `GET /api/ticket/{id}`. The three deadlines are present only when set. */
export interface TicketDetail {
  id: number;
  tn: string;
  titulo: string;
  servico: string;
  criado: string;
  estado: TicketState;
  prazoPrimeiraResposta?: string;
  prazoAtualizacao?: string;
  prazoSolucao?: string;
  prioridade: string;
  atendente: string;
  responsavel: string;
  artigos: Article[];
}

/** A file attached to a reply. */
export interface ReplyAttachment {
  filename: string;
  contenttype: string;
  /** base64 */
  content: string;
  size: number;
}

/** `POST /api/ticket/{id}` body. */
export interface ReplyPayload {
  /** Defaults to 'Re: [Ticket#{tn}]'. */
  assunto: string;
  /** Newlines already turned into `<br>`. */
  corpo: string;
  anexos: ReplyAttachment[];
  /** The user's e-mail. */
  de: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  criado: string;
}

/** The fields of `POST /api/ticket`'s answer the portal reads. */
export interface TicketCreationResult {
  ticketId: number;
  ticketNumber: string;
  solutionTimeDestinationDate?: string;
}

/** `GET /api/visualization/ticket`: the unseen count is in `data`. */
export interface UnseenCount {
  data: number;
}

/** `POST /api/visualization/article` body. */
export interface ArticleSeenPayload {
  ticketId: number;
  articleId: number;
  seen: true;
}
