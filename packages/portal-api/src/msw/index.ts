import { routes, type ErrorBody, type RouteContract, type TicketDetail } from '@chamados/api-contract';
import { http, HttpResponse } from 'msw';
import {
  adminTreesFixture,
  dataHubKeysFixture,
  createdTicketFixture,
  dataHubListFixture,
  faqItemFixture,
  insightStatsFixture,
  failedVerificationFixture,
  publicTreeFixture,
  ticketDetailFixture,
  ticketListFixture,
  treeSummariesFixture,
  treeVersionsFixture,
} from './fixtures';

import { agentQueueHandlers } from './agent-queue';
import { mailStatusHandler } from './mail-status';

export * from './fixtures';
export { agentDeskFixture, agentQueueAnswer, agentQueueFixture, agentQueueHandlers } from './agent-queue';
export { fakeToken } from './fake-token';
export { mailStatusFixture, mailStatusHandler } from './mail-status';

// '*/api/…' matches any origin: the same handlers serve Storybook (relative URLs) and Node tests.
const url = (route: RouteContract) => `*/api${route.path}`;
const notFound = (mensagem: string) => HttpResponse.json<ErrorBody>({ mensagem }, { status: 404 });
const page = <T>(items: T[], params: URLSearchParams) => {
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 10);
  return { tickets: items.slice(offset, offset + limit), maxSize: items.length };
};
const search = (request: Request) => new URL(request.url).searchParams;

/** `GET /api/arvores`: the public tree list. */
export const treeListHandler = http.get(url(routes.treeList), () => HttpResponse.json({ arvores: treeSummariesFixture }));

/** `GET /api/arvores/{nome}`: the one fixture tree, or 404 with the contract's error body. */
export const treeDetailHandler = http.get(url(routes.tree), ({ params }) =>
  params.nome === publicTreeFixture.nome ? HttpResponse.json(publicTreeFixture) : notFound('Árvore não encontrada'),
);

/** The user's tickets, their search (by word or protocol number), detail, creation and reply. */
export const ticketHandlers = [
  http.get(url(routes.ticketList), ({ request }) => {
    const params = search(request);
    const closed = params.get('estado') === 'fechado';
    return HttpResponse.json(page(ticketListFixture.filter((t) => (t.estado === 'fechado') === closed), params));
  }),
  http.get(url(routes.ticketSearch), ({ request }) => {
    const params = search(request);
    const texto = (params.get('texto') ?? '').toLocaleLowerCase('pt-BR');
    const found = ticketListFixture.filter((t) => t.tn.startsWith(texto) || t.titulo.toLocaleLowerCase('pt-BR').includes(texto));
    return HttpResponse.json(page(found, params));
  }),
  http.get(url(routes.ticketDetail), ({ params }) =>
    Number(params.id) === ticketDetailFixture.id ? HttpResponse.json(ticketDetailFixture) : notFound('Chamado não encontrado'),
  ),
  http.post(url(routes.ticketCreate), () => HttpResponse.json(createdTicketFixture, { status: 201 })),
  http.post(url(routes.ticketReply), async ({ params, request }) => {
    if (Number(params.id) !== ticketDetailFixture.id) return notFound('Chamado não encontrado');
    // Files come as multipart (a part `dados` with the JSON), a reply without them as JSON.
    const body = (/multipart\/form-data/.test(request.headers.get('content-type') ?? '')
      ? JSON.parse(String((await request.formData()).get('dados')))
      : await request.json()) as { assunto?: string; corpo: string };
    const reply: TicketDetail['artigos'][number] = {
      id: 99,
      assunto: body.assunto || `Re: [Ticket#${ticketDetailFixture.tn}]`,
      corpo: body.corpo,
      criado: new Date().toISOString(),
      tipo: 'entrada',
      de: 'ana.souza@ufv.br',
      visualizado: true,
      anexos: [],
    };
    return HttpResponse.json({ ...ticketDetailFixture, artigos: [...ticketDetailFixture.artigos, reply] });
  }),
  http.get(url(routes.ticketAttachment), () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })),
  http.get(url(routes.unseenCount), ({ request }) => {
    const closed = search(request).get('estado') === 'fechado';
    return HttpResponse.json({ data: ticketListFixture.filter((t) => !t.visualizado && (t.estado === 'fechado') === closed).length });
  }),
  http.post(url(routes.articleSeen), () => HttpResponse.json({ ok: true })),
  http.get(url(routes.mailPreference), () => HttpResponse.json({ avisosPorEmail: true, emailAtivo: true })),
  http.put(url(routes.mailPreferenceUpdate), async ({ request }) =>
    HttpResponse.json({ avisosPorEmail: ((await request.json()) as { avisosPorEmail: boolean }).avisosPorEmail, emailAtivo: true }),
  ),
];

