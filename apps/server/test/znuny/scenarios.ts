import assert from 'node:assert/strict';
import { messages } from '../../src/messages';
import { userAId } from '../tokens';
import type { CreateTicketBody, WalkStep } from '@chamados/api-contract';
import { agentUpdate, agentView, b64, call, create, creation, get, printerTicket, startZnunyApp, type ScenarioContext } from './scenario-kit';
import { logins, states, twoInstances } from './scenarios-ops';
import { search } from './scenarios-search';
import { UNKNOWN_QUEUE, ZNUNY_TREE } from './znuny-tree';

/**
 * The user journeys of issues 12 and 20, written once and run three ways: against the real Znuny
 * (the live suite, ZNUNY_URL set), through the recording proxy (record-znuny.ts), and against the
 * replay stub in CI (contract.test.ts).
 */
export { scenarioContext, startZnunyApp, znunyEnv, type ScenarioContext, type ZnunyApp } from './scenario-kit';

/** The journey's creation: the printer ticket, under the journey's fixed attendance id. */
export const journeyCreation = (ctx: ScenarioContext): Promise<CreateTicketBody> => creation(ctx, 'journey', printerTicket);

/** Create with a file, retry, list, search, detail, download, agent answer, seen, reply, close. */
export async function journey(ctx: ScenarioContext): Promise<void> {
  const body = await journeyCreation(ctx);
  const created = await create(ctx, body);
  assert.match(created.ticketNumber, /^\d{10,}$/);
  assert.equal(created.estado, 'novo');
  assert.ok(Date.parse(created.solutionTimeDestinationDate) > 0, 'solution deadline from Znuny escalation');
  const id = created.ticketId as number;

  // A retried creation finds the first ticket by its idempotency key.
  const again = await create(ctx, body);
  assert.deepEqual(again, created);

  const open = await get(ctx, '/api/ticket?estado=aberto');
  assert.deepEqual(open.tickets.map((t: { id: number }) => t.id), [id]);
  assert.equal(open.maxSize, 1);
  assert.equal(open.tickets[0].visualizado, true);
  // The portal writes the service into Znuny's 'Servico' dynamic field: the row shows it beside the subject.
  assert.equal(open.tickets[0].titulo, printerTicket.assunto);
  assert.equal(open.tickets[0].servico, ZNUNY_TREE, 'a list row carries the service');
  assert.equal((await get(ctx, '/api/ticket?estado=fechado')).maxSize, 0);

  for (const texto of ['impressora', created.ticketNumber]) {
    const found = await get(ctx, `/api/ticket/fulltext?texto=${encodeURIComponent(texto)}`);
    assert.deepEqual(found.tickets.map((t: { id: number }) => t.id), [id], `search ${texto}`);
    assert.equal(found.tickets[0].servico, ZNUNY_TREE, `a search row carries the service (${texto})`);
  }
  assert.deepEqual(await get(ctx, '/api/ticket/fulltext?texto=xyzzy'), { tickets: [], maxSize: 0 });

  const detail = await get(ctx, `/api/ticket/${id}`);
  assert.equal(detail.tn, created.ticketNumber);
  assert.equal(detail.titulo, printerTicket.assunto);
  assert.equal(detail.fila, ctx.config.znuny!.queue, 'an unknown queue falls back to ZNUNY_QUEUE');
  assert.equal(detail.prioridade, '3 normal');
  assert.equal(detail.servico, ZNUNY_TREE);
  assert.equal(detail.estado, 'novo');
  assert.ok(detail.prazoSolucao && detail.prazoPrimeiraResposta && detail.prazoAtualizacao);
  assert.equal(detail.artigos.length, 1);
  const [first] = detail.artigos;
  assert.equal(first.tipo, 'entrada');
  // The first article is the walk worded by the server's replay: labels, option texts, the table.
  assert.match(first.corpo, /<li>Com o que você precisa de ajuda\? → Equipamento com defeito<\/li>/);
  assert.match(first.corpo, /<tr><th>Setor<\/th><td>Laboratórios de informática<\/td><\/tr>/);
  assert.match(first.corpo, /<tr><th>Patrimônio<\/th><td>104233<\/td><\/tr>/);
  assert.match(first.corpo, /<h4>Computadores<\/h4>/);
  assert.match(first.corpo, /<tr><td>123456<\/td><td>101<\/td><\/tr>/);
  // Why the queue differs is for the agents: an internal note, never in what the student reads.
  assert.ok(!JSON.stringify(detail).includes(UNKNOWN_QUEUE), 'the fallback note is not shown to the user');
  const inZnuny = await agentView(ctx, id);
  const notes = inZnuny.Article.filter((a) => Number(a.IsVisibleForCustomer) === 0);
  assert.deepEqual(notes.map((a) => a.Subject), [messages.znunyFallbackNoteSubject]);
  assert.match(notes[0]!.Body, new RegExp(UNKNOWN_QUEUE));
  // The properties Znuny has fields for travel as dynamic fields: the tree's `Category`, the service and the creation key.
  const fields = new Map(inZnuny.DynamicField.map((f) => [f.Name, f.Value]));
  assert.equal(fields.get('Category'), 'hw');
  assert.equal(fields.get('Servico'), ZNUNY_TREE);
  assert.match(String(fields.get(ctx.config.znuny!.idempotencyField)), /^[0-9a-f]{40}$/);
  assert.equal(inZnuny.Priority, '3 normal');
  assert.equal(inZnuny.Type, ctx.config.znuny!.type);
  assert.equal(first.anexos.length, 1);
  assert.equal(first.anexos[0].filename, 'relatório.txt');
  const download = await call(ctx, { url: first.anexos[0].url, headers: ctx.a }, 200);
  assert.equal(download.body, 'conteúdo do anexo');
  assert.match(String(download.headers['content-disposition']), /^attachment; filename="relatorio.txt"/);

  // The help desk answers in Znuny, and writes an internal note the user must never see.
  await agentUpdate(ctx, id, {
    Article: { CommunicationChannel: 'Internal', SenderType: 'agent', IsVisibleForCustomer: 0, Subject: 'nota interna', Body: 'segredo dos agentes', ContentType: 'text/plain; charset=utf-8' },
  });
  await agentUpdate(ctx, id, {
    Article: {
      CommunicationChannel: 'Email', SenderType: 'agent', IsVisibleForCustomer: 1, From: 'apiagent@example.com', To: 'cliente@example.com',
      Subject: 'Re: impressora', Body: '<p>Olá! <b>Trocamos o toner</b>.</p>', ContentType: 'text/html; charset=utf-8',
    },
    Attachment: [{ Content: b64('toner trocado em 10/06'), ContentType: 'text/plain', Filename: 'nota.txt' }],
  });
  assert.equal((await get(ctx, '/api/visualization/ticket?estado=aberto')).data, 1);
  // Znuny's full text reads internal notes too: their words must not find the ticket.
  assert.deepEqual(await get(ctx, '/api/ticket/fulltext?texto=segredo'), { tickets: [], maxSize: 0 });
  assert.equal((await get(ctx, '/api/ticket?estado=aberto')).tickets[0].visualizado, false);
  const answered = await get(ctx, `/api/ticket/${id}`);
  assert.equal(answered.artigos.length, 2, 'the internal note stays hidden');
  assert.ok(!JSON.stringify(answered).includes('segredo'));
  const answer = answered.artigos[1];
  assert.equal(answer.tipo, 'saida');
  assert.equal(answer.visualizado, false);
  assert.match(answer.corpo, /<b>Trocamos o toner<\/b>/);
  assert.equal((await call(ctx, { url: answer.anexos[0].url, headers: ctx.a }, 200)).body, 'toner trocado em 10/06');

  await call(ctx, { method: 'POST', url: `/api/visualization/article?idUsuario=${userAId}`, headers: ctx.a, payload: { ticketId: id, articleId: answer.id, seen: true } }, 200);
  assert.equal((await get(ctx, '/api/visualization/ticket?estado=aberto')).data, 0);
  assert.equal((await get(ctx, `/api/ticket/${id}`)).visualizado, true);

  const replied = (
    await call(ctx, { method: 'POST', url: `/api/ticket/${id}`, headers: ctx.a, payload: { corpo: 'Obrigada!\nFuncionou.', anexos: [{ filename: 'foto.png', contenttype: 'image/png', content: b64('png'), size: 3 }] } }, 200)
  ).json();
  assert.equal(replied.artigos.length, 3);
  assert.equal(replied.artigos[2].tipo, 'entrada');
  assert.equal(replied.artigos[2].corpo, 'Obrigada!<br>Funcionou.');
  assert.equal(replied.artigos[2].assunto, `Re: [Ticket#${created.ticketNumber}]`);
  assert.equal(replied.artigos[2].anexos[0].filename, 'foto.png');

  // Closed in Znuny: the portal lists it as fechado; the user's reply opens it again.
  await agentUpdate(ctx, id, { Ticket: { State: 'closed successful' } });
  assert.deepEqual(
    (await get(ctx, '/api/ticket?estado=fechado')).tickets.map((t: { id: number; estado: string; servico: string }) => [t.id, t.estado, t.servico]),
    [[id, 'fechado', ZNUNY_TREE]],
  );
  assert.equal((await get(ctx, '/api/ticket?estado=aberto')).maxSize, 0);
  const reopened = (await call(ctx, { method: 'POST', url: `/api/ticket/${id}`, headers: ctx.a, payload: { assunto: 'Voltou', corpo: 'Parou de novo.', anexos: [] } }, 200)).json();
  assert.equal(reopened.estado, 'aberto');

  const ended = (await call(ctx, { method: 'POST', url: '/api/atendimento/encerrar', headers: ctx.a, payload: { ticketId: id, arvore: ZNUNY_TREE, log: [ZNUNY_TREE, 'como', 'chamado'] } }, 201)).json();
  assert.ok(ended.id > 0);
  assert.equal((await get(ctx, `/api/ticket/${id}`)).artigos.length, 4, 'the end-of-service note is internal');
}

