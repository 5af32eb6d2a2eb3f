import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { routes, type RouteContract } from '@chamados/api-contract';
import { formBody } from './multipart';
import { openTicketId, ticketBody } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

/**
 * Property-based fuzzing of every route of the contract, generated from its own schemas: bodies,
 * queries and path parameters shaped like the schema but filled with hostile text (NUL, lone
 * surrogates, bidi, 10k characters), numbers at the edges, wrong types and prototype keys. Every
 * answer must be a 2xx or a 4xx with a Portuguese `mensagem` — never a 5xx — and a refused write
 * must change nothing. FUZZ_RUNS sets the runs per route (default 12, so CI stays fast).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  propertyNames?: Schema;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

const NASTY = ['\u0000', '\ud800', '\udfff', '\u202e', '\u2066', '\u2028', '\u0085', '\ufeff', '\u200b', '😀', '"', "'", '<script>', '%', '%00', '\\', '\r\n', '${x}', 'ç', '../', ' '];

/** Text as an attacker writes it. */
const text: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 3 },
  { arbitrary: fc.array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 3 })), { maxLength: 8 }).map((a) => a.join('')), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 2 },
  { arbitrary: fc.constantFrom('x'.repeat(10_000), `${'ã'.repeat(5_000)}\u0000`, 'a'.repeat(100_001)), weight: 1 },
);

const EDGE_NUMBERS = [0, -1, 1, 2, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 2 ** 63, 1e19, 1e308, -1e308, 5e-324];
/** Query and path spellings of numbers JSON cannot carry. */
const EDGE_NUMBER_TEXT = ['9223372036854775807', '1e19', '1e308', 'Infinity', '-Infinity', 'NaN', '-0', '0x10', '1_000', ' 1', ''];

const number = (s: Schema) =>
  fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS, ...[s.minimum, s.maximum].filter((n): n is number => typeof n === 'number').flatMap((n) => [n - 1, n, n + 1])),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

const wrongType = fc.constantFrom<unknown>(null, true, false, 0, 42, -1.5, 'texto', '', [], [1, 'a'], {}, { a: 1 });

/** An object with own `__proto__`, `constructor` or `prototype` keys, as JSON.parse would make. */
const withPrototypeKey = (o: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
};

/** Values shaped by `schema`, mostly valid in form, often hostile in content, sometimes mistyped. */
function fromSchema(schema: Schema, ids: fc.Arbitrary<number>, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema, ids, depth);
  return fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: wrongType, weight: 1 });
}

function shapedBy(s: Schema, ids: fc.Arbitrary<number>, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.oneof(fc.constant(s.const), wrongType);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => shapedBy(x, ids, depth)));
  if (s.allOf) {
    return fc.tuple(...s.allOf.map((x) => shapedBy(x, ids, depth))).map((parts) =>
      parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0],
    );
  }
  switch (s.type) {
    case 'string':
      return text;
    case 'integer':
    case 'number':
      // Ids: the real ones too, so requests reach the database rows, not only the validator.
      return s.maximum === 2_147_483_647 && s.minimum === 1 ? fc.oneof(ids, number(s)) : number(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fromSchema(s.items ?? {}, ids, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromSchema(v, ids, depth + 1)]));
      const record = fc.record(props, { requiredKeys: [] });
      const extra = s.patternProperties
        ? fc.dictionary(text, fromSchema(Object.values(s.patternProperties)[0]!, ids, depth + 1), { maxKeys: 3 })
        : fc.dictionary(fc.string({ maxLength: 5 }), wrongType, { maxKeys: 1 });
      // Mostly every required key, so requests get past "required" into the interesting checks.
      const required = fc.record(Object.fromEntries((s.required ?? []).filter((k) => props[k]).map((k) => [k, props[k]!])));
      return fc
        .tuple(record, required, extra, fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), wrongType), { freq: 5 }))
        .map(([r, req, e, proto]) => {
          const o = { ...e, ...r, ...req };
          return proto ? withPrototypeKey(o, proto[0], proto[1]) : o;
        });
    }
    default:
      return wrongType;
  }
}

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD, as any encoder would). */
const encodeAll = (value: string) => [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** Path and query spellings no encoder would produce. */
const rawSegment = fc.constantFrom('%ED%A0%80', '%', '%zz', '%C0%AF', '%00', '%FF%FE', '..', '%2e%2e', 'a%2Fb');

const asText = (v: unknown) => (typeof v === 'string' ? v : v === null || typeof v !== 'object' ? String(v) : JSON.stringify(v));

/** A value for a path segment or a query value: the generated one, or an edge spelling. */
const urlValue = (schema: Schema, ids: fc.Arbitrary<number>) =>
  fc.oneof(
    { arbitrary: fromSchema(schema, ids).map((v) => encodeAll(asText(v))), weight: 5 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBER_TEXT).map(encodeURIComponent), weight: 1 },
    { arbitrary: rawSegment, weight: 1 },
  );

