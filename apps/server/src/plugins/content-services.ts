import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DataHubService } from '../content/datahub-service';
import { FaqService } from '../content/faq-service';

declare module 'fastify' {
  interface FastifyInstance {
    datahub: DataHubService;
    faq: FaqService;
  }
}

/** The reference content trees read while walking: data-hub lists and maps, FAQ items. */
async function contentServices(app: FastifyInstance) {
  app.decorate('datahub', new DataHubService(app.db, app.log));
  app.decorate('faq', new FaqService(app.db));
}

export default fp(contentServices, { name: 'content-services', dependencies: ['database'] });
