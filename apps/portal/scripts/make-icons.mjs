// Draws the PWA icons (public/icons/*.png) from the portal mark with Debian's Chromium, so no
// image tool is needed: `node scripts/make-icons.mjs` after changing public/favicon.svg. The PNGs
// are committed; the build only copies them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const out = join(root, 'public/icons');
mkdirSync(out, { recursive: true });

// 'any' icons are the mark as drawn; the maskable one fills the square with the theme colour and
// keeps the mark inside the 80 % safe zone, since launchers crop it to their own shape.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const work = mkdtempSync(join(tmpdir(), 'icons-'));
try {
  for (const { file, size, maskable } of icons) {
    const inner = maskable ? Math.round(size * 0.7) : size;
    const html = `<!doctype html><style>html,body{margin:0;width:${size}px;height:${size}px;overflow:hidden;
      background:${maskable ? '#682A2C' : 'transparent'};display:grid;place-items:center}
      svg{width:${inner}px;height:${inner}px;display:block}</style>${mark}`;
    const page = join(work, `${file}.html`);
    writeFileSync(page, html);
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--default-background-color=00000000',
        `--window-size=${size},${size}`,
        `--screenshot=${join(out, file)}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
