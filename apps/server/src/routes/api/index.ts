import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { guard } from '../../plugins/auth';
import attendanceRoutes from './attendance';
import datahubRoutes from './datahub';
import faqRoutes from './faq';
import insightRoutes from './insights';
import ipRoutes from './ip';
import ticketRoutes from './tickets';
import visualizationRoutes from './visualization';
import treeRoutes from './trees';
import adminTreeRoutes from './admin-trees';
import adminCannedReplyRoutes from './admin-canned-replies';
import agentRoutes from './agent';
import liveRoutes from './live';
import mailRoutes from './mail';

/** Everything under /api: authenticated by default (see guard), admin under /api/admin, agents under /api/agente. */
export default async function apiRoutes(app: FastifyInstance, opts: { config: Config }) {
  await guard(app);
  await app.register(treeRoutes);
  await app.register(adminTreeRoutes, { config: opts.config });
  await app.register(ticketRoutes, { config: opts.config });
  await app.register(visualizationRoutes);
  await app.register(attendanceRoutes);
  await app.register(datahubRoutes);
  await app.register(faqRoutes);
  await app.register(ipRoutes);
  await app.register(adminCannedReplyRoutes);
  await app.register(agentRoutes, { config: opts.config });
  await app.register(insightRoutes);
  await app.register(liveRoutes);
  await app.register(mailRoutes);
}
