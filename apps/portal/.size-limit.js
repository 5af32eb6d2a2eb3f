// `pnpm size`: the first load of `/` and of `/atendimento`, JavaScript gzip, each at most 150 kB
// (ARCHITECTURE.md §8; issue 9 item 11: /atendimento with the walk's tree-engine code in it). The
// chunk lists come from Vite's build manifest: the entry chunk with its static imports, plus, for
// /atendimento, the walk's chunk (the attendance and every walk screen, fetched as soon as the
// panel is up) with its imports. The panel itself is in the entry, as the home page is.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { entryChunks, lazyChunksOf as lazyChunksIn } from './scripts/vite-manifest.mjs';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

const lazyChunksOf = (folder) => lazyChunksIn(manifest, folder);

const onlyJs = (files) => [...new Set(files)].filter((file) => file.endsWith('.js'));
const home = onlyJs(entryChunks(manifest));
// /atendimento: the entry (the panel is in it), and the walk (attendance-walk.tsx), a lazy chunk of
// its own that the panel fetches at once: counted in the page's first load, and also printed apart.
const panel = home;
const walk = onlyJs(lazyChunksOf('src/features/attendance/attendance-walk')).filter(
  (file) => !panel.includes(file),
);
if (walk.length === 0) throw new Error('the walk (attendance-walk.tsx) has no chunk in the manifest');
const attendance = [...panel, ...walk];
// The admin's pages: the tree list, and the tree form with CodeMirror, the verifier, graph and diff.
const adminList = onlyJs([...home, ...lazyChunksOf('src/features/admin/admin-tree-list-page')]);
const adminForm = onlyJs([...home, ...lazyChunksOf('src/features/admin/tree-form-page')]);

// The user's bundle must not carry the server's tools: the tree comes as JSON, the contract's
// paths without its schemas. Source maps say which packages a chunk holds.
const FORBIDDEN = ['typebox', 'yaml', 'ajv', '@codemirror', 'codemirror'];
for (const file of new Set([...home, ...attendance])) {
  const map = `dist/${file}.map`;
  if (!existsSync(map)) continue;
  const sources = JSON.parse(readFileSync(map, 'utf8')).sources;
  for (const name of FORBIDDEN) {
    const hit = sources.find((source) => source.includes(`/node_modules/${name}/`));
    if (hit) throw new Error(`${file} (first load) contains ${name}: ${hit}`);
  }
}

const dist = (files) => files.map((file) => `dist/${file}`);

export default [
  { name: 'first load of / (JavaScript, gzip)', path: dist(home), limit: '150 kB', gzip: true },
  {
    name: 'first load of /atendimento, the panel and the walk (JavaScript, gzip)',
    path: dist(attendance),
    limit: '150 kB',
    gzip: true,
  },
  {
    name: 'of which the walk, fetched once the panel is up (JavaScript, gzip)',
    path: dist(walk),
    limit: '40 kB',
    gzip: true,
  },
  { name: 'first load of /admin, the tree list (JavaScript, gzip)', path: dist(adminList), limit: '175 kB', gzip: true },
  {
    name: 'first load of /admin/arvore/:id, the tree form (JavaScript, gzip)',
    path: dist(adminForm),
    limit: '400 kB',
    gzip: true,
  },
  // The tree form's workers, each a chunk of its own that the form starts once it is up (not in
  // its first load): the verifier (tree-engine) and the flow graph's layout (ELK).
  { name: 'the tree verification worker (JavaScript, gzip)', path: dist(workerChunk('tree-verify.worker')), limit: '100 kB', gzip: true },
  // The layout worker answers a quick first picture before it loads ELK (portal-ui flow-layout.worker.ts):
  // what it loads first is the worker alone; ELK, about ten times as big, comes after.
  { name: 'the flow graph layout worker, before ELK (JavaScript, gzip)', path: dist(workerChunk('flow-layout.worker')), limit: '60 kB', gzip: true },
  { name: 'ELK, loaded by the layout worker after its first answer (JavaScript, gzip)', path: dist(workerChunk('elk.bundled')), limit: '470 kB', gzip: true },
  {
    name: 'first load: CSS (gzip)',
    path: dist(onlyCss()),
    limit: '20 kB',
    gzip: true,
  },
];

/** A worker's chunk: Vite names it after its source file, outside the manifest. */
function workerChunk(name) {
  const found = readdirSync('dist/assets').filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  if (found.length !== 1) throw new Error(`expected one dist/assets/${name}-*.js, found ${found.length}`);
  return [`assets/${found[0]}`];
}

function onlyCss() {
  return [...new Set(entryChunks(manifest))].filter((file) => file.endsWith('.css'));
}
