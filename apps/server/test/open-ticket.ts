import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreateTicketBody, InsightStarted, WalkStep } from '@chamados/api-contract';
import { parseTree } from '@chamados/tree-engine';
import { max, eq } from 'drizzle-orm';
import { trees, treeVersions } from '../src/db/schema';
import { nameKey } from '../src/trees/tree-names';

/** The name of the tree tests open tickets with. */
export const TEST_TREE = 'Chamado de teste';

/**
 * A tree whose form sets the ticket as a test needs it (a tree may map a typed text to any
 * property, `fila` and `prioridade` included): 'Abrir chamado' leads to that form; 'Resolver com
 * o tutorial' asks a subject and shows a tutorial, whose 'Sim' creates the ticket closed.
 */
export const testTreeYaml = `nome: ${TEST_TREE}
descricao: Árvore dos testes do servidor
tags: [teste]
inicial: como
telas:
  como:
    tipo: opcoes
    pergunta: Como podemos ajudar?
    opcoes:
      Abrir chamado: chamado
      Resolver com o tutorial: assunto-tutorial
  assunto-tutorial:
    tipo: formulario
    titulo: Do que se trata
    campos:
      assunto: { tipo: caixaDeTexto, rotulo: Assunto, mapeamento: assunto }
    fluxos:
      - tela: tutorial
  tutorial:
    tipo: tutorial
    fonte: link
    url: https://www.dti.ufv.br/ajuda
    telaSim: '#final'
    telaNao: chamado
  chamado:
    tipo: formulario
    titulo: Seu chamado
    campos:
      assunto: { tipo: caixaDeTexto, rotulo: Assunto, mapeamento: assunto }
      descricao: { tipo: memorando, rotulo: Descrição, mapeamento: descricao }
      sala: { tipo: caixaDeTexto, rotulo: Sala, mapeamento: sala }
      fila: { tipo: caixaDeTexto, rotulo: Fila, mapeamento: fila }
      prioridade: { tipo: caixaDeTexto, rotulo: Prioridade, mapeamento: prioridade }
      arquivos:
        tipo: caixaDeAnexo
        rotulo: Arquivos
        opcoes: { maximo: 50 }
`;

const launched = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * Launches the test tree in `app`'s database (once per app), as the seed launches the demo trees.
 * Concurrent callers share one launch, and two apps on one database (the multi-instance tests)
 * race safely: the second insert does nothing.
 */
export function launchTestTree(app: FastifyInstance): Promise<void> {
  let launch = launched.get(app);
  if (!launch) {
    launch = insertTestTree(app);
    launched.set(app, launch);
  }
  return launch;
}

async function insertTestTree(app: FastifyInstance): Promise<void> {
  const [known] = await app.db.select({ id: trees.id }).from(trees).where(eq(trees.nomeChave, nameKey(TEST_TREE)));
  if (known) return;
  const { tree } = parseTree(testTreeYaml);
  if (!tree) throw new Error('the test tree does not parse');
  const [{ ordem } = { ordem: 0 }] = await app.db.select({ ordem: max(trees.ordem) }).from(trees);
  const [row] = await app.db
    .insert(trees)
    .values({ nome: TEST_TREE, nomeChave: nameKey(TEST_TREE), texto: testTreeYaml, habilitada: true, autor: 'Testes', ordem: (ordem ?? 0) + 1, arvore: testTreeYaml, arvoreJson: tree, versao: 1 })
    .onConflictDoNothing()
    .returning({ id: trees.id });
  // Another app on the same database launched it first (this app may have read the list before).
  if (row) await app.db.insert(treeVersions).values({ treeId: row.id, versao: 1, nome: TEST_TREE, texto: testTreeYaml, autor: 'Testes' });
  app.treeCache.invalidate();
}

/** What a test's ticket says; `arquivos` is how many files the request carries (positions 0…n−1). */
export interface TestTicket {
  assunto?: string;
  descricao?: string;
  sala?: string;
  fila?: string;
  prioridade?: string;
  arquivos?: number;
  /** Through the tutorial, which solved it: the ticket is created closed. */
  resolvido?: boolean;
}

