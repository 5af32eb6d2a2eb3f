import { and, count, desc, eq, gt, like, lte, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  CreatedTicket,
  EndServiceBody,
  ListState,
  ReplyBody,
  TicketDetail,
  TicketPage,
} from '@chamados/api-contract';
import { DEFAULT_PRIORITY, DEFAULT_QUEUE, DEFAULT_TICKET_TYPE } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';
import type { Db } from '../db/database';
import { articles, articleViews, attachments, serviceEnds, tickets } from '../db/schema';
import { attachmentStream } from './attachment-pieces';
import { insertFiles } from './insert-attachments';
import { messages } from '../messages';
import { attachmentsOf, type IncomingFile } from './incoming-file';
import { firstArticleHtml, replyHtml } from './first-article';
import { WORDED_ANSWERS, wordedAnswers } from './worded-answers';
import { protocolPrefix, searchQuery, searchText } from './search-text';
import { applySla, slaColumns, startSla, type SlaClock } from './sla';
import { ALWAYS, type SlaCalendar } from './sla-calendar';
import { nextTicketNumber } from './ticket-number';
import { ticketDetailQueries } from './ticket-detail-query';
import { REOPENED_STATE, replyEffect, ticketOpening } from './ticket-rules';
import type { AttachmentFile, NewTicket, TicketStore, VersionedDetail } from './ticket-store';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** The order of lists: the most recently changed first. */
/** The columns of a ticket row in the lists and the search (before its unseen flag). */
const LIST_COLUMNS = {
  id: tickets.id,
  tn: tickets.tn,
  titulo: tickets.titulo,
  // Shown beside the title: default-titled tickets are told apart by their service (issue 30).
  servico: tickets.servico,
  estado: tickets.estado,
  criado: tickets.criado,
  modificado: tickets.modificado,
};

/** The SLA clock columns of a ticket row, read to apply an event (sla.ts). */
export const SLA_COLUMNS = {
  prazoPrimeiraResposta: tickets.prazoPrimeiraResposta,
  prazoAtualizacao: tickets.prazoAtualizacao,
  prazoSolucao: tickets.prazoSolucao,
  primeiraRespostaEm: tickets.primeiraRespostaEm,
  pausadoDesde: tickets.pausadoDesde,
  fechadoEm: tickets.fechadoEm,
} satisfies Record<keyof SlaClock, unknown>;

const NEWEST_FIRST = [desc(tickets.modificado), desc(tickets.id)];

interface PageRow {
  id: number;
  tn: string;
  titulo: string;
  servico: string;
  estado: string;
  criado: Date;
  modificado: Date;
  unseen: boolean;
  total: number;
}

/** The ticket store kept in our own database (PGlite or PostgreSQL). */
export class BuiltinTicketStore implements TicketStore {
  private readonly listQueries: Record<ListState, ReturnType<BuiltinTicketStore['listQuery']>>;
  private readonly detailQueries: ReturnType<typeof ticketDetailQueries>;

  constructor(
    private readonly db: Db,
    private readonly calendar: SlaCalendar = ALWAYS,
  ) {
    this.listQueries = { aberto: this.listQuery('aberto'), fechado: this.listQuery('fechado') };
    this.detailQueries = ticketDetailQueries(db);
  }

  /** True when some article of the ticket has no view by `userId`; agents' internal notes never count. */
  private unseen(userId: string | Placeholder, ticketId = sql`"tickets"."id"`): SQL<boolean> {
    // Spelled out: in a select list Drizzle renders a column unqualified, which inside this
    // subquery would bind to articles.id.
    return sql<boolean>`exists (select 1 from ${articles} a where a.ticket_id = ${ticketId} and not a.interno
      and not exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${userId}))`;
  }

  private stateFilter(estado: ListState): SQL | undefined {
    return estado === 'fechado' ? eq(tickets.estado, 'fechado') : ne(tickets.estado, 'fechado');
  }

