import { sql } from 'drizzle-orm';
import type { FaqAttachment } from '@chamados/api-contract';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary content of attachments, as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // A Uint8Array (from the PGlite worker) is wrapped, not copied.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------- trees

/** A decision tree: the draft (`texto`) and, once launched, the production text (`arvore`). */
export const trees = pgTable(
  'trees',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    /** lower(trim(nome)): names are unique ignoring case and surrounding blanks. */
    nomeChave: text('nome_chave').notNull(),
    texto: text('texto').notNull().default(''),
    habilitada: boolean('habilitada').notNull().default(false),
    autor: text('autor').notNull(),
    ordem: integer('ordem').notNull(),
    alterada: ts('alterada').notNull().defaultNow(),
    /** The launched YAML; null when not launched. */
    arvore: text('arvore'),
    /** The launched tree, parsed once at launch, served as-is to the public. */
    // json, not jsonb: jsonb reorders object keys (by length), and a tree's options, fields and
    // columns are maps whose order is the order the author wrote.
    arvoreJson: json('arvore_json'),
    /** Goes up with every write (save, launch, disable): the ETag's revision (If-Match). */
    revisao: integer('revisao').notNull().default(1),
    /** Who made the last write, by name: the 412's 'alterada por {nome}'. */
    alteradaPor: text('alterada_por').notNull().default(''),
    /**
     * The launched version (`tree_versions.versao`) everyone walks; after a disable, the last one
     * that was (a disabled tree is told apart from a draft never launched); null for a draft.
     */
    versao: integer('versao'),
    /**
     * A gradual launch: the newer version a share of students walks (`gradual_parcela` percent,
     * 1–99), picked per student by a keyed hash; null when there is none.
     */
    gradualVersao: integer('gradual_versao'),
    gradualParcela: integer('gradual_parcela'),
  },
  (t) => [uniqueIndex('trees_nome_chave_uq').on(t.nomeChave), index('trees_ordem_idx').on(t.ordem)],
);

