import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { PublicTreeCache, TREE_CHANGE_CHANNEL } from '../trees/public-tree-cache';
import { TreeService } from '../trees/tree-service';

declare module 'fastify' {
  interface FastifyInstance {
    trees: TreeService;
    treeCache: PublicTreeCache;
  }
}

async function treeService(app: FastifyInstance, opts: { config: Config }) {
  const cache = new PublicTreeCache(app.db, { notifyOthers: app.dbKind === 'postgres', log: app.log });
  // Another instance launched, disabled, reordered or edited a tree: drop this copy.
  await app.dbListen(TREE_CHANGE_CHANNEL, () => cache.invalidate());
  app.decorate('treeCache', cache);
  // Read when a verification runs: content-services registers the data hub after this plugin.
  const dataHubKeys = () => app.datahub.keys();
  app.decorate('trees', new TreeService(app.db, cache, { maxBytes: opts.config.treeFileLimit, faqHosts: opts.config.faqHosts, dataHubKeys }));
}

export default fp(treeService, { name: 'tree-service', dependencies: ['database'] });
