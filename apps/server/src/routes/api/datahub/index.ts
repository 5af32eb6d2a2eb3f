import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import { datahubLists, datahubMaps } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { authErrors, errors, Obj } from '../../schemas';

const ListItem = Obj({ key: Type.String(), value: Type.String() });

/** Data-hub lists (dynamic select options) and maps (lookups during assignments). */
export default async function datahubRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/datahub/lists/:key',
    {
      schema: {
        tags: ['datahub'],
        summary: 'Itens de uma lista do data hub',
        params: Obj({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Array(ListItem), ...authErrors, ...errors(404) },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(datahubLists).where(eq(datahubLists.chave, request.params.key));
      if (!row) throw notFound(messages.listNotFound);
      return row.itens;
    },
  );

  app.get(
    '/datahub/maps/:mapa',
    {
      schema: {
        tags: ['datahub'],
        summary: 'Consulta uma chave num mapa do data hub',
        params: Obj({ mapa: Type.String({ minLength: 1, maxLength: 100 }) }),
        querystring: Obj({ chave: Type.String({ maxLength: 500 }) }),
        response: { 200: Obj({ mapa: Type.String(), chave: Type.String(), valor: Type.String() }), ...authErrors, ...errors(404) },
      },
    },
    async (request) => {
      const { mapa } = request.params;
      const { chave } = request.query;
      const [row] = await app.db
        .select()
        .from(datahubMaps)
        .where(and(eq(datahubMaps.mapa, mapa), eq(datahubMaps.chave, chave)));
      if (row) return row;
      const [any] = await app.db.select({ mapa: datahubMaps.mapa }).from(datahubMaps).where(eq(datahubMaps.mapa, mapa)).limit(1);
      throw notFound(any ? messages.mapKeyNotFound : messages.mapNotFound);
    },
  );
}