/** What a walk reads: data-hub lists and maps, FAQ items, the client IP, the end-of-service record. */
export const walkSupportHandlers = [
  http.get(url(routes.dataHubList), () => HttpResponse.json(dataHubListFixture)),
  http.get(url(routes.dataHubMap), ({ params, request }) =>
    HttpResponse.json({ mapa: String(params.mapa), chave: search(request).get('chave') ?? '', valor: 'N1::Service Desk' }),
  ),
  http.get(url(routes.faq), ({ params }) => (Number(params.id) === faqItemFixture.ItemID ? HttpResponse.json([faqItemFixture]) : notFound('Item de FAQ não encontrado'))),
  http.get(url(routes.clientIp), () => HttpResponse.json({ ip: '200.235.1.10' })),
  http.post(url(routes.endService), () => HttpResponse.json({ id: 1 }, { status: 201 })),
  // The walk starts: its signed id and the tree it walks (the one tree of the fixtures).
  http.post(url(routes.insightStart), async ({ request }) =>
    ((await request.json()) as { arvore?: string }).arvore === publicTreeFixture.nome
      ? HttpResponse.json({ atendimento: 'atendimento-assinado', versao: 1, arvore: publicTreeFixture }, { status: 201 })
      : notFound('Árvore não encontrada'),
  ),
  http.post(url(routes.insightEvents), () => new HttpResponse(null, { status: 204 })),
];

/** Tree administration. */
export const adminHandlers = [
  http.get(url(routes.adminTreeList), () => HttpResponse.json(adminTreesFixture)),
  http.get(url(routes.adminTreeByName), ({ params }) => {
    const found = adminTreesFixture.find((t) => t.nome.toLocaleLowerCase('pt-BR') === String(params.nome).trim().toLocaleLowerCase('pt-BR'));
    return found ? HttpResponse.json(found) : notFound('Árvore não encontrada');
  }),
  http.get(url(routes.adminTreeVersions), () => HttpResponse.json(treeVersionsFixture)),
  http.get(url(routes.adminTreeRevision), ({ params }) => {
    const found = adminTreesFixture.find((t) => t.id === Number(params.id));
    return found
      ? HttpResponse.json({ revisao: found.revisao, alteradaPor: found.alteradaPor, alterada: found.alterada })
      : HttpResponse.json({ mensagem: 'Árvore não encontrada' }, { status: 404 });
  }),
  http.get(url(routes.adminTree), ({ params }) => {
    const found = adminTreesFixture.find((t) => t.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound('Árvore não encontrada');
  }),
  http.post(url(routes.adminTreeVerify), async ({ request }) => {
    const texto = await ((await request.formData()).get('arquivo') as File).text();
    return HttpResponse.json(texto.includes('descreva') ? failedVerificationFixture : { ok: true, arvore: publicTreeFixture, erros: [] });
  }),
  http.post(url(routes.adminTreeCreate), () => HttpResponse.json({ ...adminTreesFixture[1]!, id: 3 }, { status: 201 })),
  http.put(url(routes.adminTreeUpdate), () => HttpResponse.json(adminTreesFixture[1])),
  http.put(url(routes.adminTreeLaunch), () => HttpResponse.json(adminTreesFixture[0])),
  http.get(url(routes.adminTreeGradual), () => HttpResponse.json(null)),
  http.put(url(routes.adminTreePromote), () => HttpResponse.json(adminTreesFixture[0])),
  http.put(url(routes.adminTreeRollback), () => HttpResponse.json(adminTreesFixture[0])),
  http.patch(url(routes.adminTreeDisable), () => HttpResponse.json({ ...adminTreesFixture[0]!, habilitada: false, arvore: null })),
  http.delete(url(routes.adminTreeDelete), () => new HttpResponse(null, { status: 204 })),
  http.patch(url(routes.adminTreeOrderUp), () => HttpResponse.json([...adminTreesFixture].reverse())),
  http.patch(url(routes.adminTreeOrderDown), () => HttpResponse.json([...adminTreesFixture].reverse())),
  http.get(url(routes.adminDataHubKeys), () => HttpResponse.json(dataHubKeysFixture)),
  http.get(url(routes.adminTreeStats), () => HttpResponse.json(insightStatsFixture)),
];

/** The default handlers for stories and tests; override one with `server.use(...)`. */
export const handlers = [treeListHandler, treeDetailHandler, ...ticketHandlers, ...walkSupportHandlers, ...adminHandlers, ...agentQueueHandlers, mailStatusHandler];
