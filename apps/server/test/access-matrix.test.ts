import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { useTestApp } from './test-app';
import { multipartBody } from './multipart';
import { ticketBody } from './open-ticket';
import { bearer, claims, expiredToken, foreignToken, noExpToken, noneToken, rsaToken, token, userAId } from './tokens';

type Access = 'public' | 'user' | 'admin';
interface Route {
  name: string;
  access: Access;
  /** Routes on user A's own objects: B gets 404 (or 403 for an idUsuario naming A). */
  ownedByA?: 'notFound' | 'forbidden';
  request: (h: Record<string, string>) => InjectOptions;
}

const TREE = 'nome: M\ninicial: a\ntelas:\n  a:\n    tipo: opcoes\n    pergunta: P?\n    opcoes:\n      X: \'#final\'\n';

describe('access matrix: every route × every kind of caller', () => {
  const t = useTestApp();
  const ids = { ticket: 0, article: 0, attachment: 0, tree: 0 };
  const identities: Record<string, Record<string, string>> = {};
  let routes: Route[];

  beforeAll(async () => {
    identities.anonymous = {};
    identities.userA = bearer(await token(claims.userA));
    identities.userB = bearer(await token(claims.userB));
    identities.admin = bearer(await token(claims.admin));
    identities.expired = bearer(await expiredToken());
    identities.noExp = bearer(await noExpToken());
    identities.otherKey = bearer(await foreignToken());
    identities.algNone = bearer(noneToken());
    identities.rsa = bearer(await rsaToken());
    identities.garbage = { authorization: 'Bearer abc.def' };

    const list = (await t.app.inject({ url: '/api/ticket?estado=fechado&limit=100', headers: identities.userA })).json();
    for (const item of list.tickets) {
      const d = (await t.app.inject({ url: `/api/ticket/${item.id}`, headers: identities.userA })).json();
      const withFile = d.artigos.find((x: { anexos: unknown[] }) => x.anexos.length > 0);
      if (withFile) {
        ids.ticket = d.id;
        ids.article = withFile.id;
        ids.attachment = withFile.anexos[0].id;
        break;
      }
    }
    const publicName = encodeURIComponent((await t.app.inject('/api/arvores')).json().arvores[0].nome);
    ids.tree = (await t.app.inject({ url: '/api/admin/arvore', headers: identities.admin })).json()[1].id;
    // A walk of the test tree (launched here, before anything is compared), which every creation replays.
    const walk = await ticketBody(t.app, identities.userA, { assunto: 'x' });
    const json = (method: InjectOptions['method'], url: string, payload?: object) => (h: Record<string, string>) => ({ method, url, headers: h, ...(payload ? { payload } : {}) });
    // An admin write names the revision it changes (If-Match); '*' is the explicit "whatever is there".
    const write = (method: InjectOptions['method'], url: string, payload?: object) => (h: Record<string, string>) => ({ ...json(method, url, payload)(h), headers: { ...h, 'if-match': '*' } });

    routes = [
      { name: 'GET /healthz', access: 'public', request: json('GET', '/healthz') },
      { name: 'GET /api/docs/json', access: 'public', request: json('GET', '/api/docs/json') },
      { name: 'GET /api/arvores', access: 'public', request: json('GET', '/api/arvores') },
      { name: 'GET /api/arvores/:nome', access: 'user', request: json('GET', `/api/arvores/${publicName}`) },
      { name: 'GET /api/ticket', access: 'user', request: json('GET', '/api/ticket') },
      { name: 'GET /api/ticket?idUsuario=A', access: 'user', ownedByA: 'forbidden', request: json('GET', `/api/ticket?idUsuario=${userAId}`) },
      { name: 'GET /api/ticket/fulltext', access: 'user', request: json('GET', '/api/ticket/fulltext?texto=rede') },
      { name: 'GET /api/ticket/fulltext?idUsuario=A', access: 'user', ownedByA: 'forbidden', request: json('GET', `/api/ticket/fulltext?texto=rede&idUsuario=${userAId}`) },
      { name: 'GET /api/ticket/:id', access: 'user', ownedByA: 'notFound', request: json('GET', `/api/ticket/${ids.ticket}`) },
      { name: 'POST /api/ticket/:id', access: 'user', ownedByA: 'notFound', request: json('POST', `/api/ticket/${ids.ticket}`, { assunto: 'a', corpo: 'b', anexos: [] }) },
      { name: 'GET /api/ticket/:id/anexos/:anexoId', access: 'user', ownedByA: 'notFound', request: json('GET', `/api/ticket/${ids.ticket}/anexos/${ids.attachment}`) },
      { name: 'POST /api/ticket', access: 'user', request: json('POST', '/api/ticket', walk) },
      { name: 'GET /api/visualization/ticket', access: 'user', request: json('GET', '/api/visualization/ticket?estado=aberto') },
      { name: 'GET /api/visualization/ticket?idUsuario=A', access: 'user', ownedByA: 'forbidden', request: json('GET', `/api/visualization/ticket?idUsuario=${userAId}`) },
      { name: 'POST /api/visualization/article', access: 'user', ownedByA: 'notFound', request: json('POST', '/api/visualization/article', { ticketId: ids.ticket, articleId: ids.article, seen: true }) },
      { name: 'POST /api/atendimento/encerrar', access: 'user', ownedByA: 'notFound', request: json('POST', '/api/atendimento/encerrar', { ticketId: ids.ticket, arvore: 'x', log: [] }) },
      { name: 'GET /api/datahub/lists/:key', access: 'user', request: json('GET', '/api/datahub/lists/campi') },
      { name: 'GET /api/datahub/maps/:mapa', access: 'user', request: json('GET', '/api/datahub/maps/fila-por-campus?chave=vicosa') },
      { name: 'GET /api/faq/:id', access: 'user', request: json('GET', '/api/faq/1') },
      { name: 'GET /api/ip', access: 'user', request: json('GET', '/api/ip') },
      { name: 'GET /api/admin/arvore', access: 'admin', request: json('GET', '/api/admin/arvore') },
      { name: 'GET /api/admin/arvore/:id', access: 'admin', request: json('GET', `/api/admin/arvore/${ids.tree}`) },
      { name: 'GET /api/admin/arvore/:id/revisao', access: 'admin', request: json('GET', `/api/admin/arvore/${ids.tree}/revisao`) },
      { name: 'GET /api/admin/arvore/nome/:nome', access: 'admin', request: json('GET', `/api/admin/arvore/nome/${publicName}`) },
      { name: 'GET /api/admin/arvore/:id/versoes', access: 'admin', request: json('GET', `/api/admin/arvore/${ids.tree}/versoes`) },
      { name: 'POST /api/admin/arvore', access: 'admin', request: (h) => ({ method: 'POST', url: '/api/admin/arvore', headers: h, payload: { nome: `M ${Math.random()}`, texto: TREE } }) },
      { name: 'PUT /api/admin/arvore/:id', access: 'admin', request: write('PUT', `/api/admin/arvore/${ids.tree}`, { nome: 'Renomeada pelo admin', texto: TREE }) },
      { name: 'POST /api/admin/arvore/verificar', access: 'admin', request: (h) => ({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(h, 'arquivo', 'a.yaml', TREE) }) },
      { name: 'PUT /api/admin/arvore/:id/lancar', access: 'admin', request: write('PUT', `/api/admin/arvore/${ids.tree}/lancar`) },
      { name: 'PATCH /api/admin/arvore/:id/orderdown', access: 'admin', request: write('PATCH', `/api/admin/arvore/${ids.tree}/orderdown`) },
      { name: 'PATCH /api/admin/arvore/:id/orderup', access: 'admin', request: write('PATCH', `/api/admin/arvore/${ids.tree}/orderup`) },
      { name: 'PATCH /api/admin/arvore/:id/desabilitar', access: 'admin', request: write('PATCH', `/api/admin/arvore/${ids.tree}/desabilitar`) },
      { name: 'DELETE /api/admin/arvore/:id', access: 'admin', request: write('DELETE', `/api/admin/arvore/${ids.tree}`) },
      { name: 'GET /api/admin/datahub', access: 'admin', request: json('GET', '/api/admin/datahub') },
    ];
  });

  it('routes the right status to each caller, and refused calls change nothing', async () => {
    expect(ids.ticket).toBeGreaterThan(0);
    const digest = (s: string) => createHash('sha256').update(s).digest('hex');
    const snapshot = async () => ({
      trees: digest((await t.app.inject({ url: '/api/admin/arvore', headers: identities.admin })).body),
      ticketA: digest((await t.app.inject({ url: '/api/ticket/' + ids.ticket, headers: identities.userA })).body),
      countA: (await t.app.inject({ url: '/api/ticket?limit=100', headers: identities.userA })).json().maxSize,
    });
    const failures: string[] = [];
    const invalid = ['anonymous', 'expired', 'noExp', 'otherKey', 'algNone', 'rsa', 'garbage'];
    const before = await snapshot();
    for (const route of routes) {
      // The admin is a user too, with no special reach into other users' tickets.
      for (const who of [...invalid, 'userB', 'admin']) {
        if (who !== 'userB' && !invalid.includes(who) && route.access === 'admin') continue; // checked below
        if (!invalid.includes(who) && route.name === 'POST /api/ticket') continue; // opens their own ticket
        let expected: number[];
        if (route.access === 'public') expected = [200];
        else if (invalid.includes(who)) expected = [401];
        else if (route.access === 'admin') expected = [403];
        else if (route.ownedByA === 'notFound') expected = [404];
        else if (route.ownedByA === 'forbidden') expected = [403];
        else expected = [200];
        const res = await t.app.inject(route.request(identities[who]!));
        if (!expected.includes(res.statusCode)) failures.push(`${route.name} as ${who}: ${res.statusCode} (expected ${expected.join('/')})`);
        if (res.statusCode >= 400 && !res.json().mensagem) failures.push(`${route.name} as ${who}: no mensagem`);
        // Nothing of A's reaches B.
        if (res.statusCode === 200 && route.access === 'user') {
          expect(res.body).not.toContain(`"id":${ids.ticket},`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);

    // The rightful callers get through.
    for (const route of routes) {
      const who = route.access === 'admin' ? 'admin' : 'userA';
      const res = await t.app.inject(route.request(identities[who]!));
      if (res.statusCode >= 400) failures.push(`${route.name} as ${who}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });
});
