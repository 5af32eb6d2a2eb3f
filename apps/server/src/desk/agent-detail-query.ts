import { eq, sql } from 'drizzle-orm';
import type { AgentArticle, AgentTicketDetail } from '@chamados/api-contract';
import type { Db, Tx } from '../db/database';
import { articles, articleViews, attachments, tickets } from '../db/schema';
import { SLA_COLUMNS } from '../tickets/builtin-ticket-store';
import { slaView } from '../tickets/sla';
import type { SlaCalendar } from '../tickets/sla-calendar';
import { storedWordedAnswers } from '../tickets/worded-answers';

const isoUtc = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every article of a ticket as agents see it — internal notes included and marked — seen or not
 * by `me`, with attachment links on the agents' download route. One JSON document built by the
 * database. Inline bodies are not sent: agents download every file.
 */
function agentArticlesJson(me: unknown) {
  return sql<string>`coalesce((select json_agg(json_build_object(
      'id', a.id, 'assunto', a.assunto, 'corpo', a.corpo, 'criado', ${isoUtc(sql`a.criado`)},
      'tipo', case when a.tipo = 'saida' then 'saida' else 'entrada' end, 'de', a.de, 'interno', a.interno,
      'visualizado', exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${me}),
      'anexos', coalesce((select json_agg(json_build_object(
          'id', f.id, 'disposition', f.disposition, 'contenttype', f.content_type, 'filename', f.filename, 'filesize', f.filesize,
          'url', '/api/agente/chamados/' || f.ticket_id || '/anexos/' || f.id) order by f.id)
        from ${attachments} f where f.article_id = a.id), '[]'::json)) order by a.id)
    from ${articles} a where a.ticket_id = "tickets"."id"), '[]'::json)::text`;
}

/** The agents' detail of a ticket, as a prepared statement (one round trip); deadlines in `calendar`. */
export function agentDetailQuery(db: Db, calendar: SlaCalendar) {
  const me = sql.placeholder('me');
  const query = db
    .select({
      id: tickets.id,
      tn: tickets.tn,
      titulo: tickets.titulo,
      servico: tickets.servico,
      criado: tickets.criado,
      modificado: tickets.modificado,
      estado: tickets.estado,
      prioridade: tickets.prioridade,
      fila: tickets.fila,
      tipo: tickets.tipo,
      atendente: tickets.atendente,
      atendenteId: tickets.atendenteId,
      usuario: tickets.usuario,
      solicitante: tickets.solicitante,
      solicitanteEmail: tickets.solicitanteEmail,
      propriedades: tickets.propriedades,
      ...SLA_COLUMNS,
      artigos: agentArticlesJson(me),
    })
    .from(tickets)
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare('agent_ticket_detail');
  return async (meId: string, ticketId: number, now = new Date()): Promise<AgentTicketDetail | undefined> => {
    const [t] = await query.execute({ me: meId, ticketId });
    if (!t) return undefined;
    const artigos = JSON.parse(t.artigos) as AgentArticle[];
    // The properties the walk set, as text (the tables ride along under '__tabelas' and stay out).
    const stored = (t.propriedades ?? {}) as Record<string, unknown>;
    const propriedades = Object.fromEntries(Object.entries(stored).filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('__')));
    // The same answers by label and option text, when the ticket kept them (worded-answers.ts).
    const respostas = storedWordedAnswers(stored);
    return {
      id: t.id,
      tn: t.tn,
      titulo: t.titulo,
      servico: t.servico,
      criado: t.criado.toISOString(),
      modificado: t.modificado.toISOString(),
      estado: t.estado,
      prioridade: t.prioridade,
      fila: t.fila,
      tipo: t.tipo,
      atendente: t.atendente,
      meu: t.atendenteId !== '' && t.atendenteId === meId,
      solicitante: { nome: t.solicitante, id: t.usuario, email: t.solicitanteEmail },
      propriedades,
      ...(respostas ? { respostas } : {}),
      sla: slaView(t, now, calendar),
      visualizado: artigos.every((a) => a.visualizado),
      artigos,
    };
  };
}

/** Locks a ticket row for a change by the desk and reads what the change needs. */
export async function lockTicket(tx: Tx, ticketId: number) {
  const [t] = await tx
    .select({
      tn: tickets.tn,
      titulo: tickets.titulo,
      estado: tickets.estado,
      prioridade: tickets.prioridade,
      usuario: tickets.usuario,
      // Who the e-mail of a reply or a close goes to (src/mail/).
      solicitante: tickets.solicitante,
      solicitanteEmail: tickets.solicitanteEmail,
      ...SLA_COLUMNS,
    })
    .from(tickets)
    .where(eq(tickets.id, ticketId))
    .for('update');
  return t;
}
