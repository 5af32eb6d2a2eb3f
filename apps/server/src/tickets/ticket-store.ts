import type { Readable } from 'node:stream';
import type { TicketRequest } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';

/** `POST /api/ticket` body: tree-engine's TicketRequest, one definition for portal and server. */
export type CreateTicketInput = TicketRequest;

export interface CreatedTicket {
  ticketId: number;
  ticketNumber: string;
  estado: string;
  solutionTimeDestinationDate?: string;
}

export interface TicketListItem {
  id: number;
  tn: string;
  titulo: string;
  estado: string;
  criado: string;
  modificado: string;
  visualizado: boolean;
}

export interface TicketPage {
  tickets: TicketListItem[];
  maxSize: number;
}

export interface AttachmentOut {
  id: number;
  disposition: string;
  content?: string;
  contenttype: string;
  filename: string;
  filesize: number;
  /** Download route of an `attachment` (non-inline) file. */
  url: string;
}

export interface ArticleOut {
  id: number;
  assunto: string;
  corpo: string;
  criado: string;
  tipo: 'entrada' | 'saida';
  de: string;
  visualizado: boolean;
  anexos: AttachmentOut[];
}

export interface TicketDetail {
  id: number;
  tn: string;
  titulo: string;
  servico: string;
  criado: string;
  modificado: string;
  estado: string;
  prazoPrimeiraResposta?: string;
  prazoAtualizacao?: string;
  prazoSolucao?: string;
  prioridade: string;
  fila: string;
  atendente: string;
  responsavel: string;
  visualizado: boolean;
  artigos: ArticleOut[];
}

export interface ReplyInput {
  assunto?: string;
  corpo: string;
  anexos: { filename: string; contenttype: string; content: string }[];
  de?: string;
}

export interface AttachmentFile {
  filename: string;
  contentType: string;
  /** The bytes, or a stream of them (the Znuny connector streams downloads). */
  content: Buffer | Readable;
}

export type ListState = 'aberto' | 'fechado';

/**
 * Where tickets live. The built-in store keeps them in the database; a Znuny/OTRS
 * GenericInterface connector (tickets/znuny/) is the second implementation. Every method is scoped to one
 * user: a ticket of someone else is simply not found.
 */
export interface TicketStore {
  create(user: AuthUser, input: CreateTicketInput, now?: Date): Promise<CreatedTicket>;
  list(userId: string, estado: ListState, offset: number, limit: number): Promise<TicketPage>;
  search(userId: string, text: string, offset: number, limit: number): Promise<TicketPage>;
  detail(userId: string, ticketId: number): Promise<TicketDetail | undefined>;
  reply(user: AuthUser, ticketId: number, input: ReplyInput, now?: Date): Promise<TicketDetail | undefined>;
  unseenCount(userId: string, estado: ListState): Promise<number>;
  markSeen(userId: string, ticketId: number, articleId: number): Promise<boolean>;
  attachment(userId: string, ticketId: number, attachmentId: number): Promise<AttachmentFile | undefined>;
  endService(user: AuthUser, input: { ticketId?: number; arvore: string; log: string[] }): Promise<{ id: number } | undefined>;
}