/** The steps of a walk of the test tree that opens `ticket`. */
export function testSteps(ticket: TestTicket = {}): WalkStep[] {
  if (ticket.resolvido) {
    return [
      { tela: 'como', opcao: 'Resolver com o tutorial' },
      { tela: 'assunto-tutorial', respostas: { assunto: ticket.assunto ?? '' } },
      { tela: 'tutorial', resolvido: true },
    ];
  }
  const respostas: NonNullable<WalkStep['respostas']> = {};
  for (const key of ['assunto', 'descricao', 'sala', 'fila', 'prioridade'] as const) if (ticket[key] !== undefined) respostas[key] = ticket[key];
  if (ticket.arquivos) respostas.arquivos = { arquivos: Array.from({ length: ticket.arquivos }, (_, i) => i) };
  return [
    { tela: 'como', opcao: 'Abrir chamado' },
    { tela: 'chamado', respostas },
  ];
}

/** A walk of `tree` starts for the caller of `headers`: its signed attendance id. */
export async function startWalk(app: FastifyInstance, headers: Record<string, string>, tree = TEST_TREE): Promise<string> {
  if (tree === TEST_TREE) await launchTestTree(app);
  const res = await app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers, payload: { arvore: tree } });
  if (res.statusCode !== 201) throw new Error(`walk start: ${res.statusCode} ${res.body}`);
  return (res.json() as InsightStarted).atendimento;
}

/**
 * The creation body of a walk of the test tree that opens `ticket` (files, if any, go apart: as
 * multipart parts, or in `anexos`).
 * @example const body = await ticketBody(t.app, user, { assunto: 'Projetor' });
 */
export async function ticketBody(app: FastifyInstance, headers: Record<string, string>, ticket: TestTicket = {}): Promise<CreateTicketBody> {
  return { atendimento: await startWalk(app, headers), passos: testSteps(ticket), anexos: [] };
}

/** A base64 file of the JSON form. */
export interface TestFile {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Opens a ticket as the portal would: a walk of the test tree started and sent to
 * `POST /api/ticket` as JSON (files as base64). The answer is returned as it came.
 * @example const res = await openTicket(t.app, user, { assunto: 'Projetor sem imagem', sala: '210' }); res.json().ticketId
 */
export async function openTicket(app: FastifyInstance, headers: Record<string, string>, ticket: TestTicket & { files?: TestFile[] } = {}): Promise<LightMyRequestResponse> {
  const { files = [], ...rest } = ticket;
  const body = await ticketBody(app, headers, { ...rest, arquivos: files.length });
  return app.inject({ method: 'POST', url: '/api/ticket', headers, payload: { ...body, anexos: files } });
}

/** `openTicket` that must succeed: the new ticket's id. */
export async function openTicketId(app: FastifyInstance, headers: Record<string, string>, ticket: TestTicket & { files?: TestFile[] } = {}): Promise<number> {
  const res = await openTicket(app, headers, ticket);
  if (res.statusCode !== 201) throw new Error(`ticket creation: ${res.statusCode} ${res.body}`);
  return (res.json() as { ticketId: number }).ticketId;
}

/**
 * For a server in another process (crash, shutdown, the benches): launches the test tree through
 * the admin API, sending back the `ETag` of each answer as `If-Match` when the server gives one.
 */
export async function launchTestTreeAt(base: string, adminAuthorization: string): Promise<void> {
  const call = async (method: string, path: string, body?: unknown, etag?: string | null) => {
    const headers: Record<string, string> = { authorization: adminAuthorization };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (etag) headers['if-match'] = etag;
    const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const created = await call('POST', '/admin/arvore', { nome: TEST_TREE, texto: testTreeYaml });
  const { id } = (await created.json()) as { id: number };
  await call('PUT', `/admin/arvore/${id}/lancar`, undefined, created.headers.get('etag'));
}

/** For a server in another process: the creation body of a walk of the test tree (launched with `launchTestTreeAt`). */
export async function ticketBodyAt(base: string, authorization: string, ticket: TestTicket = {}): Promise<CreateTicketBody> {
  const res = await fetch(`${base}/api/atendimento/inicio`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ arvore: TEST_TREE }) });
  if (res.status !== 201) throw new Error(`walk start: ${res.status} ${await res.text()}`);
  const { atendimento } = (await res.json()) as InsightStarted;
  return { atendimento, passos: testSteps(ticket), anexos: [] };
}
