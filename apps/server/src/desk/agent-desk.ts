import { and, eq, sql } from 'drizzle-orm';
import type { AgentArticleBody, AgentQueuePage, AgentQueueQuery, AgentTicketDetail, AgentTicketUpdate } from '@chamados/api-contract';
import { DEFAULT_QUEUE } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';
import type { Db } from '../db/database';
import { articles, articleViews, attachments, tickets } from '../db/schema';
import { badRequest } from '../lib/http-error';
import { messages } from '../messages';
import { attachmentStream } from '../tickets/attachment-pieces';
import { replyHtml } from '../tickets/first-article';
import { insertFiles } from '../tickets/insert-attachments';
import { attachmentsOf, type IncomingFile } from '../tickets/incoming-file';
import { searchText } from '../tickets/search-text';
import { applySla, PRIORITIES, slaColumns, type SlaClock } from '../tickets/sla';
import { ALWAYS, type SlaCalendar } from '../tickets/sla-calendar';
import { agentReplyState, takenState } from '../tickets/ticket-rules';
import type { AttachmentFile } from '../tickets/ticket-store';
import { queueTicketMail } from '../mail/queue-ticket-mail';
import { agentDetailQuery, lockTicket } from './agent-detail-query';
import { agentQueueQueries } from './agent-queue-query';

/** E-mail to students is on: where its links point, and how to wake this instance's sender. */
export interface DeskMail {
  publicUrl: string;
  queued: () => void;
}

/** The agent's name on what they write and take: the token's name, else the e-mail. */
const agentName = (user: AuthUser) => user.nome || user.email;

/**
 * The Central de Atendimento on the built-in store: the queue, a ticket as agents see it, and
 * what agents do to it. Every change is one transaction on the locked ticket row, and tells
 * `changed` whose tickets changed, so the student's read cache (PGlite) forgets them.
 */
export class AgentDesk {
  private readonly queueQueries: ReturnType<typeof agentQueueQueries>;
  private readonly detailQuery: ReturnType<typeof agentDetailQuery>;

  constructor(
    private readonly db: Db,
    private readonly calendar: SlaCalendar = ALWAYS,
    private readonly changed: (userId: string) => void = () => {},
    private readonly mail?: DeskMail,
  ) {
    this.queueQueries = agentQueueQueries(db);
    this.detailQuery = agentDetailQuery(db, calendar);
  }

  queue(me: string, query: AgentQueueQuery, now = new Date()): Promise<AgentQueuePage> {
    return this.queueQueries.page(me, query, now);
  }

  detail(me: string, ticketId: number, now = new Date()): Promise<AgentTicketDetail | undefined> {
    return this.detailQuery(me, ticketId, now);
  }

