/**
 * Tree insights (issue 22): what 1,000 walks' anonymous events cost the server, next to what the
 * same walks' own requests cost it. One in-process app on the embedded PGlite (as a default
 * install runs), requests through Fastify's inject; CPU is the whole process's (the database's
 * thread included). Each walk: its own requests — the tree (GET /api/arvores/:nome), the ticket
 * (POST /api/ticket) and the end of service (POST /api/atendimento/encerrar) — and its events —
 * the start (POST /api/atendimento/inicio) and one batch of four events with the end.
 */
import os from 'node:os';
import { SignJWT } from 'jose';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { demoAccounts } from '../src/sso/demo-accounts';

const WALKS = Number(process.env.BENCH_WALKS ?? 1000);
const PARALLEL = 10;
const TREE = `nome: Bench
inicial: problema
telas:
  problema:
    tipo: opcoes
    pergunta: O que houve?
    opcoes: { Sem sinal: tutorial, Outro: descreva }
  tutorial:
    tipo: tutorial
    fonte: link
    url: https://exemplo.edu.br
    telaSim: '#final'
    telaNao: descreva
  descreva:
    tipo: formulario
    titulo: Descreva
    campos:
      sala: { tipo: caixaDeTexto, rotulo: Sala, mapeamento: sala }
`;

const config = testConfig({ inMemoryDatabase: true, seed: false });
const app = await buildApp(config);
const secret = new TextEncoder().encode(config.jwtSecret!);
const sign = (conta: string) =>
  new SignJWT({ ...demoAccounts.find((a) => a.conta === conta)!.claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('2h').sign(secret);
const admin = { authorization: `Bearer ${await sign('admin')}` };
const user = { authorization: `Bearer ${await sign('aluna')}` };

const created = await app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Bench', texto: TREE } });
const treeId = created.json<{ id: number }>().id;
await app.inject({ method: 'PUT', url: `/api/admin/arvore/${treeId}/lancar`, headers: admin });

async function ok(promise: PromiseLike<Awaited<ReturnType<typeof app.inject>>>, status: number) {
  const res = await promise;
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
}

/** A walk's own requests: the tree, the ticket, the end of service. */
async function ownRequests() {
  await ok(app.inject({ url: '/api/arvores/Bench', headers: user }), 200);
  const ticket = await ok(
    app.inject({ method: 'POST', url: '/api/ticket', headers: user, payload: { propriedades: { assunto: 'Bench', fila: 'N1', sala: '12' }, anexos: [], tabelas: {}, log: ['Bench', 'problema', 'descreva'] } }),
    201,
  );
  await ok(app.inject({ method: 'POST', url: '/api/atendimento/encerrar', headers: user, payload: { ticketId: ticket.json<{ ticketId: number }>().ticketId, arvore: 'Bench', log: ['Bench', 'problema', 'descreva'] } }), 201);
}

/** A walk's events: the start, then one batch with every screen and the end. */
async function events() {
  const { atendimento } = (await ok(app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: 'Bench' } }), 201)).json<{ atendimento: string }>();
  const eventos = [
    { tipo: 'tela', tela: 'problema' },
    { tipo: 'tela', tela: 'tutorial', de: 'problema' },
    { tipo: 'tutorial', tela: 'tutorial', resolvido: false },
    { tipo: 'tela', tela: 'descreva', de: 'tutorial' },
    { tipo: 'tela', tela: '#final', de: 'descreva' },
    { tipo: 'fim', como: 'chamado', tela: '#final' },
  ];
  await ok(app.inject({ method: 'POST', url: '/api/atendimento/eventos', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ atendimento, eventos }) }), 204);
}

/** Runs `walk` WALKS times, PARALLEL at a time; wall and process CPU time in ms. */
async function measure(walk: () => Promise<void>) {
  for (let i = 0; i < 20; i++) await walk(); // warm-up
  const cpu = process.cpuUsage();
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next++ < WALKS) await walk();
    }),
  );
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

const own = await measure(ownRequests);
const insight = await measure(events);
const stats = await app.inject({ url: `/api/admin/arvore/${treeId}/estatisticas?periodo=7`, headers: admin });
const counted = stats.json<{ totais: { iniciados: number } }>().totais.iniciados;
await app.close();

const f = (n: number) => n.toFixed(0).padStart(7);
console.log(`\nTree insights: ${WALKS} walks on PGlite, ${PARALLEL} at a time (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores, shared)`);
console.log(`  the walks' own requests (tree, ticket, end of service): ${f(own.wallMs)} ms wall, ${f(own.cpuMs)} ms CPU, ${(own.cpuMs / WALKS).toFixed(2)} ms CPU per walk`);
console.log(`  their anonymous events (start, one batch of 6):         ${f(insight.wallMs)} ms wall, ${f(insight.cpuMs)} ms CPU, ${(insight.cpuMs / WALKS).toFixed(2)} ms CPU per walk`);
console.log(`  events / own requests: ${((insight.cpuMs / own.cpuMs) * 100).toFixed(0)}% of the CPU; starts counted: ${counted}`);
