import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config } from '../config';
import { ZnunyApi } from '../tickets/znuny/znuny-api';
import { ZnunyClient } from '../tickets/znuny/znuny-client';
import { znunySetupProblems } from '../tickets/znuny/znuny-setup-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** With TICKET_STORE=znuny: the GenericInterface client, logged in by the start-up check. */
    znunyClient?: ZnunyClient;
  }
}

/**
 * With TICKET_STORE=znuny, checks at start that the Znuny has what the configuration names
 * (znuny-setup-check.ts). Registered before the database: a refused start stops at once, with
 * one Portuguese line per problem, and opens nothing.
 */
async function znunySetup(app: FastifyInstance, opts: { config: Config }) {
  const cfg = opts.config.znuny;
  if (opts.config.ticketStore !== 'znuny' || !cfg) return;
  const log = app.log.child({ module: 'znuny' });
  const client = new ZnunyClient(cfg, log);
  const problems = await znunySetupProblems(new ZnunyApi(client, cfg), cfg, log);
  if (problems && problems.length > 0) throw new ConfigError(problems);
  app.decorate('znunyClient', client);
}

export default fp(znunySetup, { name: 'znuny-setup' });
