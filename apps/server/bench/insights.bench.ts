/**
 * Tree insights (issue 22): what 1,000 walks' anonymous events cost the server, next to what the
 * same walks' own requests cost it. One in-process app on the embedded PGlite (as a default
 * install runs), requests through Fastify's inject; CPU is the whole process's (the database's
 * thread included). Each walk, by a student of its own: its start (POST /api/atendimento/inicio,
 * which signs the walk, answers the tree and counts the start), its events (one batch of five
 * screens and answers), and its own requests — the ticket (POST /api/ticket, the walk replayed,
 * which also counts its end) and the end of service (POST /api/atendimento/encerrar).
 */
import os from 'node:os';
import { SignJWT } from 'jose';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { demoAccounts } from '../src/sso/demo-accounts';
import { ifMatch } from '../test/if-match';

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
const sign = (claims: object) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('2h').sign(secret);
const account = (conta: string) => demoAccounts.find((a) => a.conta === conta)!.claims;
const admin = { authorization: `Bearer ${await sign(account('admin'))}` };
// A student per walk: one student's starts of a tree count once per 30 minutes.
const students = await Promise.all(Array.from({ length: WALKS + 20 }, async (_, i) => ({ authorization: `Bearer ${await sign({ ...account('aluna'), cpf: String(80_000_000_000 + i) })}` })));

const created = await app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Bench', texto: TREE } });
const treeId = created.json<{ id: number }>().id;
await app.inject({ method: 'PUT', url: `/api/admin/arvore/${treeId}/lancar`, headers: await ifMatch(app, admin, treeId) });

async function ok(promise: PromiseLike<Awaited<ReturnType<typeof app.inject>>>, status: number) {
  const res = await promise;
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
}

const walks: { headers: Record<string, string>; atendimento: string }[] = [];

/** A walk's start: signed, counted, and the tree it walks. */
async function start(i: number) {
  const headers = students[i]!;
  const { atendimento } = (await ok(app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers, payload: { arvore: 'Bench' } }), 201)).json<{ atendimento: string }>();
  walks[i] = { headers, atendimento };
}

/** A walk's events: one batch with every screen it reached and its tutorial answer. */
async function events(i: number) {
  const eventos = [
    { tipo: 'tela', tela: 'problema' },
    { tipo: 'tela', tela: 'tutorial', de: 'problema' },
    { tipo: 'tutorial', tela: 'tutorial', resolvido: false },
    { tipo: 'tela', tela: 'descreva', de: 'tutorial' },
    { tipo: 'tela', tela: '#final', de: 'descreva' },
  ];
  await ok(app.inject({ method: 'POST', url: '/api/atendimento/eventos', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ atendimento: walks[i]!.atendimento, eventos }) }), 204);
}

/** A walk's own requests: the ticket (the walk replayed) and the end of service. */
async function ownRequests(i: number) {
  const { headers, atendimento } = walks[i]!;
  const passos = [{ tela: 'problema', opcao: 'Sem sinal' }, { tela: 'tutorial', resolvido: false }, { tela: 'descreva', respostas: { sala: '12' } }];
  const ticket = await ok(app.inject({ method: 'POST', url: '/api/ticket', headers, payload: { atendimento, passos, anexos: [] } }), 201);
  await ok(app.inject({ method: 'POST', url: '/api/atendimento/encerrar', headers, payload: { ticketId: ticket.json<{ ticketId: number }>().ticketId, arvore: 'Bench', log: ['Bench', 'problema', 'tutorial', 'descreva', '#final'] } }), 201);
}

/** Runs `walk` for walks 0…WALKS−1, PARALLEL at a time (after the 20 warm-up walks); wall and process CPU time in ms. */
async function measure(walk: (i: number) => Promise<void>) {
  const cpu = process.cpuUsage();
  const begin = performance.now();
  let next = 20;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let i = next++; i < WALKS + 20; i = next++) await walk(i);
    }),
  );
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - begin, cpuMs: (used.user + used.system) / 1000 };
}

for (let i = 0; i < 20; i++) {
  await start(i);
  await events(i);
  await ownRequests(i);
}
const started = await measure(start);
const insight = await measure(events);
const own = await measure(ownRequests);
const stats = await app.inject({ url: `/api/admin/arvore/${treeId}/estatisticas?periodo=7`, headers: admin });
const totals = stats.json<{ totais: { iniciados: number; chamados: number } }>().totais;
await app.close();

const f = (n: number) => n.toFixed(0).padStart(7);
console.log(`\nTree insights: ${WALKS} walks on PGlite, ${PARALLEL} at a time (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores, shared)`);
console.log(`  the starts (signed, counted, the tree answered):        ${f(started.wallMs)} ms wall, ${f(started.cpuMs)} ms CPU, ${(started.cpuMs / WALKS).toFixed(2)} ms CPU per walk`);
console.log(`  the walks' own requests (ticket replayed, end of service): ${f(own.wallMs)} ms wall, ${f(own.cpuMs)} ms CPU, ${(own.cpuMs / WALKS).toFixed(2)} ms CPU per walk`);
console.log(`  their anonymous events (one batch of 5):              ${f(insight.wallMs)} ms wall, ${f(insight.cpuMs)} ms CPU, ${(insight.cpuMs / WALKS).toFixed(2)} ms CPU per walk`);
console.log(`  events / own requests: ${((insight.cpuMs / own.cpuMs) * 100).toFixed(0)}% of the CPU; starts counted: ${totals.iniciados}, tickets counted: ${totals.chamados}`);