  /** The queues tickets are in, and the default one, for the filter and the move. */
  async queues(): Promise<string[]> {
    // A skip scan over the queue index: one probe per distinct queue, not a read of every ticket.
    const rows = await this.db.execute<{ fila: string }>(sql`with recursive f(fila) as (
        (select fila from ${tickets} order by fila limit 1)
        union all
        select (select t.fila from ${tickets} t where t.fila > f.fila order by t.fila limit 1) from f where f.fila is not null)
      select fila from f where fila is not null`);
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { fila: string }[] }).rows).map((r) => r.fila);
    return [...new Set([DEFAULT_QUEUE, ...list])].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  }

  /** The priorities agents may set (the SLA table's). */
  priorities(): string[] {
    return PRIORITIES;
  }

  /**
   * A reply to the student (unseen for them until they open it; meets the first response, sets
   * the next update, moves a new ticket to 'aberto'; e-mailed to them, through the outbox in the
   * same transaction) or an internal note (`interno`: agents only, no effect on the SLA, the
   * student's search or the order of the student's list, never e-mailed).
   */
  async addArticle(user: AuthUser, ticketId: number, input: AgentArticleBody, streamed: readonly IncomingFile[] = [], now = new Date()): Promise<AgentTicketDetail | undefined> {
    // As the student's reply: base64 files of the JSON form and streamed ones, checked first.
    const files = attachmentsOf(input.anexos.map((a) => ({ filename: a.filename, contentType: a.contenttype, content: a.content })), streamed);
    const interno = input.interno === true;
    let mailed = false;
    const owner = await this.db.transaction(async (tx) => {
      const t = await lockTicket(tx, ticketId);
      if (!t) return undefined;
      // A note needs no subject (issue 30): only a reply to the student takes the default one.
      const assunto = input.assunto?.trim() || (interno ? '' : messages.replySubject(t.tn));
      const corpo = replyHtml(input.corpo);
      const [article] = await tx
        .insert(articles)
        .values({ ticketId, assunto, corpo, tipo: 'saida', de: agentName(user), criado: now, interno })
        .returning({ id: articles.id });
      const articleId = article!.id;
      await insertFiles(tx, { articleId, ticketId, disposition: 'attachment' }, files);
      await tx.insert(articleViews).values({ articleId, usuario: user.id, vistoEm: now }).onConflictDoNothing();
      if (!interno) {
        const clock = applySla(t, { tipo: 'resposta-atendente' }, { prioridade: t.prioridade, now, calendar: this.calendar });
        await tx
          .update(tickets)
          .set({
            estado: agentReplyState(t.estado),
            modificado: now,
            ...slaColumns(clock),
            busca: sql`${tickets.busca} || ' ' || ${searchText(assunto, corpo)}`,
          })
          .where(eq(tickets.id, ticketId));
        if (this.mail) {
          mailed = await queueTicketMail(tx, this.mail.publicUrl, {
            tipo: 'resposta', ticketId, articleId, tn: t.tn, titulo: t.titulo, solicitante: t.solicitante, atendente: agentName(user),
            corpo, usuario: t.usuario, para: t.solicitanteEmail,
          });
        }
      }
      return t.usuario;
    });
    if (owner === undefined) return undefined;
    this.changed(owner);
    if (mailed) this.mail?.queued();
    return this.detail(user.id, ticketId, now);
  }

  /**
   * Takes or releases the ticket (taking a new one opens it), sets its state, priority or queue;
   * the SLA follows (sla.ts).
   * Closing it e-mails the student (outbox, same transaction).
   */
  async update(user: AuthUser, ticketId: number, input: AgentTicketUpdate, now = new Date()): Promise<AgentTicketDetail | undefined> {
    const prioridade = input.prioridade?.trim();
    if (prioridade !== undefined && !PRIORITIES.includes(prioridade)) throw badRequest(messages.deskUnknownPriority(prioridade, PRIORITIES));
    let mailed = false;
    const owner = await this.db.transaction(async (tx) => {
      const t = await lockTicket(tx, ticketId);
      if (!t) return undefined;
      let clock: SlaClock = t;
      const ctx = { prioridade: prioridade ?? t.prioridade, now, calendar: this.calendar };
      // 'Assumir' on a new ticket opens it (ticket-rules.ts), unless the change sets a state itself.
      const estado = input.estado ?? (input.assumir === true ? takenState(t.estado) : undefined);
      if (prioridade !== undefined && prioridade !== t.prioridade) clock = applySla(clock, { tipo: 'prioridade', anterior: t.prioridade }, ctx);
      if (estado !== undefined && estado !== t.estado) clock = applySla(clock, { tipo: 'estado', estado }, ctx);
      const owner =
        input.assumir === true ? { atendente: agentName(user), atendenteId: user.id } : input.assumir === false ? { atendente: '', atendenteId: '' } : {};
      await tx
        .update(tickets)
        .set({
          ...owner,
          ...(estado !== undefined ? { estado } : {}),
          ...(prioridade !== undefined ? { prioridade } : {}),
          ...(input.fila !== undefined ? { fila: input.fila.trim() } : {}),
          ...slaColumns(clock),
          modificado: now,
        })
        .where(eq(tickets.id, ticketId));
      if (this.mail && input.estado === 'fechado' && t.estado !== 'fechado') {
        mailed = await queueTicketMail(tx, this.mail.publicUrl, {
          tipo: 'fechamento', ticketId, tn: t.tn, titulo: t.titulo, solicitante: t.solicitante, atendente: agentName(user),
          usuario: t.usuario, para: t.solicitanteEmail,
        });
      }
      return t.usuario;
    });
    if (owner === undefined) return undefined;
    this.changed(owner);
    if (mailed) this.mail?.queued();
    return this.detail(user.id, ticketId, now);
  }

  /** Marks every article of the ticket seen by `me` (the queue's star goes out). */
  async markSeen(me: string, ticketId: number, now = new Date()): Promise<boolean> {
    const [t] = await this.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId));
    if (!t) return false;
    await this.db.execute(sql`insert into ${articleViews} (article_id, usuario, visto_em)
      select a.id, ${me}, ${now.toISOString()}::timestamptz from ${articles} a where a.ticket_id = ${ticketId}
      on conflict do nothing`);
    return true;
  }

  /** Any file of the ticket, internal notes' included. */
  async attachment(ticketId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
    const [f] = await this.db
      .select({ filename: attachments.filename, contentType: attachments.contentType, filesize: attachments.filesize })
      .from(attachments)
      .where(and(eq(attachments.id, attachmentId), eq(attachments.ticketId, ticketId)));
    if (!f) return undefined;
    return { filename: f.filename, contentType: f.contentType, size: Number(f.filesize), content: attachmentStream(this.db, attachmentId) };
  }
}
