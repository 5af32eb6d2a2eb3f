import { matchPath, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../config/paths';
import type { PrefetchStore } from './prefetch-tree-form';

const TreeFormPage = lazyPage(async () => (await import('./tree-form-page')).TreeFormPage);

/**
 * The admin pages (spec §2), for the route table to put behind RequireAdmin. Each page is a lazy
 * chunk, so CodeMirror, the YAML tooling, the graph layout and the guide never reach a user's
 * first load; only these few lines do.
 */
export const adminPages: RouteObject[] = [
  { path: paths.admin, Component: lazyPage(async () => (await import('./admin-tree-list-page')).AdminTreeListPage) },
  { path: paths.adminTreeDoc, Component: lazyPage(async () => (await import('./tree-doc-page')).TreeDocPage) },
  { path: paths.adminTreeNew, Component: TreeFormPage },
  { path: paths.adminTreeEdit.pattern, Component: TreeFormPage },
  { path: paths.adminTreeStats.pattern, Component: lazyPage(async () => (await import('./tree-stats-page')).TreeStatsPage) },
  { path: paths.adminCannedReplies, Component: lazyPage(async () => (await import('./canned-replies-page')).CannedRepliesPage) },
  // In the tree list's chunk (see there): a chunk of its own would cost /atendimento's first load 48 B more.
  { path: paths.adminMail, Component: lazyPage(async () => (await import('./admin-tree-list-page')).MailOutboxPage) },
];

/**
 * Called with the address the app starts at: a tree's editor there gets its tree and its graph's
 * layout started before its chunk has arrived (`prefetch-tree-form.ts`, a chunk of its own).
 */
export function prefetchAdminPage(pathname: string, store: PrefetchStore): void {
  const id = matchPath(paths.adminTreeEdit.pattern, pathname)?.params.id;
  if (id !== undefined) void import('./prefetch-tree-form').then(({ prefetchTreeForm }) => prefetchTreeForm(store, Number(id)));
}