function pathOf(route: RouteContract, ids: fc.Arbitrary<number>): fc.Arbitrary<string> {
  const base = route.path === '/healthz' ? '' : '/api';
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = (route.params as Schema | undefined)?.properties ?? {};
  return fc.tuple(...names.map((n) => urlValue(params[n] ?? { type: 'string' }, ids))).map((values) => {
    let i = 0;
    return base + route.path.replace(/:(\w+)/g, () => values[i++] || 'x');
  });
}

function queryOf(route: RouteContract, ids: fc.Arbitrary<number>): fc.Arbitrary<string> {
  const props = (route.querystring as Schema | undefined)?.properties;
  if (!props) return fc.constant('');
  const entries = Object.entries(props).map(([k, v]) => fc.option(urlValue(v, ids).map((value) => `${k}=${value}`), { freq: 4 }));
  const junk = fc.option(fc.constantFrom('__proto__[x]=1', 'constructor=1', 'offset=1&offset=2', 'a[b][c]=1', '&&&', '='), { freq: 5 });
  return fc.tuple(...entries, junk).map((parts) => {
    const q = parts.filter(Boolean).join('&');
    return q ? `?${q}` : '';
  });
}

function bodyOf(route: RouteContract, ids: fc.Arbitrary<number>): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  if (!route.body) return fc.constant({});
  if (route.consumes?.includes('multipart/form-data')) {
    const part = (content: string) =>
      Buffer.from(`--b\r\nContent-Disposition: form-data; name="arquivo"; filename="a.yaml"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--b--\r\n`);
    return fc.oneof(
      text.map((t) => ({ payload: part(t), contentType: 'multipart/form-data; boundary=b' })),
      text.map((t) => ({ payload: t, contentType: 'multipart/form-data; boundary=b' })),
      text.map((t) => ({ payload: t, contentType: 'multipart/form-data' })),
      fc.constant({ payload: part('nome: X\ninicial: a\ntelas: {}\n').subarray(0, 60), contentType: 'multipart/form-data; boundary=b' }),
    );
  }
  const json = fromSchema(route.body as Schema, ids).map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  const broken = fc.constantFrom('{', '', 'null', '[]', '{"a":1,}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000').map((payload) => ({ payload, contentType: 'application/json' }));
  return fc.oneof({ arbitrary: json, weight: 8 }, { arbitrary: broken, weight: 1 }, { arbitrary: text.map((payload) => ({ payload, contentType: 'text/plain' })), weight: 1 });
}

/** Errors must read as Portuguese: no English words of Fastify's or Node's messages. */
const ENGLISH = /\b(must|should|invalid|not found|error|failed|unexpected|body|request)\b/i;

