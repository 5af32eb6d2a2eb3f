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

/** The SQL of one page of a shape (rows, plus the capped total in each row). */
export function queueSql(shape: QueueShape): SQL {
  const ordered = (t: string) => sql.raw(ORDER_SQL[shape.ordem].replace(/(\w+) (asc|desc)/g, `${t}.$1 $2`));
  // Counting in the queue's order walks the filter's index (an index-only scan) rather than the
  // table; a text search counts what its GIN index found, in any order.
  const countOrder = shape.texto ? sql`` : sql`order by ${ordered('c')}`;
  const rowUnseen = sql`exists (select 1 from ${articles} a where a.ticket_id = q.id
      and not exists (select 1 from ${articleViews} v where v.article_id = a.id and v.usuario = ${sql.placeholder('me')}))`;
  return sql`select q.id, q.tn, q.titulo, q.solicitante, q.fila, q.estado, q.prioridade, q.prazo, q.atendente,
      q.atendente_id = ${sql.placeholder('me')} as meu, ${rowUnseen} as unseen, q.criado, q.modificado,
      (select count(*) from (select 1 from ${tickets} c where ${queueWhere(shape, 'c')} ${countOrder} limit ${QUEUE_COUNT_LIMIT + 1}) n)::int as total
    from ${tickets} q where ${queueWhere(shape, 'q')}
    order by ${ordered('q')}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

interface Row {
  id: number;
  tn: string;
  titulo: string;
  solicitante: string;
  fila: string;
  estado: string;
  prioridade: string;
  prazo: Date | string | null;
  atendente: string;
  meu: boolean;
  unseen: boolean;
  criado: Date | string;
  modificado: Date | string;
  total: number;
}

// Raw rows come back as the driver gives them: Date (postgres.js) or text (PGlite's raw mode).
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

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
 * The queue's statements, prepared once per shape: PostgreSQL parses and plans each once per
 * connection, and a page is one round trip. The select builder cannot express the total's
 * subquery on its own alias, so the statement goes through the session's raw prepared query,
 * with the same named placeholders.
 */
export function agentQueueQueries(db: Db) {
  const raw = db as unknown as RawSession;
  const prepared = new Map<string, Prepared>();
  const statement = (shape: QueueShape): Prepared => {
    const key = `${shape.estado}_${shape.fila ? 'fila_' : ''}${shape.dono}_${shape.texto || 'all'}_${shape.ordem}`;
    let p = prepared.get(key);
    if (!p) {
      p = raw.session.prepareQuery(raw.dialect.sqlToQuery(queueSql(shape)), undefined, `agent_queue_${key}`, false);
      prepared.set(key, p);
    }
    return p;
  };
  const run = async (me: string, query: AgentQueueQuery, offset: number, limit: number) => {
    const shape = queueShape(query);
    return rowsOf(await statement(shape).execute({ me, fila: query.fila ?? '', q: shape.q, tn: shape.tn, offset, limit }));
  };
  return {
    async page(me: string, query: AgentQueueQuery, now = new Date()): Promise<AgentQueuePage> {
      const offset = query.offset ?? 0;
      const rows = await run(me, query, offset, query.limit ?? 25);
      // Past the last page there is no row to carry the total: ask for the first row's.
      const total = rows[0]?.total ?? (offset > 0 ? ((await run(me, query, 0, 1))[0]?.total ?? 0) : 0);
      return {
        tickets: rows.map((r) => ({
          id: r.id,
          tn: r.tn,
          titulo: r.titulo,
          solicitante: r.solicitante,
          fila: r.fila,
          estado: r.estado,
          prioridade: r.prioridade,
          ...(r.prazo ? { prazo: toDate(r.prazo).toISOString() } : {}),
          atrasado: r.prazo ? toDate(r.prazo) < now : false,
          atendente: r.atendente,
          meu: r.meu,
          visualizado: !r.unseen,
          criado: toDate(r.criado).toISOString(),
          modificado: toDate(r.modificado).toISOString(),
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
  const query = raw.dialect.sqlToQuery(queueSql(shape)) as { sql: string; params: unknown[] };
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
