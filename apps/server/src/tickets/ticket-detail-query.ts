import { and, eq, sql } from 'drizzle-orm';
import type { Article, TicketDetail } from '@chamados/api-contract';
import type { Db } from '../db/database';
import { articles, articleViews, attachmentPieces, attachments, tickets } from '../db/schema';
import type { VersionedDetail } from './ticket-store';

/** A timestamp as `Date#toISOString` writes it (both truncate to milliseconds). */
const isoUtc = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A deadline while the ticket is not closed: closing ends the SLA clocks (sla.ts). */
/**
 * A deadline the student sees only while it runs: not once the ticket is closed, and not while
 * it waits for the student (paused, its date moves by however long the pause lasts).
 */
const open = (column: unknown) => sql`case when ${tickets.estado} <> 'fechado' and ${tickets.pausadoDesde} is null then ${isoUtc(column)} end`;

/**
 * A ticket with its articles and their attachments as one JSON document built by the database,
 * the agents' internal notes left out (never in a student's answer), in the contract's shape:
 * one statement and one round trip per detail, where three queries (ticket, articles,
 * attachments) cost two round trips each on PostgreSQL. Nulls are stripped,
 * so an unset deadline or a non-inline attachment's body is absent, as the contract says.
 */
function detailJson(userId: unknown) {
  // Aliases spelled out: in a single-table select Drizzle renders columns unqualified, which
  // inside these subqueries would bind to the inner tables. Only inline attachments carry their
  // body; the others are downloaded on demand.
  const article = sql`json_build_object(
    'id', a.id, 'assunto', a.assunto, 'corpo', a.corpo, 'criado', ${isoUtc(sql`a.criado`)},
    'tipo', case when a.tipo = 'saida' then 'saida' else 'entrada' end, 'de', a.de,
    'visualizado', exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${userId}),
    'anexos', coalesce((select json_agg(json_build_object(
        'id', f.id, 'disposition', f.disposition,
        'content', case when f.disposition = 'inline' then (select replace(encode(string_agg(p.bytes, ''::bytea order by p.seq), 'base64'), E'\\n', '')
          from ${attachmentPieces} p where p.attachment_id = f.id) end,
        'contenttype', f.content_type, 'filename', f.filename, 'filesize', f.filesize,
        'url', '/api/ticket/' || f.ticket_id || '/anexos/' || f.id) order by f.id)
      from ${attachments} f where f.article_id = a.id), '[]'::json))`;
  return sql<string>`json_strip_nulls(json_build_object(
    'id', ${tickets.id}, 'tn', ${tickets.tn}, 'titulo', ${tickets.titulo}, 'servico', ${tickets.servico},
    'criado', ${isoUtc(tickets.criado)}, 'modificado', ${isoUtc(tickets.modificado)}, 'estado', ${tickets.estado},
    'prazoPrimeiraResposta', ${open(tickets.prazoPrimeiraResposta)}, 'prazoAtualizacao', ${open(tickets.prazoAtualizacao)},
    'prazoSolucao', ${open(tickets.prazoSolucao)}, 'prioridade', ${tickets.prioridade}, 'fila', ${tickets.fila},
    'atendente', ${tickets.atendente}, 'responsavel', ${tickets.responsavel},
    'artigos', coalesce((select json_agg(${article} order by a.id) from ${articles} a where a.ticket_id = "tickets"."id" and not a.interno), '[]'::json)
  ))::text`;
}

/**
 * What a detail is made of, as one short text: the ticket row's version (`xmin` changes with
 * every update of the row, whatever column it touches), and each article's id with whether
 * `userId` has seen it. Articles and their files are only ever inserted, never updated, so a
 * reply, an article written by another process or a seen flag changes this text. Index-only
 * reads of articles and views, and one heap read of the ticket row.
 */
function detailVersion(userId: unknown) {
  return sql<string>`"tickets".xmin::text || ':' || coalesce((select string_agg(a.id::text
      || case when exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${userId}) then '+' else '-' end,
      ',' order by a.id) from ${articles} a where a.ticket_id = "tickets"."id" and not a.interno), '')`;
}

/**
 * The detail of a ticket of `userId`, and the check of its version, as prepared statements:
 * PostgreSQL parses and plans each once per connection, and the server builds their SQL once.
 * Both carry the access check (the ticket's owner is `userId`), so it is the database's on every
 * request, cached answer or not.
 */
export function ticketDetailQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const owned = and(eq(tickets.id, sql.placeholder('ticketId')), eq(tickets.usuario, userId));
  const query = db
    .select({ json: detailJson(userId), version: detailVersion(userId) })
    .from(tickets)
    .where(owned)
    .prepare('ticket_detail');
  const versionQuery = db.select({ version: detailVersion(userId) }).from(tickets).where(owned).prepare('ticket_detail_version');
  return {
    async detail(uid: string, ticketId: number): Promise<VersionedDetail | undefined> {
      const [row] = await query.execute({ userId: uid, ticketId });
      if (!row) return undefined;
      const detail = JSON.parse(row.json) as Omit<TicketDetail, 'visualizado'> & { artigos: Article[] };
      return { detail: { ...detail, visualizado: detail.artigos.every((a) => a.visualizado) }, version: row.version };
    },
    /** The detail's current version; undefined when `userId` has no such ticket. */
    async version(uid: string, ticketId: number): Promise<string | undefined> {
      const [row] = await versionQuery.execute({ userId: uid, ticketId });
      return row?.version;
    },
  };
}
