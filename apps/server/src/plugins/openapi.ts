import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { FORM_KEY } from '../routes/contract-route';

/** OpenAPI 3 document generated from the route schemas (the same ones that validate requests). */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chamados — API',
        description: 'API do portal de abertura e acompanhamento de chamados. Erros: `{ mensagem, erros? }`.',
        version: packageJson.version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // A route that also takes its body as multipart/form-data documents both media types.
    transform: ({ schema, url }) => {
      const { [FORM_KEY]: form, ...rest } = (schema ?? {}) as Record<string, unknown>;
      if (!form || !rest.body) return { schema: rest, url };
      return { schema: { ...rest, body: { content: { 'application/json': { schema: rest.body }, 'multipart/form-data': { schema: form } } } }, url };
    },
  });
}

export default fp(openapi, { name: 'openapi' });

/** `GET /api/docs/json`: public, so integrators can read the contract before logging in. */
export async function openapiRoute(app: FastifyInstance) {
  app.get('/api/docs/json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
