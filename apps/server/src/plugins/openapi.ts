import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };

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
  });
}

export default fp(openapi, { name: 'openapi' });

/** `GET /api/docs/json`: public, so integrators can read the contract before logging in. */
export async function openapiRoute(app: FastifyInstance) {
  app.get('/api/docs/json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