/** Every launched version, kept for the admin editor's history. */
export const treeVersions = pgTable(
  'tree_versions',
  {
    id: serial('id').primaryKey(),
    treeId: integer('tree_id')
      .notNull()
      .references(() => trees.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    nome: text('nome').notNull(),
    texto: text('texto').notNull(),
    autor: text('autor').notNull(),
    lancadaEm: ts('lancada_em').notNull().defaultNow(),
    /** 'O que mudou', as the admin wrote it at the launch ('' when they wrote nothing). */
    nota: text('nota').notNull().default(''),
    /** The share of students it was launched to (1–100); 100 for everyone. */
    parcela: integer('parcela').notNull().default(100),
  },
  (t) => [uniqueIndex('tree_versions_tree_versao_uq').on(t.treeId, t.versao)],
);

/**
 * A draft replaced on purpose ('Salvar a minha por cima' after a 412): the other admin's text is
 * kept here, with who overwrote it and when, so no one's work is lost without a trace.
 */
export const treeOverwrites = pgTable(
  'tree_overwrites',
  {
    id: serial('id').primaryKey(),
    treeId: integer('tree_id')
      .notNull()
      .references(() => trees.id, { onDelete: 'cascade' }),
    /** The replaced draft: its name, text, revision and who wrote it when. */
    nome: text('nome').notNull(),
    texto: text('texto').notNull(),
    revisao: integer('revisao').notNull(),
    autor: text('autor').notNull(),
    alterada: ts('alterada').notNull(),
    /** Who replaced it, and when. */
    por: text('por').notNull(),
    em: ts('em').notNull().defaultNow(),
  },
  (t) => [index('tree_overwrites_tree_idx').on(t.treeId)],
);

// ---------------------------------------------------------------- tickets

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    tn: text('tn').notNull(),
    titulo: text('titulo').notNull(),
    servico: text('servico').notNull().default(''),
    estado: text('estado').notNull(),
    fila: text('fila').notNull(),
    tipo: text('tipo').notNull(),
    prioridade: text('prioridade').notNull(),
    /** The agent's name as people read it; '' when nobody took the ticket. */
    atendente: text('atendente').notNull().default(''),
    /** The agent's user identifier (the Central de Atendimento's 'Meus'); '' when nobody took it. */
    atendenteId: text('atendente_id').notNull().default(''),
    responsavel: text('responsavel').notNull().default(''),
    /** The user identifier (CPF, or e-mail for gov.br accounts): the only one who sees the ticket. */
    usuario: text('usuario').notNull(),
    /** The student's name and e-mail at creation, for the agents' queue. */
    solicitante: text('solicitante').notNull().default(''),
    solicitanteEmail: text('solicitante_email').notNull().default(''),
    criado: ts('criado').notNull().defaultNow(),
    modificado: ts('modificado').notNull().defaultNow(),
    prazoPrimeiraResposta: ts('prazo_primeira_resposta'),
    prazoAtualizacao: ts('prazo_atualizacao'),
    prazoSolucao: ts('prazo_solucao'),
    /** The SLA clock (src/tickets/sla.ts): first agent reply, paused since, closed at. */
    primeiraRespostaEm: ts('primeira_resposta_em'),
    pausadoDesde: ts('pausado_desde'),
    fechadoEm: ts('fechado_em'),
    /** The nearest running deadline; null while paused or closed. What the agents' queue sorts by. */
    prazo: ts('prazo'),
    propriedades: jsonb('propriedades').notNull().default({}),
    /** Title and article text, lower-cased with accents removed, for Portuguese full-text search. */
    busca: text('busca').notNull().default(''),
  },
  (t) => [
    uniqueIndex('tickets_tn_uq').on(t.tn),
    index('tickets_usuario_estado_modificado_idx').on(t.usuario, t.estado, t.modificado),
    index('tickets_busca_idx').using('gin', sql`to_tsvector('portuguese', ${t.busca})`),
    // The agents' queue (src/desk/agent-queue-query.ts): each filter has an index in the queue's
    // order (nearest deadline, then the latest change). 'Abertos', the default view, has its own.
    index('tickets_fila_abertos_idx')
      .on(t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc())
      .where(sql`${t.estado} in ('novo', 'aberto')`),
    // 'Meus' and one queue within 'Abertos', the desk's everyday views, read in order too.
    index('tickets_fila_abertos_atendente_idx')
      .on(t.atendenteId, t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc())
      .where(sql`${t.estado} in ('novo', 'aberto')`),
    index('tickets_fila_abertos_fila_idx')
      .on(t.fila, t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc())
      .where(sql`${t.estado} in ('novo', 'aberto')`),
    index('tickets_fila_estado_idx').on(t.estado, t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc()),
    index('tickets_fila_prazo_idx').on(t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc()),
    index('tickets_fila_fila_idx').on(t.fila, t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc()),
    index('tickets_fila_atendente_idx').on(t.atendenteId, t.prazo.asc().nullsLast(), t.modificado.desc(), t.id.desc()),
    index('tickets_modificado_idx').on(t.modificado.desc(), t.id.desc()),
    // Protocol-number prefixes (`tn like '2025%'`) for the agents, who search every ticket.
    index('tickets_tn_prefix_idx').on(t.tn.op('text_pattern_ops')),
  ],
);

/** Per-day counter behind Znuny-style ticket numbers (YYYYMMDD + system id + sequence). */
export const ticketCounters = pgTable('ticket_counters', {
  dia: text('dia').primaryKey(),
  seq: integer('seq').notNull(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    assunto: text('assunto').notNull(),
    /** HTML; sanitised by the portal (DOMPurify) before it reaches the DOM. */
    corpo: text('corpo').notNull(),
    /** 'entrada' (from the user) or 'saida' (from the help desk). */
    tipo: text('tipo').notNull(),
    de: text('de').notNull().default(''),
    criado: ts('criado').notNull().defaultNow(),
    /** An agents' internal note: never in a student's answer, search, unseen count or download. */
    interno: boolean('interno').notNull().default(false),
  },
  (t) => [index('articles_ticket_idx').on(t.ticketId, t.id)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** 'inline' attachments travel base64 in the detail; 'attachment' ones through the download route. */
    disposition: text('disposition').notNull().default('attachment'),
    filesize: bigint('filesize', { mode: 'number' }).notNull(),
  },
  (t) => [index('attachments_article_idx').on(t.articleId)],
);

/**
 * An attachment's bytes in pieces of ATTACHMENT_PIECE_BYTES, written and read one statement per
 * piece: no single query holds the event loop (PGlite runs in the server's thread) or a whole
 * 18 MB file in memory.
 */
export const attachmentPieces = pgTable(
  'attachment_pieces',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.seq] })],
);

