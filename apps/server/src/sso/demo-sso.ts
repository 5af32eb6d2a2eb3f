import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../config';
import { badRequest, notFound } from '../lib/http-error';
import { messages } from '../messages';
import { demoAccounts } from './demo-accounts';
import { loginPage } from './login-page';
import { safeService, withTicket } from './safe-service';

const TOKEN_TTL_SECONDS = 8 * 60 * 60;
const ServiceQuery = Type.Object({ service: Type.Optional(Type.String({ maxLength: 2048 })) });

/**
 * `/sso/login` and `/sso/logout`. With SSO_LOGIN_URL/SSO_LOGOUT_URL set they forward to the real
 * single sign-on (so the portal always uses the same paths); otherwise the embedded demo SSO
 * signs tokens for four demo accounts.
 */
export default async function ssoRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = opts;
  const real = config.ssoLoginUrl !== undefined;
  const sign = fastify.tokens.sign;
  const html = { 200: Type.String() };

  const forward = (base: string, service: string | undefined) => {
    const u = new URL(base);
    if (service) u.searchParams.set('service', service);
    return u.toString();
  };

  app.get('/sso/login', { schema: { hide: true, querystring: ServiceQuery, response: html } }, async (request, reply) => {
    if (real) return reply.redirect(forward(config.ssoLoginUrl!, request.query.service));
    if (!sign) throw notFound(messages.sso.disabled);
    const service = safeService(request.query.service, request, config.publicUrl);
    if (service === undefined) throw badRequest(messages.sso.invalidService);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(loginPage(demoAccounts, service));
  });

  // Parsed here only: the API itself accepts JSON and multipart, never urlencoded forms.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/sso/login',
    {
      schema: {
        hide: true,
        body: Type.Object({ conta: Type.String({ maxLength: 64 }), service: Type.Optional(Type.String({ maxLength: 2048 })) }),
      },
    },
    async (request, reply) => {
      if (real || !sign) throw notFound(messages.sso.disabled);
      const service = safeService(request.body.service, request, config.publicUrl);
      if (service === undefined) throw badRequest(messages.sso.invalidService);
      const account = demoAccounts.find((a) => a.conta === request.body.conta);
      if (!account) throw badRequest(messages.sso.unknownAccount);
      const token = await sign({ ...account.claims, clientIpAddress: request.ip }, TOKEN_TTL_SECONDS);
      return reply.header('cache-control', 'no-store').redirect(withTicket(service, token), 303);
    },
  );

  app.get('/sso/logout', { schema: { hide: true, querystring: ServiceQuery } }, async (request, reply) => {
    if (config.ssoLogoutUrl) return reply.redirect(forward(config.ssoLogoutUrl, request.query.service));
    const service = safeService(request.query.service, request, config.publicUrl);
    if (service === undefined) throw badRequest(messages.sso.invalidService);
    return reply.redirect(service);
  });
}
