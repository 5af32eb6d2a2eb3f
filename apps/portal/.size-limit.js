// `pnpm size`: the first load of `/` and of `/atendimento`, JavaScript gzip, each at most 150 kB
// (ARCHITECTURE.md §8). The chunk lists come from Vite's build manifest: the entry chunk with its
// static imports, plus, for /atendimento, the lazy chunks of the attendance feature (the page
// its route loads) with theirs.
import { existsSync, readFileSync } from 'node:fs';
import { entryChunks, lazyChunksOf, staticClosure } from './scripts/vite-manifest.mjs';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

/** A lazy page's chunk (by its source file), with its static imports. */
function pageChunks(source) {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not a chunk of the build`);
  return staticClosure(manifest, chunk);
}

const onlyJs = (files) => [...new Set(files)].filter((file) => file.endsWith('.js'));
const home = onlyJs(entryChunks(manifest));
const attendance = onlyJs([...home, ...lazyChunksOf(manifest, 'src/features/attendance/')]);

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
    name: 'first load of /atendimento (JavaScript, gzip)',
    path: dist(attendance),
    limit: '150 kB',
    gzip: true,
  },
  // Admin pages load CodeMirror, the verifier, the graph and the diff only on their routes.
  {
    name: 'first load of /admin (tree list) (JavaScript, gzip)',
    path: dist(onlyJs([...home, ...pageChunks('src/features/admin/admin-tree-list-page.tsx')])),
    limit: '175 kB',
    gzip: true,
  },
  {
    name: 'first load of /admin/arvore/:id (tree form: CodeMirror, verifier, graph, diff) (JavaScript, gzip)',
    path: dist(onlyJs([...home, ...pageChunks('src/features/admin/tree-form-page.tsx')])),
    limit: '400 kB',
    gzip: true,
  },
  {
    name: 'first load: CSS (gzip)',
    path: dist(onlyCss()),
    limit: '20 kB',
    gzip: true,
  },
];

function onlyCss() {
  return [...new Set(entryChunks(manifest))].filter((file) => file.endsWith('.css'));
}
