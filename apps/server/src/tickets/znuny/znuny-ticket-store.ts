import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth/claims';
import type { Db } from '../../db/database';
import { serviceEnds } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import { attachmentsOf, type IncomingFile } from '../incoming-file';
import { replyHtml } from '../first-article';
import type {
  CreatedTicket,
  EndServiceBody,
  EndServiceResult,
  ListState,
  ReplyBody,
  TicketDetail,
  TicketListItem,
  TicketPage,
} from '@chamados/api-contract';
import type { AttachmentFile, NewTicket, TicketStore } from '../ticket-store';
import { replyEffect } from '../ticket-rules';
import { Base64Decoder } from './base64-decoder';
import { ZnunyApi, type TicketGetQuery } from './znuny-api';
import { wholeFiles, ZnunyCreator } from './znuny-create';
import { articleOut, htmlBodyIndex, inlineImageIndexes, isFromCustomer, isVisible, listedFiles, type ArticleContents } from './znuny-articles';
import { ZnunyClient, ZnunyError } from './znuny-client';
import type { ZnunyConfig } from './znuny-config';
import { ZnunySeenFlags } from './znuny-seen';
import { portalState, stateTypesFor } from './state-map';
import { showsAll, znunySearch } from './znuny-search';
import { scanTicketGet, TicketGetScanner, type ContentSink } from './ticket-get-scanner';
import { asArray, toId, unixToIso, znunyTimeToIso, type ZArticle, type ZTicket } from './znuny-types';

/** Znuny's state type of a merged ticket. */
const MERGED = 'merged';

/** The ticket's service: Znuny's Service, else a dynamic field named 'servico' (what the portal set). */
function serviceOf(t: ZTicket): string {
  return t.Service || String(t.DynamicField?.find((f) => f.Name.toLowerCase() === 'servico')?.Value ?? '');
}

/**
 * The ticket store over a Znuny 7 / OTRS 6 GenericInterface web service. The portal acts with one
 * agent account, so Znuny's permissions would let it see every ticket of its queues: each read,
 * download and reply checks that the ticket's customer user is the caller, and lists search by
 * that customer user only. Seen flags stay in the portal's database.
 */
export class ZnunyTicketStore implements TicketStore {
  readonly api: ZnunyApi;
  private readonly creator: ZnunyCreator;
  private readonly seenFlags: ZnunySeenFlags;
  /** Article HTML bodies and inline images never change: kept by article id (bounded). */
  private readonly contents = new Map<number, ArticleContents>();

  constructor(
    private readonly db: Db,
    private readonly cfg: ZnunyConfig,
    private readonly log: FastifyBaseLogger,
    client?: ZnunyClient,
  ) {
    this.api = new ZnunyApi(client ?? new ZnunyClient(cfg, log), cfg);
    this.creator = new ZnunyCreator(this.api, cfg, log, db);
    this.seenFlags = new ZnunySeenFlags(db);
  }

  get client(): ZnunyClient {
    return this.api.client;
  }

  private owns(ticket: ZTicket, userId: string): boolean {
    return this.api.owns(ticket, userId);
  }

  private iso = (text: string) => znunyTimeToIso(text, this.cfg.timeZone);

