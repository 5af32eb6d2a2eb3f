import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { PublicTreeCache, TREE_CHANGE_CHANNEL } from '../trees/public-tree-cache';
import { TreeService } from '../trees/tree-service';
import { HttpError } from '../lib/http-error';
import { resolveSecret } from '../auth/keys';
import { GradualAssignment } from '../trees/gradual-assignment';
import { GradualLaunches } from '../trees/gradual-launches';
import { VersionTrees } from '../walks/version-trees';

declare module 'fastify' {
  interface FastifyInstance {
    trees: TreeService;
    /** Which version of a tree in a gradual launch each student walks, and the comparison. */
    gradualLaunches: GradualLaunches;
    treeCache: PublicTreeCache;
    /** The trees of launched versions (what a walk started on): the gradual launch, the replay and the statistics read them. */
    versionTrees: VersionTrees;
  }
}

async function treeService(app: FastifyInstance, opts: { config: Config }) {
  // The FAQ is read when the list loads: content-services registers it after this plugin.
  const faqArticles = (ids: readonly number[]) => app.faq.articles(ids);
  const cache = new PublicTreeCache(app.db, { notifyOthers: app.dbKind === 'postgres', log: app.log, faqArticles });
  // Another instance launched, disabled, reordered or edited a tree: drop this copy.
  await app.dbListen(TREE_CHANGE_CHANNEL, () => cache.invalidate());
  app.decorate('treeCache', cache);
  // Read when a verification runs: content-services registers the data hub after this plugin.
  const dataHubKeys = () => app.datahub.keys();
  // The FAQ the walk reads its `otrs` articles from: an article it lacks is a launch error.
  const faqArticleExists = (id: number) => app.faq.item(id).then(
    () => true,
    (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return false;
      throw error;
    },
  );
  const versionTrees = new VersionTrees(app.db);
  app.decorate('versionTrees', versionTrees);
  app.decorate('gradualLaunches', new GradualLaunches(app.db, new GradualAssignment(resolveSecret(opts.config)), versionTrees));
  app.decorate('trees', new TreeService(app.db, cache, { maxBytes: opts.config.treeFileLimit, faqHosts: opts.config.faqHosts, dataHubKeys, faqArticleExists }));
}

export default fp(treeService, { name: 'tree-service', dependencies: ['database'] });
