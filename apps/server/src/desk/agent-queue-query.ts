import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { QUEUE_COUNT_LIMIT, type AgentQueuePage, type AgentQueueQuery, type QueueState } from '@chamados/api-contract';
import type { Db } from '../db/database';
import { articles, articleViews, tickets } from '../db/schema';
import { protocolPrefix, searchQuery } from '../tickets/search-text';

/**
 * The agents' queue: every ticket, filtered by state group, queue, owner and text, sorted by the
 * nearest SLA deadline (tickets without one — paused or closed — last, the latest change first).
 *
 * Each filter has an index in this order (schema.ts, `tickets_fila_*`), so a page reads its rows
 * from the index and stops; the total is counted up to QUEUE_COUNT_LIMIT, so a big closed list
 * costs no more than a small one. States are written into the SQL, never parameters: the
 * planner only uses the partial index of 'abertos' when it sees its very predicate.
 */

/** The states of each filter, as SQL literals. */
const STATE_SQL: Record<QueueState, string | undefined> = {
  novos: `= 'novo'`,
  abertos: `in ('novo', 'aberto')`,
  pendentes: `in ('pendente', 'pendente-cliente')`,
  fechados: `= 'fechado'`,
  todos: undefined,
};

const ORDER_SQL = {
  prazo: 'prazo asc nulls last, modificado desc nulls last, id desc nulls last',
  recentes: 'modificado desc nulls last, id desc nulls last',
} as const;

/** The query's shape: which filters it has (their values are parameters). */
export interface QueueShape {
  estado: QueueState;
  fila: boolean;
  dono: 'todos' | 'meus' | 'nenhum';
  /** Words (full text), a protocol number prefix, or both (a number is a word too). */
  texto: '' | 'w' | 'n' | 'wn';
  ordem: keyof typeof ORDER_SQL;
}

/** The WHERE of a shape on the tickets table seen as `t`, with named placeholders. */
export function queueWhere(shape: QueueShape, t: string): SQL {
  const parts: SQL[] = [];
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const state = STATE_SQL[shape.estado];
  if (state) parts.push(sql`${col('estado')} ${sql.raw(state)}`);
  if (shape.fila) parts.push(sql`${col('fila')} = ${sql.placeholder('fila')}`);
  if (shape.dono === 'meus') parts.push(sql`${col('atendente_id')} = ${sql.placeholder('me')}`);
  if (shape.dono === 'nenhum') parts.push(sql`${col('atendente_id')} = ''`);
  const words = sql`to_tsvector('portuguese', ${col('busca')}) @@ to_tsquery('portuguese', ${sql.placeholder('q')})`;
  const number = sql`${col('tn')} like ${sql.placeholder('tn')}`;
  if (shape.texto === 'w') parts.push(words);
  if (shape.texto === 'n') parts.push(number);
  if (shape.texto === 'wn') parts.push(sql`(${words} or ${number})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The SQL of one page of a shape (rows, plus the capped total in each row). The page is cut
 * first and the unseen flag computed for its rows only: in the same select, PostgreSQL planned
 * the flag as one hashed pass over every article (40 ms), not 25 index probes. LIMIT and OFFSET
 * are written in (whole numbers the contract bounded): as parameters they made the generic plan
 * look dearer than a custom one, and PostgreSQL planned the statement again on every call
 * (0.5 ms, most of its cost).
 */
export function queueSql(shape: QueueShape, limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new RangeError('queue page out of range');
  const ordered = (t: string) => sql.raw(ORDER_SQL[shape.ordem].replace(/(\w+) (asc|desc)/g, `${t}.$1 $2`));
  // Counting in the queue's order walks the filter's index (an index-only scan) rather than the
  // table; a text search counts what its GIN index found, in any order.
  const countOrder = shape.texto ? sql`` : sql`order by ${ordered('c')}`;
  const me = sql.placeholder('me');
  // Dates leave the database as the contract writes them, so the server parses none.
  const iso = (column: string) => sql.raw(`to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  return sql`select p.id, p.tn, p.titulo, p.servico, p.solicitante, p.fila, p.estado, p.prioridade, ${iso('prazo')} as prazo, p.atendente,
      p.atendente_id = ${me} as meu, ${iso('criado')} as criado, ${iso('modificado')} as modificado,
      exists (select 1 from ${articles} a where a.ticket_id = p.id
        and not exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${me})) as unseen,
      (select count(*) from (select 1 from ${tickets} c where ${queueWhere(shape, 'c')} ${countOrder} limit ${QUEUE_COUNT_LIMIT + 1}) n)::int as total
    from (select q.id, q.tn, q.titulo, q.servico, q.solicitante, q.fila, q.estado, q.prioridade, q.prazo, q.atendente, q.atendente_id, q.criado, q.modificado
      from ${tickets} q where ${queueWhere(shape, 'q')}
      order by ${ordered('q')}
      limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}) p
    order by ${ordered('p')}`;
}

interface Row {
  id: number;
  tn: string;
  titulo: string;
  servico: string;
  solicitante: string;
  fila: string;
  estado: string;
  prioridade: string;
  /** ISO 8601, UTC, milliseconds (as `Date#toISOString` writes it). */
  prazo: string | null;
  atendente: string;
  meu: boolean;
  unseen: boolean;
  criado: string;
  modificado: string;
  total: number;
}

/** The shape of a query. */
export function queueShape(query: AgentQueueQuery): QueueShape & { q: string; tn: string } {
  const text = query.texto?.trim() ?? '';
  const q = text ? searchQuery(text) : '';
  const tn = text ? protocolPrefix(text) ?? '' : '';
  const texto: QueueShape['texto'] = q && tn ? 'wn' : q ? 'w' : tn ? 'n' : '';
  return {
    estado: query.estado ?? 'abertos',
    fila: query.fila !== undefined,
    dono: query.meus ? 'meus' : query.semAtendente ? 'nenhum' : 'todos',
    texto,
    ordem: query.ordem ?? 'prazo',
    q,
    tn: tn ? `${tn}%` : '',
  };
}

type Prepared = { execute(params: Record<string, unknown>): Promise<unknown> };
interface RawSession {
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): Prepared };
  dialect: { sqlToQuery(statement: SQL): unknown };
}