/** Someone else's ticket: not found on every read, download and write, and nothing changes. */
export async function access(ctx: ScenarioContext): Promise<void> {
  const created = await create(ctx, await creation(ctx, 'access', { ...printerTicket, assunto: 'Chamado só da Ana' }));
  const id = created.ticketId as number;
  const mine = await get(ctx, `/api/ticket/${id}`);
  const fileUrl = mine.artigos[0].anexos[0].url as string;
  const articleId = mine.artigos[0].id as number;

  await call(ctx, { url: `/api/ticket/${id}`, headers: ctx.b }, 404);
  await call(ctx, { url: fileUrl, headers: ctx.b }, 404);
  await call(ctx, { method: 'POST', url: `/api/ticket/${id}`, headers: ctx.b, payload: { corpo: 'intrusa', anexos: [] } }, 404);
  await call(ctx, { method: 'POST', url: '/api/visualization/article', headers: ctx.b, payload: { ticketId: id, articleId } }, 404);
  await call(ctx, { method: 'POST', url: '/api/atendimento/encerrar', headers: ctx.b, payload: { ticketId: id, arvore: 'x', log: [] } }, 404);
  await call(ctx, { url: `/api/ticket?idUsuario=${userAId}`, headers: ctx.b }, 403);
  assert.deepEqual(await get(ctx, '/api/ticket?estado=aberto', ctx.b), { tickets: [], maxSize: 0 });
  assert.deepEqual(await get(ctx, `/api/ticket/fulltext?texto=${created.ticketNumber}`, ctx.b), { tickets: [], maxSize: 0 });
  // An attachment id of another ticket of hers, or one that does not exist: not found either.
  await call(ctx, { url: `/api/ticket/${id}/anexos/999001`, headers: ctx.a }, 404);
  await call(ctx, { url: '/api/ticket/999999', headers: ctx.a }, 404);
  assert.deepEqual(await get(ctx, `/api/ticket/${id}`), mine, 'refused calls changed nothing');
}

