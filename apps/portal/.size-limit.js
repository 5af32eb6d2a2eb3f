// The portal's load budgets (ARCHITECTURE.md §8), measured on the production build. A page's
// first load is its chunk plus every chunk it imports statically, followed to the end: the
// bundler may move shared code (React, the message catalog) into chunks of its own, and a budget
// that counted only `index-*.js` would then miss them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const assets = 'dist/assets';
const files = existsSync(assets) ? readdirSync(assets) : [];
const find = (prefix) => files.find((file) => file.startsWith(prefix) && file.endsWith('.js'));

/** `file` and the chunks it imports statically (`import … from "./x.js"`), transitively. */
function closure(file, seen = new Set()) {
  if (!file || seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) closure(match[1], seen);
  return seen;
}

const paths = (...entries) => {
  const all = new Set();
  for (const entry of entries) for (const file of closure(find(entry))) all.add(join(assets, file));
  return all.size > 0 ? [...all] : [`${assets}/${entries[0]}*.js`];
};

export default [
  {
    name: 'first load of / and /atendimento: the entry chunk and its static imports (gzip)',
    path: paths('index-'),
    limit: '150 kB',
    gzip: true,
  },
  {
    name: 'first load: CSS (gzip)',
    path: `${assets}/index-*.css`,
    limit: '20 kB',
    gzip: true,
  },
  {
    name: 'first load of /admin (tree list): entry plus the admin list chunks (gzip)',
    path: paths('index-', 'admin-tree-list-page-'),
    limit: '175 kB',
    gzip: true,
  },
  {
    name: 'first load of /admin/arvore/:id (tree form: CodeMirror, verifier, graph, diff) (gzip)',
    path: paths('index-', 'tree-form-page-'),
    limit: '400 kB',
    gzip: true,
  },
];
