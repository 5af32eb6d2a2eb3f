import { Type, type Static } from 'typebox';
import { Obj, Text } from './common';
import { PublicTree, TREE_NAME_MAX } from './trees';

/**
 * Tree insights (issue 22): the anonymous events of a walk, counted per tree version, screen,
 * option and day. No event carries who walks or what was typed: screen names and answers only.
 */

/** The most events one batch may carry; the portal sends far fewer (one per screen). */
export const INSIGHT_BATCH_MAX = 50;

/** How long an attendance id is accepted after the walk started: past it, a walk with no end is abandoned. */
export const INSIGHT_ATTENDANCE_HOURS = 24;

// A screen's name in `telas` (or '#final'): the same bound as a tree's name.
const Screen = Text({ minLength: 1, maxLength: TREE_NAME_MAX });

/** `POST /api/atendimento/inicio`: a walk of this launched tree starts. */
export const InsightStartBody = Obj({ arvore: Text({ minLength: 1, maxLength: TREE_NAME_MAX }) });
export type InsightStartBody = Static<typeof InsightStartBody>;

/**
 * A walk begins: the signed attendance id, the version the server chose for this walk and that
 * version's tree, which the walk follows. The id names the tree and the version (no user) and
 * expires after {@link INSIGHT_ATTENDANCE_HOURS}; the ticket's creation is replayed on that
 * version (`POST /api/ticket`) and the walk's anonymous events are counted under it.
 */
export const InsightStarted = Obj({
  atendimento: Type.String({ description: 'id assinado do atendimento (JWT), sem dados do usuário' }),
  versao: Type.Integer({ minimum: 1 }),
  arvore: PublicTree,
});
export type InsightStarted = Static<typeof InsightStarted>;

/**
 * How a walk ended: a ticket created, closed by a tutorial ('Sim'), or cancelled. Only
 * 'cancelado' counts when a portal reports it: the server records 'chamado' and 'tutorial' itself
 * when it creates the walk's ticket, and ignores a portal's claim of either.
 */
export const InsightEnd = Type.Union([Type.Literal('chamado'), Type.Literal('tutorial'), Type.Literal('cancelado')]);
export type InsightEnd = Static<typeof InsightEnd>;

/**
 * One event of a walk, by `tipo`: 'tela', a screen reached (`de`: the screen answered to reach
 * it, none for the first); 'tutorial', the answer to a tutorial's 'Seu problema foi resolvido ?'
 * (`resolvido`); 'fim', how the walk ended (`como`) and on which screen. One closed object rather
 * than a union of three: the validator strips unknown properties branch by branch in a union.
 */
export const InsightEvent = Obj({
  tipo: Type.Union([Type.Literal('tela'), Type.Literal('tutorial'), Type.Literal('fim')]),
  tela: Screen,
  de: Type.Optional(Screen),
  resolvido: Type.Optional(Type.Boolean()),
  como: Type.Optional(InsightEnd),
});
export type InsightEvent = Static<typeof InsightEvent>;

/**
 * `POST /api/atendimento/eventos`: a batch of one walk's events. Public, because
 * `navigator.sendBeacon` cannot send a token: the signed `atendimento` is the caller's proof.
 * Sent as JSON or as the text/plain JSON a beacon carries.
 */
export const InsightBatch = Obj({
  atendimento: Text({ minLength: 1, maxLength: 1000 }),
  eventos: Type.Array(InsightEvent, { minItems: 1, maxItems: INSIGHT_BATCH_MAX }),
});
export type InsightBatch = Static<typeof InsightBatch>;

/** What one period (or one version) counts. Desistências = cancelados + abandonos. */
export const InsightTotals = Obj({
  iniciados: Type.Integer(),
  resolvidosTutorial: Type.Integer(),
  chamados: Type.Integer(),
  cancelados: Type.Integer(),
  abandonos: Type.Integer({ description: 'sem fim em 24 h' }),
  desistencias: Type.Integer(),
});
export type InsightTotals = Static<typeof InsightTotals>;

/** A calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const Day = Type.String({ format: 'date' });

/** The longest period the statistics cover, in days (a little over a year). */
export const INSIGHT_PERIOD_MAX_DAYS = 400;

/** `?periodo=7` (the last days, today included), or `?de=&ate=` (YYYY-MM-DD, both included); 30 days when none. */
export const InsightStatsQuery = Obj({
  periodo: Type.Optional(Type.Integer({ minimum: 1, maximum: INSIGHT_PERIOD_MAX_DAYS })),
  de: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
  ate: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
});
export type InsightStatsQuery = Static<typeof InsightStatsQuery>;

/** `GET /api/admin/arvore/{id}/estatisticas`: what a tree's walks did in the period. */
export const InsightStats = Obj({
  arvoreId: Type.Integer(),
  de: Day,
  ate: Day,
  totais: InsightTotals,
  /** Per tutorial screen: its 'Sim' and 'Não'. */
  tutoriais: Type.Array(Obj({ tela: Type.String(), sim: Type.Integer(), nao: Type.Integer() })),
  /** Per screen: walks that reached it, and walks that gave up on it. */
  telas: Type.Array(Obj({ tela: Type.String(), visitas: Type.Integer(), paradas: Type.Integer() })),
  /** Per answer taken: from one screen to the next. */
  arestas: Type.Array(Obj({ de: Type.String(), para: Type.String(), n: Type.Integer() })),
  /** Weeks (Monday first) of the period, oldest first. */
  semanas: Type.Array(Obj({ inicio: Day, totais: InsightTotals })),
  /**
   * Each screen's title as people read it (tree-engine's `screenTitle`: the question, the form's
   * or tutorial's `titulo`, else the tutorial's kind and site), from the draft and every launched
   * version, the newest winning: the page never names a screen by its key alone. Screens that read
   * alike carry their key after the title.
   */
  titulos: Type.Array(Obj({ tela: Type.String(), titulo: Type.String() })),
  /** Every day of the period, oldest first, also those nobody walked ('Últimos 7 dias' and '30 dias' plot them). */
  dias: Type.Array(Obj({ dia: Day, totais: InsightTotals })),
  /** The versions walked in the period, newest first: the page compares the first two. */
  versoes: Type.Array(Obj({ versao: Type.Integer(), lancadaEm: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]), totais: InsightTotals })),
});
export type InsightStats = Static<typeof InsightStats>;