/**
 * A walk the Znuny tree does not allow — an option it does not offer, a queue none of its options
 * names, a table cell its mask refuses, a property a portal concluded — is a 400 naming what is
 * wrong, refused before anything reaches Znuny: `reached` counts the requests Znuny received.
 */
export async function refusedWalks(ctx: ScenarioContext, reached: () => number): Promise<void> {
  const body = await creation(ctx, 'refused', printerTicket);
  const [como, chamado] = body.passos as [WalkStep, WalkStep];
  const form = (respostas: object) => ({ ...body, passos: [como, { tela: 'chamado', respostas: { ...chamado.respostas, ...respostas } }] });
  const before = reached();
  // What each refusal must name: the option or value and where, the field by its label.
  const walks: [string, object, string[]][] = [
    ['an option the tree does not offer', { ...body, passos: [{ tela: 'como', opcao: 'Prioridade máxima' }, chamado] }, ['"Prioridade máxima"', '"Com o que você precisa de ajuda?"']],
    ['a queue no option names', form({ setor: { valor: 'N1::Inventada' } }), ['"N1::Inventada"', '"Setor"', '"Dados do chamado"']],
    ['a cell its mask refuses', form({ computadores: [{ patrimonio: '12a', sala: '101' }] }), ['"Computadores"', 'formato ######']],
  ];
  for (const [what, payload, named] of walks) {
    const answer = (await call(ctx, { method: 'POST', url: '/api/ticket', headers: ctx.a, payload }, 400)).json() as { mensagem: string; erros: { message: string }[] };
    assert.equal(answer.mensagem, messages.walkRefused, what);
    assert.equal(answer.erros.length, 1, what);
    for (const words of named) assert.ok(answer.erros[0]!.message.includes(words), `${what}: ${answer.erros[0]!.message}`);
  }
  const forged = (await call(ctx, { method: 'POST', url: '/api/ticket', headers: ctx.a, payload: { ...body, propriedades: { prioridade: '9 Urgentissimo' } } }, 400)).json();
  assert.deepEqual(forged.erros.map((e: { message: string }) => e.message), ['O campo "propriedades" não é aceito aqui: o pedido não pode trazer esse campo']);
  assert.equal(reached(), before, 'nothing of a refused walk reaches Znuny');
}

