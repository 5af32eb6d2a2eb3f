import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The admin pages (spec §2), one block for the route table. Each page is a lazy chunk, so
 * CodeMirror, the YAML tooling, the graph layout and the documentation never reach a user's
 * first load; only these few lines do.
 */
export const adminRoutes: RouteObject = {
  path: paths.admin,
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./admin-tree-list-page')).AdminTreeListPage }) },
    { path: paths.adminTreeDoc, lazy: async () => ({ Component: (await import('./tree-doc-page')).TreeDocPage }) },
    { path: paths.adminTreeNew, lazy: async () => ({ Component: (await import('./tree-form-page')).TreeFormPage }) },
    { path: paths.adminTree.pattern, lazy: async () => ({ Component: (await import('./tree-form-page')).TreeFormPage }) },
  ],
};
