import { t } from '../messages/t';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
};

// Browsers name a pasted screenshot 'image.png' (Chrome, Firefox) or give it no name at all.
const GENERIC_NAME = /^(image(\.\w+)?)?$/i;

/**
 * Whether a pasted file is an image without a name of its own (a screenshot from the clipboard),
 * which {@link screenshotName} should name; a file copied from a file manager keeps its name.
 * @example isUnnamedClipboardImage(new File([], 'image.png', { type: 'image/png' })) // true
 */
export function isUnnamedClipboardImage(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.startsWith('image/') && GENERIC_NAME.test(file.name.trim());
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A readable name for a pasted screenshot, from the user's local clock, with a suffix when the
 * name is already `taken` (two screenshots in the same minute).
 * @example screenshotName(new Date(2025, 2, 4, 9, 5), 'image/png') // 'captura-de-tela-2025-03-04-09-05.png'
 */
export function screenshotName(date: Date, contentType: string, taken: readonly string[] = []): string {
  const stamp = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}-${pad(date.getMinutes())}`;
  const base = `${t('walk.attachments.screenshotPrefix')}-${stamp}`;
  const extension = EXTENSIONS[contentType] ?? 'png';
  let name = `${base}.${extension}`;
  for (let n = 2; taken.includes(name); n += 1) name = `${base}-${n}.${extension}`;
  return name;
}
