// After `vite build` and the SSR build of src/prerender.tsx: writes the prerendered pages into
// dist (`/` → index.html, `/atendimento` → atendimento.html) and keeps the empty client-rendered
// shell as app.html, which the server answers for every other path.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production server renderer, as the browser gets React's production build.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrDir = join(root, 'node_modules/.prerender');
const { PRERENDERED_PAGES, renderPage } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
copyFileSync(join(dist, 'index.html'), join(dist, 'app.html'));

for (const pathname of PRERENDERED_PAGES) {
  const { html, title } = renderPage(pathname);
  let page = template.replace(EMPTY_ROOT, `<div id="root">${html}</div>`);
  if (title) page = page.replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  writeFileSync(join(dist, file), page);
  console.log(
    `dist/${file}: ${pathname} prerendered (${(html.length / 1024).toFixed(1)} KiB of markup)`,
  );
}
rmSync(ssrDir, { recursive: true, force: true });