  async create(user: AuthUser, input: NewTicket, files: readonly IncomingFile[] = [], now = new Date()): Promise<CreatedTicket> {
    const p = input.propriedades;
    // Never blank: tree-engine's buildTicketRequest writes the default subject.
    const { titulo, assunto, servico, closed, estado } = ticketOpening(input);
    const prioridade = p.prioridade?.trim() || DEFAULT_PRIORITY;
    const clock = slaColumns(startSla({ prioridade, now, calendar: this.calendar }, closed));
    const corpo = firstArticleHtml({ propriedades: p, tabelas: input.tabelas, log: input.log, resumo: input.resumo, closed });

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
          solicitante: user.nome || user.email,
          solicitanteEmail: user.email,
          criado: now,
          modificado: now,
          ...clock,
          propriedades: {
            ...p,
            ...(Object.keys(input.tabelas).length ? { __tabelas: input.tabelas } : {}),
            // The answers as people read them (labels, option texts), for the desk's panel.
            ...(input.resumo ? { [WORDED_ANSWERS]: wordedAnswers(input.resumo) } : {}),
          },
          busca: searchText(assunto, servico, corpo),
        })
        .returning({ id: tickets.id });
      const ticketId = ticket!.id;
      const [article] = await tx
        .insert(articles)
        .values({ ticketId, assunto, corpo, tipo: 'entrada', de: user.email || user.nome, criado: now })
        .returning({ id: articles.id });
      const articleId = article!.id;
      await insertFiles(tx, { articleId, ticketId, disposition: 'attachment' }, files);
      // The user wrote this article: it is not news to them.
      await tx.insert(articleViews).values({ articleId, usuario: user.id, vistoEm: now });
      return { ticketId, ticketNumber: tn, estado, solutionTimeDestinationDate: iso(clock.prazoSolucao) };
    });
  }

  /** The columns of a page row; `total` rides along as a window count: one query per page. */
  private pageFields(userId: string | Placeholder) {
    return {
      ...LIST_COLUMNS,
      unseen: this.unseen(userId),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    };
  }

  /**
   * The list of one state as a prepared statement: PostgreSQL parses it once per connection and
   * answers in one round trip (an unprepared query with parameters costs two with postgres.js:
   * describe, then execute), and the SQL is built once. The page is cut by row number rather
   * than OFFSET/LIMIT: with a parameter as OFFSET the generic plan looks dearer than a custom
   * one, so PostgreSQL planned the statement again on every call (0.4 ms of its 0.6).
   */
  private listQuery(estado: ListState) {
    const userId = sql.placeholder('userId');
    const offset = sql.placeholder('offset');
    const ranked = this.db
      .select({
        ...LIST_COLUMNS,
        n: sql<number>`row_number() over (order by ${tickets.modificado} desc, ${tickets.id} desc)`.as('n'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(tickets)
      .where(and(eq(tickets.usuario, userId), this.stateFilter(estado)))
      .as('ranked');
    return this.db
      .select({
        id: ranked.id,
        tn: ranked.tn,
        titulo: ranked.titulo,
        servico: ranked.servico,
        estado: ranked.estado,
        criado: ranked.criado,
        modificado: ranked.modificado,
        unseen: this.unseen(userId, sql`"ranked"."id"`),
        total: ranked.total,
      })
      .from(ranked)
      .where(and(gt(ranked.n, offset), lte(ranked.n, sql`${offset}::integer + ${sql.placeholder('limit')}::integer`)))
      .orderBy(ranked.n)
      .prepare(`ticket_list_${estado}`);
  }

  private async toPage(rows: PageRow[], userId: string, where: SQL | undefined, offset: number): Promise<TicketPage> {
    let maxSize = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && offset > 0) {
      const [total] = await this.db.select({ n: count() }).from(tickets).where(and(eq(tickets.usuario, userId), where));
      maxSize = Number(total?.n ?? 0);
    }
    return {
      tickets: rows.map((r) => ({
        id: r.id,
        tn: r.tn,
        titulo: r.titulo,
        servico: r.servico,
        estado: r.estado,
        criado: r.criado.toISOString(),
        modificado: r.modificado.toISOString(),
        visualizado: !r.unseen,
      })),
      maxSize,
    };
  }

  private async page(userId: string, where: SQL | undefined, offset: number, limit: number, order: SQL[]): Promise<TicketPage> {
    const rows = await this.db
      .select(this.pageFields(userId))
      .from(tickets)
      .where(and(eq(tickets.usuario, userId), where))
      .orderBy(...order)
      .offset(offset)
      .limit(limit);
    return this.toPage(rows, userId, where, offset);
  }

  async list(userId: string, estado: ListState, offset: number, limit: number): Promise<TicketPage> {
    const rows = await this.listQueries[estado].execute({ userId, offset, limit });
    return this.toPage(rows, userId, this.stateFilter(estado), offset);
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
      ...NEWEST_FIRST,
    ];
    return this.page(userId, or(matches, numbered), offset, limit, order);
  }

  async detail(userId: string, ticketId: number): Promise<TicketDetail | undefined> {
    return (await this.detailQueries.detail(userId, ticketId))?.detail;
  }

  versionedDetail(userId: string, ticketId: number): Promise<VersionedDetail | undefined> {
    return this.detailQueries.detail(userId, ticketId);
  }

  detailVersion(userId: string, ticketId: number): Promise<string | undefined> {
    return this.detailQueries.version(userId, ticketId);
  }

  async reply(user: AuthUser, ticketId: number, input: ReplyBody, streamed: readonly IncomingFile[] = [], now = new Date()): Promise<TicketDetail | undefined> {
    const files = attachmentsOf(input.anexos.map((a) => ({ filename: a.filename, contentType: a.contenttype, content: a.content })), streamed);
    // The ticket is read and locked inside the transaction: its state and search text are
    // updated from what they are at commit time, not from a read another reply may have outdated.
    const found = await this.db.transaction(async (tx) => {
      const [t] = await tx
        .select({ tn: tickets.tn, estado: tickets.estado, prioridade: tickets.prioridade, ...SLA_COLUMNS })
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
      await insertFiles(tx, { articleId, ticketId, disposition: 'attachment' }, files);
      await tx.insert(articleViews).values({ articleId, usuario: user.id, vistoEm: now });
      // A reply that reopens the ticket starts its SLA clocks again (sla.ts).
      const reopen = replyEffect(t) === 'reopen';
      const clock = reopen ? slaColumns(applySla(t, { tipo: 'estado', estado: REOPENED_STATE }, { prioridade: t.prioridade, now, calendar: this.calendar })) : {};
      await tx
        .update(tickets)
        .set({
          modificado: now,
          estado: reopen ? REOPENED_STATE : t.estado,
          ...clock,
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
      .where(and(eq(articles.id, articleId), eq(articles.ticketId, ticketId), eq(tickets.usuario, userId), eq(articles.interno, false)));
    if (!a) return false;
    await this.db.insert(articleViews).values({ articleId, usuario: userId }).onConflictDoNothing();
    return true;
  }

  async attachment(userId: string, ticketId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
    const [f] = await this.db
      .select({ filename: attachments.filename, contentType: attachments.contentType, filesize: attachments.filesize })
      .from(attachments)
      .innerJoin(tickets, eq(tickets.id, attachments.ticketId))
      .innerJoin(articles, eq(articles.id, attachments.articleId))
      // A file of an internal note is the agents' only.
      .where(and(eq(attachments.id, attachmentId), eq(attachments.ticketId, ticketId), eq(tickets.usuario, userId), eq(articles.interno, false)));
    if (!f) return undefined;
    return { filename: f.filename, contentType: f.contentType, size: Number(f.filesize), content: attachmentStream(this.db, attachmentId) };
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
