import { Type, type Static } from 'typebox';
import { Obj, Paging, Text } from './common';
import { Revision } from './revisions';
import { Article, attachmentForm, ReplyAttachment, TicketDetail, TicketState } from './tickets';

/**
 * The Central de Atendimento (issue 21): the help desk's side of the built-in store, under
 * `/api/agente/…`. Agents see every ticket; students never reach these routes (403).
 */

/** The state filters of the queue: `abertos` is what the desk still owes (novo and aberto). */
export const QUEUE_STATES = ['novos', 'abertos', 'pendentes', 'fechados', 'todos'] as const;
export const QueueState = Type.Union([Type.Literal('novos'), Type.Literal('abertos'), Type.Literal('pendentes'), Type.Literal('fechados'), Type.Literal('todos')]);
export type QueueState = Static<typeof QueueState>;

/** How the queue is sorted: the nearest deadline first (default), or the latest change first. */
export const QueueOrder = Type.Union([Type.Literal('prazo'), Type.Literal('recentes')]);
export type QueueOrder = Static<typeof QueueOrder>;

/** A total of more than this is reported as "more than" (`totalExato: false`): counting stops there. */
export const QUEUE_COUNT_LIMIT = 1000;

/** `GET /api/agente/chamados`. The filters combine (all must hold). */
export const AgentQueueQuery = Obj({
  estado: Type.Optional(Type.Union([Type.Literal('novos'), Type.Literal('abertos'), Type.Literal('pendentes'), Type.Literal('fechados'), Type.Literal('todos')], { default: 'abertos' })),
  fila: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
  meus: Type.Optional(Type.Boolean({ description: 'só os chamados assumidos por mim' })),
  semAtendente: Type.Optional(Type.Boolean({ description: 'só os chamados sem atendente' })),
  texto: Type.Optional(Text({ maxLength: 200, description: 'palavras ou número de protocolo, como a busca do estudante' })),
  ordem: Type.Optional(Type.Union([Type.Literal('prazo'), Type.Literal('recentes')], { default: 'prazo' })),
  ...Paging,
});
export type AgentQueueQuery = Static<typeof AgentQueueQuery>;

/** One row of the queue. Dates are ISO 8601. */
export const AgentQueueRow = Obj({
  id: Type.Integer(),
  tn: Type.String(),
  titulo: Type.String(),
  servico: Type.Optional(Type.String({ description: 'o serviço (nome da árvore), mostrado ao lado do título' })),
  solicitante: Type.String({ description: 'nome de quem abriu o chamado' }),
  fila: Type.String(),
  estado: Type.Unsafe<string>(TicketState),
  prioridade: Type.String(),
  prazo: Type.Optional(Type.String({ format: 'date-time', description: 'o prazo de SLA mais próximo; ausente quando pausado ou fechado' })),
  atrasado: Type.Boolean({ description: 'o prazo mais próximo já passou' }),
  atendente: Type.String({ description: "nome do atendente; '' sem atendente" }),
  meu: Type.Boolean({ description: 'assumido por quem consulta' }),
  visualizado: Type.Boolean({ description: 'falso enquanto algum artigo não foi visto por quem consulta' }),
  criado: Type.String({ format: 'date-time' }),
  modificado: Type.String({ format: 'date-time' }),
});
export type AgentQueueRow = Static<typeof AgentQueueRow>;

/** A page of the queue; `total` is exact when `totalExato`, else "more than `total`". */
export const AgentQueuePage = Obj({
  tickets: Type.Array(AgentQueueRow),
  total: Type.Integer({ minimum: 0 }),
  totalExato: Type.Boolean(),
});
export type AgentQueuePage = Static<typeof AgentQueuePage>;