/** Who has seen which article. A ticket is unseen for a user while any article is unseen. */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    usuario: text('usuario').notNull(),
    vistoEm: ts('visto_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.usuario] })],
);

/** End-of-service records (`POST /api/atendimento/encerrar`). */
export const serviceEnds = pgTable('service_ends', {
  id: serial('id').primaryKey(),
  ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  usuario: text('usuario').notNull(),
  arvore: text('arvore').notNull().default(''),
  log: jsonb('log').notNull().default([]),
  criado: ts('criado').notNull().defaultNow(),
});

// ---------------------------------------------------------------- tree insights (issue 22)

/**
 * What the walks of a tree did, counted: one row per tree version, start day, kind, screen and
 * target, never one per walk. No user, no typed value. `tipo`: 'inicio', 'visita' (tela),
 * 'aresta' (tela → alvo), 'sim' and 'nao' (tutorial tela), the ends 'chamado', 'tutorial',
 * 'cancelado' and 'abandono' (no end in 24 h), 'parada' (the screen a walk gave up on).
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    treeId: integer('tree_id')
      .notNull()
      .references(() => trees.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    /** The day the walk started (America/Sao_Paulo): a walk counts whole on its first day. */
    dia: date('dia', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    tela: text('tela').notNull().default(''),
    alvo: text('alvo').notNull().default(''),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.treeId, t.dia, t.versao, t.tipo, t.tela, t.alvo] })],
);

/**
 * The walks still open, by the random id inside their signed attendance id: what was already
 * counted (`vistos`, so a replayed batch counts nothing), the last screen (where an abandoned walk
 * stopped) and whether it ended (one end per walk). Nothing names the user. Emptied when the walk
 * ends, and deleted a day after the id expires: no row lives past 48 h.
 */
export const insightAttendances = pgTable(
  'insight_attendances',
  {
    id: text('id').primaryKey(),
    treeId: integer('tree_id')
      .notNull()
      .references(() => trees.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    vistos: text('vistos').array().notNull().default(sql`'{}'::text[]`),
    ultima: text('ultima').notNull().default(''),
    fim: text('fim'),
    /** When the attendance id stops being accepted; past it, a walk with no end is abandoned. */
    expira: ts('expira').notNull(),
  },
  (t) => [index('insight_attendances_expira_idx').on(t.expira)],
);

/**
 * Counted starts (insights/start-marks.ts): a keyed hash of a user and a tree, rotating daily,
 * until when a new start of theirs counts nothing, and the walk it counted (until the window is
 * over and the mark swept). No row names a user.
 */
export const insightStartMarks = pgTable('insight_start_marks', {
  marca: text('marca').primaryKey(),
  ate: ts('ate').notNull(),
  /** The walk the window counted, which a further start in the window continues. */
  atendimento: text('atendimento'),
});

// ---------------------------------------------------------------- data hub and FAQ

/** A data-hub list: ordered key/value items (e.g. campi, predios, departamentos). */
export const datahubLists = pgTable('datahub_lists', {
  chave: text('chave').primaryKey(),
  itens: jsonb('itens').$type<{ key: string; value: string }[]>().notNull(),
});

/** A data-hub map entry: `mapa` looks `chave` up into `valor` (e.g. fila-por-campus). */
export const datahubMaps = pgTable(
  'datahub_maps',
  {
    mapa: text('mapa').notNull(),
    chave: text('chave').notNull(),
    valor: text('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mapa, t.chave] })],
);


export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  /** HTML answer; inline images reference attachments by FileID. */
  corpo: text('corpo').notNull(),
  anexos: jsonb('anexos').$type<FaqAttachment[]>().notNull().default([]),
});

/** 'Respostas prontas': texts agents insert in a reply; admins maintain them. */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    corpo: text('corpo').notNull(),
    alterada: ts('alterada').notNull().defaultNow(),
    /** Goes up with every write: the ETag's revision (If-Match). */
    revisao: integer('revisao').notNull().default(1),
    /** Who made the last write, by name (the 412 names them). */
    alteradaPor: text('alterada_por').notNull().default(''),
  },
  (t) => [uniqueIndex('canned_replies_titulo_uq').on(sql`lower(${t.titulo})`)],
);