describe('fuzzing every route of the contract from its schemas', () => {
  const t = useTestApp({ bodyLimit: 256 * 1024, attachmentBodyLimit: 2 * 1024 * 1024 });
  const headers: Record<'public' | 'user' | 'admin' | 'agent', Record<string, string>> = { public: {}, user: {}, admin: {}, agent: {} };
  let ids: fc.Arbitrary<number>;

  beforeAll(async () => {
    headers.user = bearer(await token(claims.userA));
    headers.admin = bearer(await token(claims.admin));
    headers.agent = bearer(await token(claims.agent));
    const tickets = (await t.app.inject({ url: '/api/ticket?limit=5', headers: headers.user })).json().tickets.map((x: { id: number }) => x.id);
    const detail = (await t.app.inject({ url: `/api/ticket/${tickets[0]}`, headers: headers.user })).json();
    const articleIds = detail.artigos.map((a: { id: number }) => a.id);
    const fileIds = detail.artigos.flatMap((a: { anexos: { id: number }[] }) => a.anexos.map((f) => f.id));
    const trees = (await t.app.inject({ url: '/api/admin/arvore', headers: headers.admin })).json().map((x: { id: number }) => x.id);
    ids = fc.constantFrom(...new Set<number>([...tickets, ...articleIds, ...fileIds, ...trees, 1, 2]));
  });

  /** Everything a refused write could have touched, as one hash. */
  const digest = async () => {
    const h = createHash('sha256');
    for (const [url, who] of [['/api/admin/arvore', 'admin'], ['/api/ticket?limit=100', 'user'], ['/api/ticket?estado=fechado&limit=100', 'user'], ['/api/visualization/ticket', 'user']] as const) {
      h.update((await t.app.inject({ url, headers: headers[who] })).body);
    }
    return h.digest('hex');
  };

  for (const [name, route] of Object.entries(routes) as [string, RouteContract][]) {
    it(`${route.method} ${route.path} (${name}): 2xx or a Portuguese 4xx, and a refused write changes nothing`, async () => {
      const write = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(pathOf(route, ids), queryOf(route, ids), bodyOf(route, ids), async (url, query, body) => {
          const before = write ? await digest() : '';
          const req: InjectOptions = {
            method: route.method,
            url: url + query,
            headers: { ...headers[route.access], ...(body.contentType ? { 'content-type': body.contentType } : {}) },
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
          };
          const res = await t.app.inject(req);
          const where = `${route.method} ${req.url} ${String(body.payload ?? '').slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const mensagem = String(res.headers['content-type']).includes('json') ? res.json().mensagem : undefined;
            expect(typeof mensagem === 'string' && /[a-zà-ú]/i.test(mensagem) && !ENGLISH.test(mensagem), where).toBe(true);
            if (write) expect(await digest(), where).toBe(before);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

/** Integers as plain digits, and the spellings JavaScript's `Number()` also reads as numbers. */
const digits = fc.integer({ min: 0, max: 2 ** 31 - 1 }).map(String);
const looseInteger: fc.Arbitrary<string> = fc.oneof(
  digits.map((d) => ` ${d}`),
  digits.map((d) => `${d} `),
  digits.map((d) => `\t${d}\n`),
  digits.map((d) => `+${d}`),
  digits.map((d) => `-${d}`),
  digits.map((d) => `0x${Number(d).toString(16)}`),
  digits.map((d) => `0b${Number(d).toString(2)}`),
  digits.map((d) => `0o${Number(d).toString(8)}`),
  digits.map((d) => `${d}.0`),
  digits.map((d) => `${d}e0`),
  digits.map((d) => `${d.slice(0, 1)}_${d.slice(1) || '0'}`),
  // Digits of other scripts: full-width and Arabic-Indic.
  digits.map((d) => [...d].map((c) => String.fromCodePoint(0xff10 + Number(c))).join('')),
  digits.map((d) => [...d].map((c) => String.fromCodePoint(0x0660 + Number(c))).join('')),
  fc.constantFrom('Infinity', '-0', '.5', '1.', ''),
);

/** Charsets a JSON body may be labelled with that are not UTF-8, in the spellings clients send. */
const foreignCharset = fc
  .tuple(fc.constantFrom('latin1', 'iso-8859-1', 'ISO_8859-1', 'windows-1252', 'cp1252', 'utf-16', 'UTF-16LE', 'utf-16be', 'utf-32', 'us-ascii', 'shift_jis', 'koi8-r', 'utf-7', 'x-unknown'), fc.boolean())
  .map(([name, quoted]) => (quoted ? `"${name}"` : name));

const integerFields = (schema: unknown) =>
  Object.entries(((schema as Schema | undefined)?.properties ?? {}) as Record<string, Schema>)
    .filter(([, s]) => s.type === 'integer')
    .map(([name]) => name);

describe('fuzzing the classes of input the black-box probe found read loosely', () => {
  const t = useTestApp({ bodyLimit: 256 * 1024 });
  const headers: Record<'public' | 'user' | 'admin' | 'agent', Record<string, string>> = { public: {}, user: {}, admin: {}, agent: {} };

  beforeAll(async () => {
    headers.user = bearer(await token(claims.userA));
    headers.admin = bearer(await token(claims.admin));
    headers.agent = bearer(await token(claims.agent));
  });

  const digest = async () => {
    const h = createHash('sha256');
    for (const [url, who] of [['/api/admin/arvore', 'admin'], ['/api/ticket?limit=100', 'user'], ['/api/ticket?estado=fechado&limit=100', 'user']] as const) {
      h.update((await t.app.inject({ url, headers: headers[who] })).body);
    }
    return h.digest('hex');
  };

  const looseRoutes = (Object.entries(routes) as [string, RouteContract][]).filter(([, r]) => integerFields(r.params).length + integerFields(r.querystring).length > 0);

  it('covers every route with an integer in its path or query', () => {
    expect(looseRoutes.map(([name]) => name)).toEqual(expect.arrayContaining(['ticketList', 'ticketDetail', 'ticketAttachment', 'adminTree', 'adminTreeOrderUp']));
  });

  for (const [name, route] of looseRoutes) {
    it(`${route.method} ${route.path} (${name}): an integer not written as plain digits is a Portuguese 400 naming it`, async () => {
      const inPath = integerFields(route.params);
      const inQuery = integerFields(route.querystring);
      const fields = [...inPath, ...inQuery];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), looseInteger, async (field, loose) => {
          const before = route.method === 'GET' ? '' : await digest();
          const path = route.path.replace(/:(\w+)/g, (_, p: string) => (p === field ? encodeURIComponent(loose) || '%20' : inPath.includes(p) ? '1' : 'x'));
          const query = inQuery.includes(field) ? `?${field}=${encodeURIComponent(loose)}` : '';
          const url = `/api${path}${query}`;
          const res = await t.app.inject({ method: route.method, url, headers: headers[route.access] });
          const messages = res.statusCode === 400 ? (res.json().erros ?? []).map((e: { message: string }) => e.message).join(' ') : '';
          expect(messages, `${url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(`"${field}" deve ser um número inteiro escrito só com algarismos`);
          if (before) expect(await digest()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    });
  }

  const jsonRoutes = (Object.entries(routes) as [string, RouteContract][]).filter(([, r]) => r.body && !r.consumes);

  for (const [name, route] of jsonRoutes) {
    it(`${route.method} ${route.path} (${name}): JSON labelled with a charset other than UTF-8 is a Portuguese 415 and changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(foreignCharset, fromSchema(route.body as Schema, fc.constant(1)), async (charset, body) => {
          const before = await digest();
          const url = `/api${route.path.replace(/:(\w+)/g, '1')}`;
          const payload = Buffer.from(JSON.stringify(body) ?? 'null', /utf-?16/i.test(charset) ? 'utf16le' : 'latin1');
          const res = await t.app.inject({ method: route.method, url, headers: { ...headers[route.access], 'content-type': `application/json; charset=${charset}` }, payload });
          expect(res.statusCode, `${charset} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(415);
          expect(res.json().mensagem).toMatch(/UTF-8/);
          expect(await digest()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

/** JSON nested `depth` deep, as the probe sent it: objects, arrays, or both in turn. */
const nested = (depth: number, shape: 'object' | 'array' | 'mixed') => {
  const open = (i: number) => (shape === 'array' || (shape === 'mixed' && i % 2) ? '[' : '{"a":');
  const close = (i: number) => (shape === 'array' || (shape === 'mixed' && i % 2) ? ']' : '}');
  let head = '';
  let tail = '';
  for (let i = 0; i < depth; i++) {
    head += open(i);
    tail = close(i) + tail;
  }
  return `${head}1${tail}`;
};

describe('fuzzing deep nesting beside valid uploads: no request fails another', () => {
  const t = useTestApp();
  let user: Record<string, string>;
  let ticketId: number;

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    ticketId = await openTicketId(t.app, user, { assunto: 'Alvo das respostas' });
  });

  const hostile = fc.record({
    depth: fc.oneof(fc.constant(50_000), fc.integer({ min: 33, max: 60_000 })),
    shape: fc.constantFrom('object' as const, 'array' as const, 'mixed' as const),
    // Where the nesting sits: an extra key of the body, of a file of the body, or an answer of the walk.
    where: fc.constantFrom('top', 'file', 'resposta'),
    form: fc.constantFrom('json', 'multipart'),
    reply: fc.boolean(),
  });
  const uploads = fc.array(fc.integer({ min: 0, max: 700_000 }), { minLength: 2, maxLength: 4 });

  it('answers every deeply nested body 400 in Portuguese while concurrent uploads all succeed, byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, uploads, async (h, sizes) => {
        const deep = nested(h.depth, h.shape);
        const walk = await ticketBody(t.app, user, { assunto: 'x' });
        const base = h.reply ? `{"corpo":"x"` : `{"atendimento":"${walk.atendimento}"`;
        const extra =
          h.where === 'top'
            ? `,"extra":${deep}}`
            : h.where === 'file'
              ? `,"anexos":[{"filename":"a","${h.reply ? 'contenttype' : 'contentType'}":"x/y","content":"","extra":${deep}}]}`
              : `,"passos":[{"tela":"como","opcao":"Abrir chamado"},{"tela":"chamado","respostas":{"descricao":${deep}}}]}`;
        const text = base + extra;
        const url = h.reply ? `/api/ticket/${ticketId}` : '/api/ticket';
        const form = formBody([{ name: 'dados', value: text }, { name: 'anexos', filename: 'a.bin', content: Buffer.from('x') }]);
        const bad =
          h.form === 'json'
            ? t.app.inject({ method: 'POST', url, headers: { ...user, 'content-type': 'application/json' }, payload: text })
            : t.app.inject({ method: 'POST', url, headers: { ...user, 'content-type': form.contentType }, payload: form.payload });
        const files = sizes.map((n) => randomBytes(n));
        const walks = await Promise.all(files.map((_, i) => ticketBody(t.app, user, { assunto: `Upload ${i}`, arquivos: 1 })));
        const good = files.map((content, i) => {
          const valid = formBody([{ name: 'dados', value: JSON.stringify(walks[i]) }, { name: 'anexos', filename: `f${i}.bin`, content }]);
          return t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': valid.contentType }, payload: valid.payload });
        });
        const [refused, ...created] = await Promise.all([bad, ...good]);
        const where = `${h.form} ${h.where} ${h.shape} ${h.depth} → ${refused!.statusCode} ${refused!.body.slice(0, 200)}`;
        expect(refused!.statusCode, where).toBe(400);
        const mensagem = refused!.json().mensagem;
        expect(typeof mensagem === 'string' && !ENGLISH.test(mensagem), where).toBe(true);
        for (const [i, res] of created.entries()) {
          expect(res.statusCode, res.body).toBe(201);
          const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: user })).json();
          const back = await t.app.inject({ url: detail.artigos[0].anexos[0].url, headers: user });
          expect(back.rawPayload.equals(files[i]!)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