/** A start refused: the configuration names what this Znuny lacks, or a login it refuses. */
async function refusedStart(url: string, prefix: string, znuny: Parameters<typeof startZnunyApp>[2], expected: RegExp): Promise<void> {
  await assert.rejects(startZnunyApp(url, prefix, znuny), (e: Error) => {
    assert.match(e.message, /^Configuração inválida:/);
    assert.match(e.message, expected);
    return true;
  });
}

/**
 * A configuration this Znuny does not match stops the server at start, with a Portuguese line
 * naming the variable: a wrong agent password, a missing dynamic field, queue or state.
 */
export async function refusals(url: string, prefix: string): Promise<void> {
  await refusedStart(url, prefix, { password: 'wrong-password' }, /ZNUNY_USER\/ZNUNY_PASSWORD: o Znuny recusou o login do agente "apiagent"/);
  await refusedStart(url, prefix, { idempotencyField: 'CampoQueNaoExiste' }, /ZNUNY_IDEMPOTENCY_FIELD="CampoQueNaoExiste": o campo dinâmico/);
  await refusedStart(url, prefix, { queue: 'Fila-Que-Nao-Existe' }, /ZNUNY_QUEUE="Fila-Que-Nao-Existe": a fila não existe/);
  await refusedStart(url, prefix, { stateReopen: 'reaberto' }, /ZNUNY_STATE_REOPEN="reaberto": o estado não existe/);
}

export const scenarios = { journey, access, logins, states, twoInstances, search } as const;
export type ScenarioName = keyof typeof scenarios;