/** How a deadline stands: running, late, met in time, met late, or paused (pendente-cliente). */
export const DEADLINE_STATUSES = ['no-prazo', 'atrasado', 'cumprido', 'cumprido-com-atraso', 'pausado', 'sem-prazo'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** One SLA deadline of a ticket. */
export const SlaDeadline = Obj({
  prazo: Type.Optional(Type.String({ format: 'date-time' })),
  cumpridoEm: Type.Optional(Type.String({ format: 'date-time' })),
  /**
   * While paused: the working minutes the deadline had left at the pause. Its date (`prazo`) moves
   * by the time the pause lasts, so this, not the date, is what the desk shows then.
   */
  restanteMin: Type.Optional(Type.Integer({ minimum: 0, description: 'minutos de horário de atendimento que restavam ao prazo quando foi pausado (só com situacao pausado)' })),
  situacao: Type.Union([
    Type.Literal('no-prazo'),
    Type.Literal('atrasado'),
    Type.Literal('cumprido'),
    Type.Literal('cumprido-com-atraso'),
    Type.Literal('pausado'),
    Type.Literal('sem-prazo'),
  ]),
});
export type SlaDeadline = Static<typeof SlaDeadline>;

/** The three deadlines: first response, update, solution. */
export const TicketSla = Obj({ primeiraResposta: SlaDeadline, atualizacao: SlaDeadline, solucao: SlaDeadline });
export type TicketSla = Static<typeof TicketSla>;

/** An article as agents see it: internal notes (`interno`) included and marked. */
export const AgentArticle = Obj({ ...Article.properties, interno: Type.Boolean() });
export type AgentArticle = Static<typeof AgentArticle>;

// The fields an agent's detail shares with the student's, written once (in tickets.ts).
const { id, tn, titulo, servico, criado, modificado, prioridade, fila, atendente, visualizado } = TicketDetail.properties;

/** `GET /api/agente/chamados/{id}`: the whole conversation, the properties and the SLA. */
export const AgentTicketDetail = Obj({
  id,
  tn,
  titulo,
  servico,
  criado,
  modificado,
  estado: Type.Unsafe<string>(TicketState),
  prioridade,
  fila,
  tipo: Type.String(),
  atendente,
  meu: Type.Boolean(),
  solicitante: Obj({ nome: Type.String(), id: Type.String({ description: 'CPF, ou e-mail no gov.br' }), email: Type.String() }),
  propriedades: Type.Record(Type.String(), Type.String(), { description: 'as propriedades do atendimento que abriu o chamado' }),
  /**
   * The same answers as people read them: the field's label and the option's text (never the
   * property key or the option code). Absent for tickets created before the server kept them.
   */
  respostas: Type.Optional(Type.Array(Obj({ rotulo: Type.String(), valor: Type.String() }), { description: 'as respostas do atendimento pelo rótulo do campo e o texto da opção' })),
  sla: TicketSla,
  visualizado,
  artigos: Type.Array(AgentArticle),
});
export type AgentTicketDetail = Static<typeof AgentTicketDetail>;

/**
 * `POST /api/agente/chamados/{id}/artigos`: a reply to the student, or with `interno: true` a
 * note only agents see. A reply's `assunto` defaults to 'Re: [Ticket#{tn}]'; a note needs none. Files as in the student's reply.
 */
export const AgentArticleBody = Obj({
  assunto: Type.Optional(Text({ maxLength: 300 })),
  corpo: Text({ minLength: 1, maxLength: 100_000 }),
  anexos: Type.Array(ReplyAttachment, { maxItems: 50, default: [] }),
  interno: Type.Optional(Type.Boolean({ default: false })),
});
export type AgentArticleBody = Static<typeof AgentArticleBody>;

/** `POST /api/agente/chamados/{id}/artigos` as `multipart/form-data`, as the student's reply. */
export const AgentArticleForm = attachmentForm('o AgentArticleBody');

/** The states an agent may set. */
export const AGENT_SETTABLE_STATES = ['aberto', 'pendente-cliente', 'fechado'] as const;
export type AgentSettableState = (typeof AGENT_SETTABLE_STATES)[number];

/** `PATCH /api/agente/chamados/{id}`: any of these, at least one. */
export const AgentTicketUpdate = Type.Object(
  {
    assumir: Type.Optional(Type.Boolean({ description: 'true: eu passo a ser o atendente; false: o chamado fica sem atendente' })),
    estado: Type.Optional(Type.Union([Type.Literal('aberto'), Type.Literal('pendente-cliente'), Type.Literal('fechado')])),
    prioridade: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    fila: Type.Optional(Text({ minLength: 1, maxLength: 200, pattern: '\\S' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AgentTicketUpdate = Static<typeof AgentTicketUpdate>;

/** `GET /api/agente`: who the agent is and what the desk offers (filters, priorities). */
export const AgentDesk = Obj({
  atendimento: Type.Union([Type.Literal('portal'), Type.Literal('znuny')], { description: "'znuny': os chamados são atendidos no Znuny" }),
  urlZnuny: Type.Optional(Type.String({ description: 'ZNUNY_AGENT_URL, quando definida' })),
  eu: Obj({ id: Type.String(), nome: Type.String() }),
  filas: Type.Array(Type.String()),
  prioridades: Type.Array(Type.String()),
});
export type AgentDesk = Static<typeof AgentDesk>;

/** A canned reply ('Respostas prontas'): agents insert it, admins maintain it. */
export const CannedReply = Obj({
  id: Type.Integer(),
  titulo: Type.String(),
  corpo: Type.String(),
  alterada: Type.String({ format: 'date-time' }),
  revisao: Revision.properties.revisao,
  alteradaPor: Revision.properties.alteradaPor,
});
export type CannedReply = Static<typeof CannedReply>;

export const CannedReplyList = Type.Array(CannedReply);
export type CannedReplyList = Static<typeof CannedReplyList>;

/** How long a canned reply's title and text may be (the admin form says so before the server). */
export const CANNED_REPLY_LIMITS = { titulo: 200, corpo: 20_000 } as const;

/** Create or replace a canned reply. */
export const CannedReplyInput = Obj({
  titulo: Text({ minLength: 1, maxLength: CANNED_REPLY_LIMITS.titulo, pattern: '\\S' }),
  corpo: Text({ minLength: 1, maxLength: CANNED_REPLY_LIMITS.corpo, pattern: '\\S' }),
  /** 'Salvar a minha por cima' after a 412: logged on the server; If-Match must still be current. */
  sobrescrever: Type.Optional(Type.Boolean()),
});
export type CannedReplyInput = Static<typeof CannedReplyInput>;