/** Small server facts, e.g. which seed version already ran. */
export const meta = pgTable('meta', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});

// ---------------------------------------------------------------- Znuny connector

/**
 * Seen flags of tickets kept in Znuny (TICKET_STORE=znuny): Znuny knows nothing of the portal's
 * stars, so they live here, keyed by Znuny's own ticket and article ids.
 */
export const znunyArticleViews = pgTable(
  'znuny_article_views',
  {
    usuario: text('usuario').notNull(),
    ticketId: integer('ticket_id').notNull(),
    articleId: bigint('article_id', { mode: 'number' }).notNull(),
    vistoEm: ts('visto_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuario, t.articleId] }), index('znuny_article_views_ticket_idx').on(t.usuario, t.ticketId)],
);

/**
 * One row per Znuny creation key (a hash of the user and the request): the claim that lets one
 * request at a time, in any server process, create the ticket of that key, and what the last
 * attempt left unknown. `dono` holds the claim until `reservadaAte` (renewed before each write
 * to Znuny); `incertaDesde` is when an attempt whose outcome nobody knows (a timeout: Znuny may
 * still be creating the ticket) wrote to Znuny, so a retry waits for it instead of creating twice.
 */
export const znunyCreations = pgTable(
  'znuny_creations',
  {
    chave: text('chave').primaryKey(),
    dono: text('dono'),
    reservadaAte: ts('reservada_ate'),
    incertaDesde: ts('incerta_desde'),
    alterada: ts('alterada').notNull().defaultNow(),
  },
  (t) => [index('znuny_creations_alterada_idx').on(t.alterada)],
);

// ---------------------------------------------------------------- e-mail to students

/**
 * The durable outbox of students' e-mail (src/mail/): a row is written in the same transaction
 * as the agent's reply or close, so the e-mail is never lost when the server dies after the
 * article, and never sent for an article that rolled back. The message is rendered when written.
 * A sender claims due rows (`FOR UPDATE SKIP LOCKED`) for `reservadoAte`, sends each and marks it
 * `enviadoEm` before the next; a failure pushes `proximaTentativa` back (doubling each time).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The agent's article; null for a close without a reply. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    /** 'resposta' or 'fechamento'. */
    tipo: text('tipo').notNull(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    criado: ts('criado').notNull().defaultNow(),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativa: ts('proxima_tentativa').notNull().defaultNow(),
    /** Who holds the claim (an instance id) until `reservadoAte`. */
    dono: text('dono'),
    reservadoAte: ts('reservado_ate'),
    enviadoEm: ts('enviado_em'),
    /** The last failure, as the SMTP server or the network said it (admins read it). */
    ultimoErro: text('ultimo_erro'),
  },
  (t) => [
    // What the sender looks for: unsent rows in order of due time.
    index('mail_outbox_pendentes_idx').on(t.proximaTentativa, t.id).where(sql`${t.enviadoEm} is null`),
  ],
);

/** A student's choice about e-mail ('Receber avisos por e-mail'); no row means yes. */
export const mailPreferences = pgTable('mail_preferences', {
  usuario: text('usuario').primaryKey(),
  avisosPorEmail: boolean('avisos_por_email').notNull(),
  alterada: ts('alterada').notNull().defaultNow(),
});
