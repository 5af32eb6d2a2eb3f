import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Article,
  Attachment,
  CreatedTicket,
  CreateTicketBody,
  EndServiceBody,
  ListState,
  ReplyBody,
  TicketDetail,
  TicketPage,
} from '@chamados/api-contract';
import { CLOSED_STATE, DEFAULT_PRIORITY, DEFAULT_QUEUE, DEFAULT_TICKET_TYPE } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';
import type { Db } from '../db/database';
import { articles, articleViews, attachmentPieces, attachments, serviceEnds, tickets } from '../db/schema';
import { insertAttachments } from './insert-attachments';
import { messages } from '../messages';
import { predecoded } from './attachment-body';
import { decodeAttachments } from './decode-attachments';
import { firstArticleHtml, replyHtml } from './first-article';
import { protocolPrefix, searchQuery, searchText } from './search-text';
import { deadlinesFor } from './sla';
import { nextTicketNumber } from './ticket-number';
import type { AttachmentFile, TicketStore } from './ticket-store';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** States a reply from the user brings back to the agents' attention. */
const REOPEN_ON_REPLY = new Set(['fechado', 'pendente', 'pendente-cliente']);

/** The ticket store kept in our own database (PGlite or PostgreSQL). */
export class BuiltinTicketStore implements TicketStore {
  constructor(private readonly db: Db) {}

  /** True when some article of the ticket has no view by `userId`. */
  private unseen(userId: string): SQL<boolean> {
    // Spelled out: in a select list Drizzle renders a column unqualified, which inside this
    // subquery would bind to articles.id.
    return sql<boolean>`exists (select 1 from ${articles} a where a.ticket_id = "tickets"."id"
      and not exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${userId}))`;
  }

  private stateFilter(estado: ListState): SQL | undefined {
    return estado === 'fechado' ? eq(tickets.estado, 'fechado') : ne(tickets.estado, 'fechado');
  }

