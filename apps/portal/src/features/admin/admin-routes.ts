import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../config/paths';

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
