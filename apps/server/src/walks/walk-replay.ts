import { createHash } from 'node:crypto';
import type { CreateTicketBody } from '@chamados/api-contract';
import { buildTicketRequest, isClosedOnCreation, replayWalk, type Attendance } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';
import type { DataHubService } from '../content/datahub-service';
import type { AttendanceIdClaims, AttendanceIds } from '../insights/attendance-ids';
import { badRequest } from '../lib/http-error';
import { messages } from '../messages';
import { attachmentsOf, type IncomingFile } from '../tickets/incoming-file';
import type { NewTicket } from '../tickets/ticket-store';
import { faqTitlesOf, type FaqTitleLookup } from './faq-titles';
import { serverWalkEnv } from './server-walk-env';
import type { VersionTrees } from './version-trees';
import { refusalDiagnostics } from './walk-refusal-text';

/** A walk the server replayed: the ticket it derives and what it came from. */
export interface ReplayedWalk {
  ticket: NewTicket;
  /** The request's files in the order the walk attached them (the ticket's order). */
  files: IncomingFile[];
  /** A tutorial solved the problem: the ticket is created closed (self-service). */
  closed: boolean;
  /** The signed attendance the walk started with: its tree, version and id. */
  claims: AttendanceIdClaims;
  /** The replayed attendance at '#final' (its path is what the statistics count). */
  attendance: Attendance;
}

/**
 * The server's side of a ticket's creation (ARCHITECTURE.md §7): the signed attendance names the
 * tree and the version the walk started on — still that version after a newer launch — and the
 * walk's steps are replayed there with tree-engine, every answer checked by its field's rules.
 * Everything the ticket says (subject, queue, type, priority, service, the first article and its
 * tables) is derived here; a step the tree does not allow is a 400 naming it.
 */
export class WalkReplay {
  constructor(
    private readonly ids: AttendanceIds,
    private readonly versions: VersionTrees,
    private readonly datahub: DataHubService,
    private readonly faqTitles: FaqTitleLookup,
  ) {}

  /**
   * The ticket `body`'s walk derives for `user`, with `streamed` (the multipart files) and the
   * body's base64 ones. Throws 400 (`mensagem` and one diagnostic per refusal) for an attendance
   * that is not ours or expired, a tree deleted since, or a walk its tree does not allow.
   */
  async replay(user: AuthUser, body: CreateTicketBody, streamed: readonly IncomingFile[], ip: string, now = new Date()): Promise<ReplayedWalk> {
    const claims = await this.ids.verify(body.atendimento);
    if (!claims) throw badRequest(messages.walkAttendanceInvalid);
    const tree = await this.versions.tree(claims.treeId, claims.versao);
    if (!tree) throw badRequest(messages.walkTreeGone);
    // Decoding and the size limit first: bad files are refused before anything is replayed or written.
    const files = attachmentsOf(body.anexos, streamed);
    const sent = files.map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size }));
    const replayed = await replayWalk(tree, body.passos, sent, serverWalkEnv(user, this.datahub, ip));
    if (replayed.refusals) throw badRequest(messages.walkRefused, refusalDiagnostics(tree, replayed.refusals));
    // FAQ tutorials are named by their articles' titles in the first article (faq-titles.ts).
    const { anexos: _files, ...request } = buildTicketRequest(replayed.attendance, now, { faqTitles: await faqTitlesOf(tree, this.faqTitles) });
    // The same walk sent again (a retry) is the same origin; its subject's time may differ.
    const origem = createHash('sha256')
      .update(JSON.stringify([claims.id, body.passos, files.map((f) => [f.filename, f.contentType, f.sha256])]))
      .digest('hex');
    return {
      ticket: { ...request, origem },
      files: replayed.arquivos.map((position) => files[position]!),
      closed: isClosedOnCreation(replayed.attendance),
      claims,
      attendance: replayed.attendance,
    };
  }
}