  async create(user: AuthUser, input: CreateTicketBody, now = new Date()): Promise<CreatedTicket> {
    // Decoding and size checks come first: bad input writes nothing.
    const files = decodeAttachments(input.anexos.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, decoded: predecoded(a) })));
    const p = input.propriedades;
    const closed = p.state === CLOSED_STATE;
    const estado = closed ? 'fechado' : 'novo';
    // The contract requires a subject that is not blank: tree-engine's buildTicketRequest writes the default.
    const titulo = p.assunto.trim();
    const prioridade = p.prioridade?.trim() || DEFAULT_PRIORITY;
    const deadlines = deadlinesFor(prioridade, now, closed);
    const corpo = firstArticleHtml({ propriedades: p, tabelas: input.tabelas, log: input.log, closed });
    const servico = (p.servico ?? input.log[0] ?? '').trim();

    return this.db.transaction(async (tx) => {
      const tn = await nextTicketNumber(tx, now);
      const [ticket] = await tx
        .insert(tickets)
        .values({
          tn,
          titulo,
          servico,
          estado,
          fila: p.fila?.trim() || DEFAULT_QUEUE,
          tipo: p.tipo?.trim() || DEFAULT_TICKET_TYPE,
          prioridade,
          usuario: user.id,
          criado: now,
          modificado: now,
          ...deadlines,
          propriedades: { ...p, ...(Object.keys(input.tabelas).length ? { __tabelas: input.tabelas } : {}) },
          busca: searchText(titulo, servico, corpo),
        })
        .returning({ id: tickets.id });
      const ticketId = ticket!.id;
      const [article] = await tx
        .insert(articles)
        .values({ ticketId, assunto: titulo, corpo, tipo: 'entrada', de: user.email || user.nome, criado: now })
        .returning({ id: articles.id });
      const articleId = article!.id;
      if (files.length > 0) {
        await insertAttachments(tx, files.map((f) => ({ ...f, articleId, ticketId, disposition: 'attachment' })));
      }
      // The user wrote this article: it is not news to them.
      await tx.insert(articleViews).values({ articleId, usuario: user.id, vistoEm: now });
      return { ticketId, ticketNumber: tn, estado, solutionTimeDestinationDate: iso(deadlines.prazoSolucao) };
    });
  }

  private async page(
    userId: string,
    where: SQL | undefined,
    offset: number,
    limit: number,
    order: SQL[] = [desc(tickets.modificado), desc(tickets.id)],
  ): Promise<TicketPage> {
    const filter = and(eq(tickets.usuario, userId), where);
    // The total rides along as a window count: one query per page instead of two.
    const rows = await this.db
      .select({
        id: tickets.id,
        tn: tickets.tn,
        titulo: tickets.titulo,
        estado: tickets.estado,
        criado: tickets.criado,
        modificado: tickets.modificado,
        unseen: this.unseen(userId),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(tickets)
      .where(filter)
      .orderBy(...order)
      .offset(offset)
      .limit(limit);
    let maxSize = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      const [total] = await this.db.select({ n: count() }).from(tickets).where(filter);
      maxSize = Number(total?.n ?? 0);
    }
    return {
      tickets: rows.map((r) => ({
        id: r.id,
        tn: r.tn,
        titulo: r.titulo,
        estado: r.estado,
        criado: r.criado.toISOString(),
        modificado: r.modificado.toISOString(),
        visualizado: !r.unseen,
      })),
      maxSize,
    };
  }

  list(userId: string, estado: ListState, offset: number, limit: number): Promise<TicketPage> {
    return this.page(userId, this.stateFilter(estado), offset, limit);
  }

  /**
   * Full text, Portuguese stemming, accents ignored; a protocol number (whole or its first
   * digits) also finds its ticket. An exact number comes first, then relevance, then the newest.
   */
  search(userId: string, text: string, offset: number, limit: number): Promise<TicketPage> {
    const q = searchQuery(text);
    const tn = protocolPrefix(text);
    if (!q && !tn) return Promise.resolve({ tickets: [], maxSize: 0 });
    const query = sql`to_tsquery('portuguese', ${q})`;
    const matches = q ? sql`to_tsvector('portuguese', ${tickets.busca}) @@ ${query}` : undefined;
    const numbered = tn ? like(tickets.tn, `${tn}%`) : undefined;
    const order = [
      ...(tn ? [sql`${tickets.tn} = ${tn} desc`] : []),
      ...(q ? [sql`ts_rank(to_tsvector('portuguese', ${tickets.busca}), ${query}) desc`] : []),
      desc(tickets.modificado),
      desc(tickets.id),
    ];
    return this.page(userId, or(matches, numbered), offset, limit, order);
  }

  async detail(userId: string, ticketId: number): Promise<TicketDetail | undefined> {
    const [t] = await this.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.usuario, userId)));
    if (!t) return undefined;
    const [arts, files] = await Promise.all([
      this.db
        .select({
          id: articles.id,
          assunto: articles.assunto,
          corpo: articles.corpo,
          criado: articles.criado,
          tipo: articles.tipo,
          de: articles.de,
          seen: sql<boolean>`${articleViews.articleId} is not null`,
        })
        .from(articles)
        .leftJoin(articleViews, and(eq(articleViews.articleId, articles.id), eq(articleViews.usuario, userId)))
        .where(eq(articles.ticketId, ticketId))
        .orderBy(asc(articles.id)),
      this.db
        .select({
          id: attachments.id,
          articleId: attachments.articleId,
          filename: attachments.filename,
          contentType: attachments.contentType,
          disposition: attachments.disposition,
          filesize: attachments.filesize,
          // Only inline bodies travel in the detail; the others are downloaded on demand.
          content: sql<string | null>`case when ${attachments.disposition} = 'inline' then (select encode(string_agg(p.bytes, ''::bytea order by p.seq), 'base64') from ${attachmentPieces} p where p.attachment_id = ${attachments.id}) end`,
        })
        .from(attachments)
        .where(eq(attachments.ticketId, ticketId))
        .orderBy(asc(attachments.id)),
    ]);
    const artigos: Article[] = arts.map((a) => ({
      id: a.id,
      assunto: a.assunto,
      corpo: a.corpo,
      criado: a.criado.toISOString(),
      tipo: a.tipo === 'saida' ? 'saida' : 'entrada',
      de: a.de,
      visualizado: Boolean(a.seen),
      anexos: files
        .filter((f) => f.articleId === a.id)
        .map(
          (f): Attachment => ({
            id: f.id,
            disposition: f.disposition,
            ...(f.content !== null ? { content: f.content.replace(/\s/g, '') } : {}),
            contenttype: f.contentType,
            filename: f.filename,
            filesize: Number(f.filesize),
            url: `/api/ticket/${ticketId}/anexos/${f.id}`,
          }),
        ),
    }));
    return {
      id: t.id,
      tn: t.tn,
      titulo: t.titulo,
      servico: t.servico,
      criado: t.criado.toISOString(),
      modificado: t.modificado.toISOString(),
      estado: t.estado,
      prazoPrimeiraResposta: iso(t.prazoPrimeiraResposta),
      prazoAtualizacao: iso(t.prazoAtualizacao),
      prazoSolucao: iso(t.prazoSolucao),
      prioridade: t.prioridade,
      fila: t.fila,
      atendente: t.atendente,
      responsavel: t.responsavel,
      visualizado: artigos.every((a) => a.visualizado),
      artigos,
    };
  }

  async reply(user: AuthUser, ticketId: number, input: ReplyBody, now = new Date()): Promise<TicketDetail | undefined> {
    const files = decodeAttachments(input.anexos.map((a) => ({ filename: a.filename, contentType: a.contenttype, content: a.content, decoded: predecoded(a) })));
    // The ticket is read and locked inside the transaction: its state and search text are
    // updated from what they are at commit time, not from a read another reply may have outdated.
    const found = await this.db.transaction(async (tx) => {
      const [t] = await tx
        .select({ tn: tickets.tn, estado: tickets.estado })
        .from(tickets)
        .where(and(eq(tickets.id, ticketId), eq(tickets.usuario, user.id)))
        .for('update');
      if (!t) return false;
      const assunto = input.assunto?.trim() || messages.replySubject(t.tn);
      // The sender comes from the token, never from the body: a reply cannot claim another address.
      const corpo = replyHtml(input.corpo);
      const [article] = await tx
        .insert(articles)
        .values({ ticketId, assunto, corpo, tipo: 'entrada', de: user.email || user.nome, criado: now })
        .returning({ id: articles.id });
      const articleId = article!.id;
      if (files.length > 0) {
        await insertAttachments(tx, files.map((f) => ({ ...f, articleId, ticketId, disposition: 'attachment' })));
      }
      await tx.insert(articleViews).values({ articleId, usuario: user.id, vistoEm: now });
      await tx
        .update(tickets)
        .set({
          modificado: now,
          estado: REOPEN_ON_REPLY.has(t.estado) ? 'aberto' : t.estado,
          busca: sql`${tickets.busca} || ' ' || ${searchText(assunto, corpo)}`,
        })
        .where(eq(tickets.id, ticketId));
      return true;
    });
    if (!found) return undefined;
    return this.detail(user.id, ticketId);
  }

  async unseenCount(userId: string, estado: ListState): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.usuario, userId), this.stateFilter(estado), this.unseen(userId)));
    return Number(row?.n ?? 0);
  }

  async markSeen(userId: string, ticketId: number, articleId: number): Promise<boolean> {
    const [a] = await this.db
      .select({ id: articles.id })
      .from(articles)
      .innerJoin(tickets, eq(tickets.id, articles.ticketId))
      .where(and(eq(articles.id, articleId), eq(articles.ticketId, ticketId), eq(tickets.usuario, userId)));
    if (!a) return false;
    await this.db.insert(articleViews).values({ articleId, usuario: userId }).onConflictDoNothing();
    return true;
  }

  async attachment(userId: string, ticketId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
    const [f] = await this.db
      .select({ filename: attachments.filename, contentType: attachments.contentType, filesize: attachments.filesize })
      .from(attachments)
      .innerJoin(tickets, eq(tickets.id, attachments.ticketId))
      .where(and(eq(attachments.id, attachmentId), eq(attachments.ticketId, ticketId), eq(tickets.usuario, userId)));
    if (!f) return undefined;
    return { filename: f.filename, contentType: f.contentType, size: Number(f.filesize), content: Readable.from(this.pieces(attachmentId)) };
  }

  /**
   * The file's bytes piece by piece, one query each: no single query holds the event loop
   * (PGlite runs in this thread) or memory for a whole 18 MB file, and a slow client reads at
   * its pace (the stream waits for it).
   */
  private async *pieces(attachmentId: number): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const [piece] = await this.db
        .select({ bytes: attachmentPieces.bytes })
        .from(attachmentPieces)
        .where(and(eq(attachmentPieces.attachmentId, attachmentId), eq(attachmentPieces.seq, seq)));
      if (!piece) return;
      if (piece.bytes.length > 0) yield piece.bytes;
    }
  }

  async endService(user: AuthUser, input: EndServiceBody) {
    if (input.ticketId !== undefined) {
      const [t] = await this.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.id, input.ticketId), eq(tickets.usuario, user.id)));
      if (!t) return undefined;
    }
    const [row] = await this.db
      .insert(serviceEnds)
      .values({ ticketId: input.ticketId ?? null, usuario: user.id, arvore: input.arvore, log: input.log })
      .returning({ id: serviceEnds.id });
    return row;
  }
}