/** Rows as both drivers answer a raw prepared query: an array (postgres.js) or `{ rows }` (PGlite). */
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/**
 * The queue's statements. The first page of each shape and page size — what the desk polls — is
 * prepared once: PostgreSQL parses it once per connection, settles on one plan, and a page is
 * one round trip. Later pages, rarer, run unprepared, so an agent paging far adds no statements.
 * The select builder cannot express the total's subquery on its own alias, so the statement goes
 * through the session's raw query, with the same named placeholders.
 */
export function agentQueueQueries(db: Db) {
  const raw = db as unknown as RawSession;
  const prepared = new Map<string, Prepared>();
  const statement = (shape: QueueShape, limit: number, offset: number): Prepared => {
    const toQuery = () => raw.dialect.sqlToQuery(queueSql(shape, limit, offset));
    if (offset > 0) return raw.session.prepareQuery(toQuery(), undefined, undefined as never, false);
    const key = `${shape.estado}_${shape.fila ? 'fila_' : ''}${shape.dono}_${shape.texto || 'all'}_${shape.ordem}_${limit}`;
    let p = prepared.get(key);
    if (!p) {
      p = raw.session.prepareQuery(toQuery(), undefined, `agent_queue_${key}`, false);
      prepared.set(key, p);
    }
    return p;
  };
  const run = async (me: string, query: AgentQueueQuery, offset: number, limit: number) => {
    const shape = queueShape(query);
    return rowsOf(await statement(shape, limit, offset).execute({ me, fila: query.fila ?? '', q: shape.q, tn: shape.tn }));
  };
  return {
    async page(me: string, query: AgentQueueQuery, now = new Date()): Promise<AgentQueuePage> {
      const offset = query.offset ?? 0;
      const rows = await run(me, query, offset, query.limit ?? 25);
      // Past the last page there is no row to carry the total: ask for the first row's.
      const total = rows[0]?.total ?? (offset > 0 ? ((await run(me, query, 0, 1))[0]?.total ?? 0) : 0);
      // Same format on both sides: the text comparison is the time comparison.
      const nowIso = now.toISOString();
      return {
        tickets: rows.map((r) => ({
          id: r.id,
          tn: r.tn,
          titulo: r.titulo,
          servico: r.servico,
          solicitante: r.solicitante,
          fila: r.fila,
          estado: r.estado,
          prioridade: r.prioridade,
          ...(r.prazo ? { prazo: r.prazo } : {}),
          atrasado: r.prazo !== null && r.prazo < nowIso,
          atendente: r.atendente,
          meu: r.meu,
          visualizado: !r.unseen,
          criado: r.criado,
          modificado: r.modificado,
        })),
        total: Math.min(total, QUEUE_COUNT_LIMIT),
        totalExato: total <= QUEUE_COUNT_LIMIT,
      };
    },
  };
}

/**
 * The plan PostgreSQL chooses for a shape (EXPLAIN; with `analyze`, run and timed), with the
 * same SQL the queue runs. `pnpm bench` prints these; a test checks that no filter reads the table whole.
 */
export async function explainQueue(db: Db, shape: QueueShape, params: Record<string, unknown>, analyze = false): Promise<string> {
  const raw = db as unknown as RawSession;
  const query = raw.dialect.sqlToQuery(queueSql(shape, Number(params.limit ?? 25), Number(params.offset ?? 0))) as { sql: string; params: unknown[] };
  const filled = fillPlaceholders(query.params, params);
  const result = await raw.session.prepareQuery({ sql: `explain (${analyze ? 'analyze, ' : ''}costs off) ${query.sql}`, params: filled }, undefined, undefined as never, false).execute({});
  return rowsOf(result)
    .map((r) => String((r as unknown as Record<string, unknown>)['QUERY PLAN']))
    .join('\n');
}

/** Every shape the queue can take, for plans and benchmarks. */
export function allQueueShapes(): QueueShape[] {
  const shapes: QueueShape[] = [];
  for (const estado of ['novos', 'abertos', 'pendentes', 'fechados', 'todos'] as const) {
    for (const [fila, dono, texto] of [
      [false, 'todos', ''],
      [true, 'todos', ''],
      [false, 'meus', ''],
      [false, 'nenhum', ''],
      [true, 'meus', ''],
      [false, 'todos', 'w'],
      [false, 'todos', 'n'],
      [false, 'todos', 'wn'],
    ] as const) {
      shapes.push({ estado, fila, dono, texto, ordem: 'prazo' });
    }
    shapes.push({ estado, fila: false, dono: 'todos', texto: '', ordem: 'recentes' });
  }
  return shapes;
}
