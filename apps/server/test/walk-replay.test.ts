import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InsightStarted } from '@chamados/api-contract';
import { answerTutorial, buildTicketRequest, chooseOption, isClosedOnCreation, randomWalk, startAttendance, walkSteps, type AttendanceEnv } from '@chamados/tree-engine';
import { tickets } from '../src/db/schema';
import { firstArticleHtml } from '../src/tickets/first-article';
import { ticketOpening } from '../src/tickets/ticket-rules';
import { WORDED_ANSWERS, wordedAnswers } from '../src/tickets/worded-answers';
import { faqTitlesOf } from '../src/walks/faq-titles';
import { ifMatch } from './if-match';
import { minimalTree } from './minimal-tree';
import { launchTestTree, testSteps, ticketBody } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

/** fast-check's seed as tree-engine's `randomWalk` takes it: a function like Math.random. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

describe('the server replays the walk and decides what the ticket is', () => {
  const t = useTestApp({ ticketCache: 'off' });
  let user: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    admin = bearer(await token(claims.admin));
    await launchTestTree(t.app);
  });

  const count = async () => (await t.app.db.select({ id: tickets.id }).from(tickets)).length;
  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/ticket', headers: user, payload });
  const refused = async (payload: object) => {
    const before = await count();
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await count()).toBe(before);
    return res.json() as { mensagem: string; erros: { message: string; path: (string | number)[] }[] };
  };

  it('refuses forged properties, invented options, fields and files, and answers its fields refuse — naming each, creating nothing', async () => {
    const { atendimento } = await ticketBody(t.app, user);
    // A property the portal concluded: refused by name, not quietly dropped.
    const forged = await refused({ atendimento, passos: testSteps({ assunto: 'x' }), prioridade: '9 Urgentissimo' });
    expect(forged.erros.map((e) => e.message)).toEqual(['O campo "prioridade" não é aceito aqui: o pedido não pode trazer esse campo']);
    const forgedStep = await refused({ atendimento, passos: [{ tela: 'como', opcao: 'Abrir chamado', fila: 'Inventada' }] });
    expect(forgedStep.erros[0]!.message).toBe('O campo "passos.0.fila" não é aceito aqui: o pedido não pode trazer esse campo');

    // A path the tree does not allow.
    const option = await refused({ atendimento, passos: [{ tela: 'como', opcao: 'Prioridade máxima' }] });
    expect(option).toMatchObject({ mensagem: 'O chamado não foi criado: o atendimento enviado não segue a árvore.' });
    expect(option.erros).toEqual([{ severity: 'error', message: 'A opção "Prioridade máxima" não existe na pergunta "Como podemos ajudar?".', path: ['passos', 0] }]);
    const skipped = await refused({ atendimento, passos: [{ tela: 'chamado', respostas: { assunto: 'x' } }] });
    expect(skipped.erros[0]!.message).toBe('O passo 1 responde o formulário "Seu chamado", mas o caminho da árvore chega à pergunta "Como podemos ajudar?".');
    const unfinished = await refused({ atendimento, passos: [{ tela: 'como', opcao: 'Abrir chamado' }] });
    expect(unfinished.erros[0]!.message).toBe('O caminho enviado para no formulário "Seu chamado", antes do fim do atendimento.');

    // Answers: every mistake of the form at once, by the field's label.
    const answers = await refused({
      atendimento,
      passos: [{ tela: 'como', opcao: 'Abrir chamado' }, { tela: 'chamado', respostas: { queue: 'N9', sala: { valor: 'x' }, arquivos: { arquivos: [3] } } }],
    });
    expect(answers.erros.map((e) => [e.message, e.path])).toEqual([
      ['O campo "queue" não existe no formulário "Seu chamado".', ['passos', 1, 'respostas', 'queue']],
      ['A resposta do campo "Sala" no formulário "Seu chamado" não tem a forma que esse campo aceita.', ['passos', 1, 'respostas', 'sala']],
      ['O campo "Arquivos" indica o arquivo 4, que não foi enviado.', ['passos', 1, 'respostas', 'arquivos']],
    ]);
    // A file no attachment box names.
    const file = { filename: 'extra.txt', contentType: 'text/plain', content: 'aGk=' };
    const stray = await refused({ atendimento, passos: testSteps({ assunto: 'x' }), anexos: [file] });
    expect(stray.erros).toEqual([{ severity: 'error', message: 'O arquivo "extra.txt" foi enviado, mas nenhum campo de anexo o indica.', path: ['anexos'] }]);
  });

  it("checks each answer by its field's own rules: masks, required, options, table limits, attachment rules", async () => {
    // The demo e-mail tree: a CPF mask, a required select and a phone mask.
    const start = await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: 'E-mail institucional e senha' } });
    const { atendimento } = start.json() as InsightStarted;
    const res = await refused({
      atendimento,
      passos: [
        { tela: 'o-que-aconteceu', opcao: 'Minha conta está bloqueada' },
        { tela: 'dados-da-conta', respostas: { nome: 'Ana', cpf: '123.456.789-0X', telefone: '(31) 9999', vinculo: { valor: 'reitor' } } },
      ],
    });
    expect(res.erros.map((e) => e.message)).toEqual([
      'Campo "CPF" no formulário "Confirme seus dados": O campo deverá ter o formato ###.###.###-##',
      '"reitor" não é uma das opções do campo "Vínculo com a universidade" no formulário "Confirme seus dados".',
    ]);
    // Once the answers are the right shape, the field rules themselves speak (length of the mask, required).
    const rules = await refused({
      atendimento,
      passos: [
        { tela: 'o-que-aconteceu', opcao: 'Minha conta está bloqueada' },
        { tela: 'dados-da-conta', respostas: { nome: '', cpf: '123.456.789-09', telefone: '(31) 9999' } },
      ],
    });
    expect(rules.erros.map((e) => e.path.at(-1))).toEqual(['nome', 'emailAlternativo', 'telefone', 'vinculo']);

    // Software: a table below its minimum, and a file of an extension the box does not take.
    const software = (await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: 'Instalação de software' } })).json() as InsightStarted;
    const base = { software: 'R', licenca: { valor: 'livre' }, campus: { valor: 'vicosa' }, departamento: { valor: 'dpi' } };
    const table = await refused({
      atendimento: software.atendimento,
      passos: [{ tela: 'qual-software', opcao: 'Programa livre ou gratuito' }, { tela: 'pedido', respostas: { ...base, computadores: [] } }],
    });
    expect(table.erros.map((e) => e.message)).toContain('Campo "Computadores que receberão o programa" no formulário "Dados do pedido de instalação": É necessário um mínimo de 1 item(ns)');
    const extension = await refused({
      atendimento: software.atendimento,
      passos: [
        { tela: 'qual-software', opcao: 'Programa livre ou gratuito' },
        { tela: 'pedido', respostas: { ...base, computadores: [{ patrimonio: '104233', predio: { valor: 'pva' } }], licencaArquivo: { arquivos: [0] } } },
      ],
      anexos: [{ filename: 'virus.exe', contentType: 'application/octet-stream', content: 'aGk=' }],
    });
    expect(extension.erros.map((e) => e.message)).toEqual(['O arquivo "virus.exe" não é aceito no campo "Termo de licença ou orçamento": a extensão do arquivo não é uma das permitidas.']);
  });

  it('derives the same ticket the engine gives for the same walk, on every demo tree (property)', async () => {
    const names = ((await t.app.inject({ url: '/api/arvores' })).json() as { arvores: { nome: string }[] }).arvores.map((a) => a.nome);
    const get = async (url: string) => (await t.app.inject({ url, headers: user })).json();
    const env: AttendanceEnv = {
      user: claims.userA,
      lookupList: (chave) => get(`/api/datahub/lists/${encodeURIComponent(chave)}`),
      lookupMap: async (mapa, chave) => {
        const res = await t.app.inject({ url: `/api/datahub/maps/${encodeURIComponent(mapa)}?chave=${encodeURIComponent(chave)}`, headers: user });
        return res.statusCode === 200 ? res.json().valor : undefined;
      },
      clientIp: async () => '127.0.0.1',
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (nome, seed) => {
        const started = (await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: nome } })).json() as InsightStarted;
        const walked = await randomWalk(started.arvore, env, randomFrom(seed));
        const { passos, arquivos } = walkSteps(walked);
        const res = await create({ atendimento: started.atendimento, passos, anexos: arquivos.map(({ filename, contentType, content }) => ({ filename, contentType, content })) });
        expect(res.statusCode, res.body).toBe(201);
        // What the portal itself would have concluded from the same walk, its FAQ tutorials named
        // by the titles the FAQ route gives.
        const faqTitles = await faqTitlesOf(started.arvore, async (ids) => {
          const found = await Promise.all(ids.map(async (id) => [id, (await get(`/api/faq/${id}`))[0]?.Title] as const));
          return new Map(found.filter((entry): entry is readonly [number, string] => typeof entry[1] === 'string'));
        });
        const expected = buildTicketRequest(walked, new Date(), { faqTitles });
        const closed = isClosedOnCreation(walked);
        const [row] = await t.app.db.select().from(tickets).where(eq(tickets.id, res.json().ticketId));
        const { __tabelas, [WORDED_ANSWERS]: worded, ...stored } = row!.propriedades as Record<string, unknown>;
        // The answers as the agent's panel reads them: the walk worded by the engine.
        expect(worded).toEqual(expected.resumo ? wordedAnswers(expected.resumo) : undefined);
        const { assunto: _subject, ...props } = expected.propriedades;
        expect({ ...stored, assunto: undefined }).toEqual({ ...props, assunto: undefined });
        expect(__tabelas ?? {}).toEqual(expected.tabelas);
        const opening = ticketOpening(expected);
        expect({ fila: row!.fila, prioridade: row!.prioridade, tipo: row!.tipo, servico: row!.servico, estado: row!.estado }).toEqual({
          fila: expected.propriedades.fila,
          prioridade: expected.propriedades.prioridade,
          tipo: expected.propriedades.tipo,
          servico: opening.servico,
          estado: opening.estado,
        });
        const detail = (await t.app.inject({ url: `/api/ticket/${row!.id}`, headers: user })).json();
        // The first article, as the server writes it from the walk the portal would have sent.
        const article = firstArticleHtml({ ...expected, closed });
        const withoutSubjectTime = (html: string) => html.replace(/Chamado criado automaticamente - [\d/ :]+/g, 'Chamado criado automaticamente');
        expect(withoutSubjectTime(detail.artigos[0].corpo)).toBe(withoutSubjectTime(article));
        expect(detail.artigos[0].anexos.map((f: { filename: string }) => f.filename)).toEqual(expected.anexos.map((f) => f.filename));
      }),
      { numRuns: 40 },
    );
  });

  it("names a FAQ tutorial in the first article by its article's title, not 'Artigo da FAQ'", async () => {
    const started = (await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: 'Instalação de software' } })).json() as InsightStarted;
    const env: AttendanceEnv = { user: claims.userA, lookupList: async () => [], lookupMap: async () => undefined, clientIp: async () => undefined };
    // The tutorial of /api/faq/3 (no `titulo` of its own) solved it: a closed ticket, written by the server.
    const walked = await answerTutorial(chooseOption(startAttendance(started.arvore), 'Quero instalar no meu computador pessoal'), true, env);
    const res = await create({ atendimento: started.atendimento, passos: walkSteps(walked).passos, anexos: [] });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: user })).json();
    expect(detail.artigos[0].corpo).toContain('Instalar programas no computador pessoal');
    expect(detail.artigos[0].corpo).not.toContain('Artigo da FAQ');
  });

  it('accepts a walk started on a version that has since been replaced, against the version it started on', async () => {
    const nome = 'Versões do replay';
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto: minimalTree(nome) } })).json() as { id: number };
    const launch = async () => t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${created.id}/lancar`, headers: await ifMatch(t.app, admin, created.id) });
    expect((await launch()).statusCode).toBe(200);
    const v1 = (await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: nome } })).json() as InsightStarted;
    // Version 2 renames the only option: a walk of version 1 is still a walk of version 1.
    const texto = minimalTree(nome).replace("Outro: '#final'", "Outra coisa: '#final'");
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${created.id}`, headers: await ifMatch(t.app, admin, created.id), payload: { nome, texto } })).statusCode).toBe(200);
    expect((await launch()).statusCode).toBe(200);
    const v2 = (await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: nome } })).json() as InsightStarted;
    expect([v1.versao, v2.versao]).toEqual([1, 2]);
    expect((await create({ atendimento: v1.atendimento, passos: [{ tela: 'pergunta', opcao: 'Outro' }] })).statusCode).toBe(201);
    expect((await create({ atendimento: v2.atendimento, passos: [{ tela: 'pergunta', opcao: 'Outra coisa' }] })).statusCode).toBe(201);
    const crossed = await refused({ atendimento: v2.atendimento, passos: [{ tela: 'pergunta', opcao: 'Outro' }] });
    expect(crossed.erros[0]!.message).toBe('A opção "Outro" não existe na pergunta "Qual o problema?".');
    // A tree deleted since: the walk cannot be replayed, and says so.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${created.id}/desabilitar`, headers: await ifMatch(t.app, admin, created.id) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/arvore/${created.id}`, headers: await ifMatch(t.app, admin, created.id) })).statusCode).toBe(204);
    expect((await refused({ atendimento: v1.atendimento, passos: [{ tela: 'pergunta', opcao: 'Outro' }] })).mensagem).toBe(
      'A árvore deste atendimento não está mais disponível: comece um novo atendimento.',
    );
  });

  it('refuses an attendance it did not sign, or one naming a tree past PostgreSQL’s integers, with 400 (never 500)', async () => {
    const { atendimento } = await ticketBody(t.app, user);
    const payload = JSON.parse(Buffer.from(atendimento.split('.')[1]!, 'base64url').toString());
    const loginSecret = new TextEncoder().encode('outro-segredo-outro-segredo-outro-segredo');
    for (const forged of [
      await new SignJWT({ ...payload, t: 2147483648 }).setProtectedHeader({ alg: 'HS256' }).sign(loginSecret),
      `${atendimento.split('.')[0]}.${Buffer.from(JSON.stringify({ ...payload, t: 2147483648 })).toString('base64url')}.${atendimento.split('.')[2]}`,
      await token(claims.userA),
    ]) {
      expect((await refused({ atendimento: forged, passos: testSteps({ assunto: 'x' }) })).mensagem).toBe(
        'O atendimento enviado não é válido ou expirou (24 horas): comece o atendimento de novo.',
      );
      const events = await t.app.inject({ method: 'POST', url: '/api/atendimento/eventos', payload: { atendimento: forged, eventos: [{ tipo: 'tela', tela: 'como' }] } });
      expect(events.statusCode).toBe(400);
    }
  });
});
