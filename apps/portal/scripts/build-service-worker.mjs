// Writes dist/sw.js with Workbox after the build: the shell (HTML pages, the entry chunk with its
// static imports and CSS, the manifest and icons) is precached, so the portal opens offline;
// other hashed chunks (pages, admin) are cached on first use, so users never download the admin
// editor in the background.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { shellChunks } from './vite-manifest.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: [
    '*.html',
    'manifest.webmanifest',
    'favicon.svg',
    'icons/*.png',
    ...shellChunks(manifest),
  ],
  swDest: join(dist, 'sw.js'),
  // One file, no workbox-*.js beside it; the page's update flow sends SKIP_WAITING (spec §4).
  inlineWorkboxRuntime: true,
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  sourcemap: false,
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  // Pages prerendered at build time answer their own path (`/atendimento` → atendimento.html);
  // every other page opens from the client-rendered shell.
  navigateFallback: existsSync(join(dist, 'app.html')) ? '/app.html' : '/index.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/sso\//, /^\/healthz$/, /^\/robots\.txt$/],
  runtimeCaching: [
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'chamados-chunks', expiration: { maxEntries: 120 } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`dist/sw.js: ${count} files precached, ${(size / 1024).toFixed(1)} KiB`);