  /** Business errors Znuny did not expect to give are the portal's 502, with the detail in the log. */
  private async guard<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (e instanceof ZnunyError) {
        this.log.error({ operation: e.operation, code: e.code, znuny: e.message }, `znuny: ${what} refused`);
        throw new HttpError(502, messages.znunyRefused);
      }
      throw e;
    }
  }

  // ------------------------------------------------------------------ reads

  private getTickets(ids: number[], query: TicketGetQuery = {}): Promise<ZTicket[]> {
    return this.api.getTickets(ids, query);
  }

  /** One ticket of this user, or undefined: unknown ids and other people's tickets look the same. */
  private async owned(userId: string, ticketId: number, query: TicketGetQuery = {}): Promise<ZTicket | undefined> {
    let ticket: ZTicket | undefined;
    try {
      [ticket] = await this.getTickets([ticketId], query);
    } catch (e) {
      if (e instanceof ZnunyError && /AccessDenied|InvalidParameter|NotFound/i.test(e.code)) return undefined;
      throw e;
    }
    return ticket && toId(ticket.TicketID) === ticketId && this.owns(ticket, userId) ? ticket : undefined;
  }

  /** One user's tickets matching `query`, newest change first. */
  private customerIds(userId: string, query: Record<string, unknown>, estado?: ListState): Promise<number[]> {
    return this.api.customerIds(userId, {
      ...query,
      ...(estado ? { StateType: stateTypesFor(this.cfg.stateMap, estado) } : {}),
      SortBy: 'Changed',
      OrderBy: 'Down',
    });
  }

  /** The articles that can be news to the user: visible, and not their own. */
  private newsArticles(t: ZTicket): number[] {
    return asArray(t.Article)
      .filter((a) => isVisible(a) && !isFromCustomer(a))
      .map((a) => toId(a.ArticleID));
  }

  /** List rows for ticket ids, in the given order, with their seen flags. */
  private async items(userId: string, ids: number[]): Promise<TicketListItem[]> {
    if (ids.length === 0) return [];
    // With DynamicFields: the portal writes the service into a 'servico' dynamic field, never into
    // Znuny's Service (znuny-create.ts), and a row shows it (`serviceOf`). The answer then carries
    // every dynamic field of each ticket and article: more to read, but no second round trip.
    const tickets = await this.getTickets(ids, { AllArticles: 1, DynamicFields: 1 });
    const seen = await this.seenFlags.seen(userId, tickets.flatMap((t) => this.newsArticles(t)));
    const byId = new Map(tickets.map((t) => [toId(t.TicketID), t]));
    return ids.flatMap((id) => {
      const t = byId.get(id);
      if (!t || !this.owns(t, userId)) return [];
      return [
        {
          id,
          tn: t.TicketNumber,
          titulo: t.Title,
          servico: serviceOf(t),
          estado: portalState(this.cfg.stateMap, t.StateType),
          criado: this.iso(t.Created),
          modificado: this.iso(t.Changed),
          visualizado: this.newsArticles(t).every((a) => seen.has(a)),
        },
      ];
    });
  }

  list(userId: string, estado: ListState, offset: number, limit: number): Promise<TicketPage> {
    return this.guard('list', async () => {
      const ids = await this.customerIds(userId, {}, estado);
      return { tickets: await this.items(userId, ids.slice(offset, offset + limit)), maxSize: ids.length };
    });
  }

  /**
   * The query's words (`znuny-search.ts`: only letters and digits reach Znuny, never its
   * operators), each searched in the articles' full text, side by side with all of them in the
   * title (where the case is ignored) and with the protocol number. A ticket the full text alone
   * found is read to check that what the student sees holds the words (`showsAll`); one more
   * search orders the tickets found by last change.
   */
  search(userId: string, text: string, offset: number, limit: number): Promise<TicketPage> {
    return this.guard('search', async () => {
      const query = znunySearch(text);
      if (!query) return { tickets: [], maxSize: 0 };
      const none = Promise.resolve<number[]>([]);
      const [inTitle, numbered, ...perWord] = await Promise.all([
        query.title ? this.customerIds(userId, { Title: query.title }) : none,
        query.ticketNumber ? this.customerIds(userId, { TicketNumber: query.ticketNumber }) : none,
        ...query.fulltext.map((word) => this.customerIds(userId, { Fulltext: word })),
      ]);
      const sure = new Set([...inTitle, ...numbered]);
      const each = perWord.map((ids) => new Set(ids));
      const unsure = (perWord[0] ?? []).filter((id) => !sure.has(id) && each.every((found) => found.has(id)));
      const shown = unsure.length ? await this.getTickets(unsure, { AllArticles: 1 }) : [];
      const inArticles = shown.filter((t) => this.owns(t, userId) && showsAll(t, query.fulltext)).map((t) => toId(t.TicketID));
      const union = [...new Set([...inArticles, ...inTitle, ...numbered])];
      const ids = union.length > 1 ? await this.customerIds(userId, { TicketID: union }) : union;
      return { tickets: await this.items(userId, ids.slice(offset, offset + limit)), maxSize: ids.length };
    });
  }

  unseenCount(userId: string, estado: ListState): Promise<number> {
    return this.guard('unseen count', async () => {
      const ids = await this.customerIds(userId, {}, estado);
      const tickets = (await this.getTickets(ids, { AllArticles: 1 })).filter((t) => this.owns(t, userId));
      const seen = await this.seenFlags.seen(userId, tickets.flatMap((t) => this.newsArticles(t)));
      return tickets.filter((t) => this.newsArticles(t).some((a) => !seen.has(a))).length;
    });
  }

  detail(userId: string, ticketId: number): Promise<TicketDetail | undefined> {
    return this.guard('detail', () => this.readDetail(userId, ticketId));
  }

  private async readDetail(userId: string, ticketId: number): Promise<TicketDetail | undefined> {
    const t = await this.owned(userId, ticketId, { AllArticles: 1, Attachments: 1, GetAttachmentContents: 0, HTMLBodyAsAttachment: 1, DynamicFields: 1 });
    if (!t) return undefined;
    const all = asArray(t.Article);
    const visible = all.filter(isVisible);
    await this.loadContents(ticketId, all, visible);
    const seen = await this.seenFlags.seen(userId, this.newsArticles(t));
    const artigos = visible.map((a) =>
      articleOut(ticketId, a, isFromCustomer(a) || seen.has(toId(a.ArticleID)), this.contents.get(toId(a.ArticleID)), this.iso),
    );
    const servico = serviceOf(t);
    return {
      id: toId(t.TicketID),
      tn: t.TicketNumber,
      titulo: t.Title,
      servico,
      criado: this.iso(t.Created),
      modificado: this.iso(t.Changed),
      estado: portalState(this.cfg.stateMap, t.StateType),
      prazoPrimeiraResposta: unixToIso(t.EscalationResponseTime),
      prazoAtualizacao: unixToIso(t.EscalationUpdateTime),
      prazoSolucao: unixToIso(t.EscalationSolutionTime),
      prioridade: t.Priority,
      fila: t.Queue,
      // An unlocked ticket's owner is whoever created it (the portal's agent): nobody works on it yet.
      atendente: (t as { Lock?: string }).Lock === 'lock' ? (t.Owner ?? '') : '',
      responsavel: t.Responsible && t.Responsible !== 'root@localhost' ? t.Responsible : '',
      visualizado: artigos.every((a) => a.visualizado),
      artigos,
    };
  }

  /**
   * Reads the HTML bodies and small inline images of the visible articles not read before. Only
   * the newest articles down to the oldest one needed are asked for, and every other file's
   * content streams past without being kept.
   */
  private async loadContents(ticketId: number, all: ZArticle[], visible: ZArticle[]): Promise<void> {
    const wanted = new Map<number, Set<number>>();
    for (const a of visible) {
      const id = toId(a.ArticleID);
      if (this.contents.has(id)) continue;
      const files = a.Attachment ?? [];
      const indexes = [htmlBodyIndex(files), ...inlineImageIndexes(files)].filter((i) => i >= 0);
      if (indexes.length > 0) wanted.set(id, new Set(indexes));
      else this.remember(id, { inline: new Map() });
    }
    if (wanted.size === 0) return;
    const oldest = all.findIndex((a) => wanted.has(toId(a.ArticleID)));
    const collected = new Map<number, ArticleContents>();
    const scanner = new TicketGetScanner((articleId, index) => {
      if (!wanted.get(articleId)?.has(index)) return undefined;
      const article = visible.find((a) => toId(a.ArticleID) === articleId)!;
      const entry = collected.get(articleId) ?? { inline: new Map<number, string>() };
      collected.set(articleId, entry);
      let base64 = '';
      const sink: ContentSink = {
        chunk: (s) => (base64 += s),
        end: () => {
          if (index === htmlBodyIndex(article.Attachment ?? [])) entry.html = Buffer.from(base64, 'base64').toString('utf8');
          else entry.inline.set(index, base64);
        },
      };
      return sink;
    });
    const body = await this.client.open('TicketGet', {
      method: 'GET',
      path: `/Ticket/${ticketId}`,
      query: { AllArticles: 1, Attachments: 1, HTMLBodyAsAttachment: 1, ArticleOrder: 'DESC', ArticleLimit: all.length - oldest },
    });
    await scanTicketGet(body, scanner);
    if (scanner.hasError) throw new ZnunyError('TicketGet', scanner.error.code ?? '', scanner.error.message ?? '');
    for (const id of wanted.keys()) this.remember(id, collected.get(id) ?? { inline: new Map() });
  }

  private remember(articleId: number, contents: ArticleContents) {
    if (this.contents.size >= 2000) this.contents.delete(this.contents.keys().next().value!);
    this.contents.set(articleId, contents);
  }

  async markSeen(userId: string, ticketId: number, articleId: number): Promise<boolean> {
    return this.guard('mark seen', async () => {
      const t = await this.owned(userId, ticketId, { AllArticles: 1 });
      const article = t && asArray(t.Article).find((a) => toId(a.ArticleID) === articleId && isVisible(a));
      if (!article) return false;
      await this.seenFlags.mark(userId, ticketId, articleId);
      return true;
    });
  }

  /**
   * Streams one file: a first TicketGet without contents checks the owner and finds the file,
   * a second one is read as it arrives and only that file's content is decoded and passed on.
   */
  attachment(userId: string, ticketId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
    return this.guard('download', async () => {
      const query = { AllArticles: 1, Attachments: 1, HTMLBodyAsAttachment: 1 };
      const t = await this.owned(userId, ticketId, { ...query, GetAttachmentContents: 0 });
      if (!t) return undefined;
      let target: { article: ZArticle; index: number; filename: string; contentType: string } | undefined;
      for (const article of asArray(t.Article).filter(isVisible)) {
        const hit = listedFiles(article).find((f) => f.id === attachmentId);
        if (hit) target = { article, index: hit.index, filename: hit.file.Filename, contentType: hit.file.ContentType.split(';')[0]!.trim() };
      }
      if (!target) return undefined;
      const articleId = toId(target.article.ArticleID);
      const body = await this.client.open('TicketGet', { method: 'GET', path: `/Ticket/${ticketId}`, query: { ...query, ArticleSenderType: target.article.SenderType } });
      const out = new PassThrough();
      const decoder = new Base64Decoder();
      let found = false;
      const scanner = new TicketGetScanner((a, i) =>
        a === articleId && i === target.index
          ? {
              chunk: (s) => {
                found = true;
                const bytes = decoder.push(s);
                if (bytes.length) out.write(bytes);
              },
              end: () => {
                found = true;
                const rest = decoder.end();
                if (rest.length) out.write(rest);
              },
            }
          : undefined,
      );
      const pause = () => (out.writableNeedDrain ? new Promise<void>((r) => out.once('drain', () => r())) : Promise.resolve());
      scanTicketGet(body, scanner, pause).then(
        () => {
          if (!found || scanner.hasError) out.destroy(new Error('znuny: attachment missing from the TicketGet answer'));
          else out.end();
        },
        (e: unknown) => {
          this.log.error({ err: e, ticketId, attachmentId }, 'znuny: download failed midway');
          out.destroy(e instanceof Error ? e : new Error(String(e)));
        },
      );
      return { filename: target.filename, contentType: target.contentType, content: out };
    });
  }

  // ------------------------------------------------------------------ writes

  /** Znuny stamps the creation time itself; the subject is the request's (the contract requires one). */
  create(user: AuthUser, input: NewTicket, files: readonly IncomingFile[] = []): Promise<CreatedTicket> {
    return this.guard('create', () => this.creator.create(user, input, files));
  }

  reply(user: AuthUser, ticketId: number, input: ReplyBody, streamed: readonly IncomingFile[] = []): Promise<TicketDetail | undefined> {
    return this.guard('reply', async () => {
      // Bad files are refused before anything reaches Znuny.
      const files = await wholeFiles(attachmentsOf(input.anexos.map((a) => ({ filename: a.filename, contentType: a.contenttype, content: a.content })), streamed));
      const t = await this.owned(user.id, ticketId);
      if (!t) return undefined;
      const effect = replyEffect({ estado: portalState(this.cfg.stateMap, t.StateType), merged: t.StateType.toLowerCase() === MERGED });
      if (effect === 'refuse') throw conflict(messages.ticketMerged);
      await this.api.addArticle(ticketId, {
        ...(effect === 'reopen' ? { Ticket: { State: this.cfg.stateReopen } } : {}),
        Article: this.api.customerArticle(user, input.assunto?.trim() || messages.replySubject(t.TicketNumber), replyHtml(input.corpo)),
        ...(files.length ? { Attachment: files.map((f) => ({ Content: f.content.toString('base64'), ContentType: f.contentType, Filename: f.filename })) } : {}),
      });
      return this.readDetail(user.id, ticketId);
    });
  }

  async endService(user: AuthUser, input: EndServiceBody): Promise<EndServiceResult | undefined> {
    if (input.ticketId === undefined) {
      const [row] = await this.db.insert(serviceEnds).values({ ticketId: null, usuario: user.id, arvore: input.arvore, log: input.log }).returning({ id: serviceEnds.id });
      return row;
    }
    const ticketId = input.ticketId;
    return this.guard('end of service', async () => {
      const t = await this.owned(user.id, ticketId);
      if (!t) return undefined;
      const steps = input.log.map((s) => `<li>${replyHtml(s)}</li>`).join('');
      // An internal note: the agents see where the user went; the user's own view does not change.
      const answer = await this.api.addArticle(ticketId, {
        Article: this.api.internalNote(messages.znunyServiceEnd, `<p>${replyHtml(input.arvore)}</p><ol>${steps}</ol>`),
      });
      return { id: toId(answer.ArticleID) };
    });
  }
}
