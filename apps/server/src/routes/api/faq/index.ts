import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { faqItems } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { authErrors, errors, IdParams, Obj } from '../../schemas';

/** The FAQItem shape of spec §3 (Znuny's FAQ connector): the portal reads the first item. */
const FaqItem = Obj({
  ItemID: Type.Integer(),
  Title: Type.String(),
  Field3: Type.String({ description: 'Resposta em HTML; imagens inline referenciam anexos por FileID' }),
  Attachment: Type.Array(
    Obj({ FileID: Type.Integer(), Filename: Type.String(), ContentType: Type.String(), Content: Type.String({ description: 'base64' }) }),
  ),
});

export default async function faqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/faq/:id',
    {
      schema: {
        tags: ['faq'],
        summary: 'Item de FAQ usado por tutoriais com fonte "otrs"',
        params: IdParams,
        response: { 200: Type.Array(FaqItem), ...authErrors, ...errors(404) },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(faqItems).where(eq(faqItems.id, request.params.id));
      if (!row) throw notFound(messages.faqNotFound);
      return [{ ItemID: row.id, Title: row.titulo, Field3: row.corpo, Attachment: row.anexos }];
    },
  );
}
