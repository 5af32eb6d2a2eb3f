import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import agentDesk from './plugins/agent-desk';
import auth from './plugins/auth';
import bodyCharset from './plugins/body-charset';
import contentServices from './plugins/content-services';
import database from './plugins/database';
import { TREE_NAME_MAX } from '@chamados/api-contract';
import { clientErrorHandler } from './lib/client-error';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import insights from './plugins/insights';
import live from './plugins/live';
import mail from './plugins/mail';
import openapi, { openapiRoute } from './plugins/openapi';
import portalStatic from './plugins/portal-static';
import rateLimit from './plugins/rate-limit';
import security, { securityHeaders } from './plugins/security';
import ticketStore from './plugins/ticket-store';
import treeService from './plugins/tree-service';
import validation from './plugins/validation';
import znunySetup from './plugins/znuny-setup';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health';
import ssoRoutes from './sso/demo-sso';

/**
 * Opening the database runs migrations, and PGlite boots a WebAssembly PostgreSQL: on a busy
 * machine that passes Fastify's default 10 s per plugin, which would abort a healthy start.
 * Every instance that registers the app (tests too) gives it this long.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

export interface AppOptions {
  config: Config;
  /** The security headers, when the caller already computed them (buildApp does). */
  securityHeaders?: Record<string, string>;
}

/** The application as a Fastify plugin: every part of the server, no listening socket. */
async function app(fastify: FastifyInstance, opts: AppOptions) {
  const { config } = opts;
  await fastify.register(errorHandler);
  await fastify.register(validation);
  await fastify.register(bodyCharset);
  // After security: a refusal during shutdown carries the security headers too.
  await fastify.register(security, { config, headers: opts.securityHeaders });
  await fastify.register(gracefulClose);
  await fastify.register(openapi);
  await fastify.register(znunySetup, { config });
  await fastify.register(database, { config });
  await fastify.register(auth, { config });
  await fastify.register(rateLimit, { config });
  await fastify.register(ticketStore, { config });
  await fastify.register(mail, { config });
  await fastify.register(agentDesk, { config });
  await fastify.register(treeService, { config });
  await fastify.register(contentServices);
  await fastify.register(insights, { config });
  await fastify.register(live, { heartbeatMs: config.liveHeartbeatMs });

  await fastify.register(healthRoutes);
  await fastify.register(openapiRoute);
  await fastify.register(apiRoutes, { prefix: '/api', config });
  await fastify.register(ssoRoutes, { config });
  await fastify.register(portalStatic, { portalDist: config.portalDist });
}

/**
 * Not encapsulated, so the instance that registers it sees its decorators (db, tickets, trees),
 * as tests and tools need.
 */
const chamadosApp = fp(app, { name: 'chamados-app' });
export default chamadosApp;

/** Builds a ready-to-use instance (tests call `inject`, server.ts calls `listen`). */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const headers = await securityHeaders(config);
  const fastify = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // graceful-close.ts answers requests that arrive while stopping, in Portuguese.
    return503OnClosing: false,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // A percent-encoded tree name of TREE_NAME_MAX characters (up to 4 UTF-8 bytes each, 3
    // characters per byte) must reach its route: every listed tree can be opened.
    routerOptions: { maxParamLength: TREE_NAME_MAX * 12 },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });
  try {
    await fastify.register(chamadosApp, { config, securityHeaders: headers });
    await fastify.ready();
  } catch (err) {
    // A start refused half-way (a configuration Znuny does not match) leaves no database open.
    await fastify.close().catch(() => {});
    throw err;
  }
  return fastify;
}
