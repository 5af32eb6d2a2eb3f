// Last build step: a Brotli (.br) and a gzip (.gz) copy of every text file in dist, at the
// highest levels, once. The server sends them as they are (@fastify/static `preCompressed`) to
// browsers that accept them: slow connections get a fifth of the bytes and the server spends no
// CPU compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|css|html|svg|webmanifest|json|txt)$/;

let before = 0;
let after = 0;
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const path = join(dist, file);
  if (!TEXT.test(file) || file.startsWith('.vite') || !statSync(path).isFile()) continue;
  const content = readFileSync(path);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += br.length;
}
console.log(
  `dist: text files compressed, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with Brotli`,
);
