import Fastify, { type RouteOptions } from 'fastify';
import { LIVE_EVENTS_PATH, routes, type RouteContract } from '@chamados/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import chamadosApp, { PLUGIN_TIMEOUT_MS } from '../src/app';
import { testConfig } from '../src/config';

const fullPath = (route: RouteContract) => (route.path.startsWith('/healthz') ? route.path : `/api${route.path}`);
const openapiPath = (route: RouteContract) => fullPath(route).replace(/:(\w+)/g, '{$1}');
const contract = Object.entries(routes) as [string, RouteContract][];

describe('the server speaks the contract', () => {
  const registered: RouteOptions[] = [];
  const app = Fastify({ logger: false, pluginTimeout: PLUGIN_TIMEOUT_MS });

  beforeAll(async () => {
    // Collects every route as registered, schema objects included, before the app adds them.
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') registered.push(route);
    });
    await app.register(chamadosApp, { config: testConfig({ inMemoryDatabase: true, seed: false }) });
    await app.ready();
  });
  afterAll(() => app.close());

  it('registers every route of the contract with the contract’s own schema objects', () => {
    for (const [name, route] of contract) {
      const found = registered.find((r) => r.method === route.method && r.url === fullPath(route));
      expect(found, `${name}: ${route.method} ${fullPath(route)}`).toBeDefined();
      const schema = found!.schema as Record<string, unknown> & { response: Record<number, unknown> };
      // Identity, not likeness: the server cannot hold a copy that drifts.
      expect(schema.params, `${name} params`).toBe(route.params);
      expect(schema.querystring, `${name} querystring`).toBe(route.querystring);
      expect(schema.body, `${name} body`).toBe(route.body);
      expect(schema.response[route.status], `${name} response`).toBe(route.response);
      expect(Object.keys(schema.response).map(Number).sort(), `${name} statuses`).toEqual([route.status, ...route.errors].sort());
      expect(found!.config, `${name} access`).toMatchObject({ access: route.access });
    }
  });

  it('registers no API route outside the contract', () => {
    const known = new Set(contract.map(([, route]) => `${route.method} ${fullPath(route)}`));
    // Besides the OpenAPI document itself, the live stream: a text/event-stream, not a JSON answer a
    // schema describes (api-contract's live-paths.ts; its events are `LiveEvent`).
    const outside = ['/api/docs/json', `/api${LIVE_EVENTS_PATH}`];
    const api = registered.filter((r) => r.url.startsWith('/api/') && !outside.includes(r.url));
    expect(api.map((r) => `${r.method} ${r.url}`).filter((key) => !known.has(key))).toEqual([]);
  });

  it('documents 502 and 504 on every ticket route (a Znuny behind the store may be down or slow), 409 on a reply', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const ticketRoutes = contract.filter(([, route]) => route.tag === 'chamados' || route.path === '/atendimento/encerrar');
    expect(ticketRoutes.length).toBeGreaterThanOrEqual(9);
    for (const [name, route] of ticketRoutes) {
      const responses = doc.paths[openapiPath(route)]![route.method.toLowerCase()]!.responses;
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['502', '504']));
    }
    expect(Object.keys(doc.paths[openapiPath(routes.ticketReply)]!.post!.responses)).toContain('409');
  });

  it('documents ticket creation and replies in both forms: JSON (base64, small files) and multipart (dados + anexos)', async () => {
    type Body = { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { requestBody: Body }>> };
    for (const route of [routes.ticketCreate, routes.ticketReply]) {
      const content = doc.paths[openapiPath(route)]!.post!.requestBody.content;
      expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
      expect(content['application/json']!.schema.properties).toHaveProperty('anexos');
      expect(Object.keys(content['multipart/form-data']!.schema.properties ?? {})).toEqual(['dados', 'anexos']);
      expect(content['multipart/form-data']!.schema.required).toEqual(['dados']);
    }
  });

  it('documents exactly the contract’s operations in OpenAPI, with the package version', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(packageJson.version);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const expected = contract.filter(([, route]) => route.path !== '/healthz').map(([, route]) => `${route.method} ${openapiPath(route)}`);
    expect(documented.sort()).toEqual(expected.sort());
  });
});
