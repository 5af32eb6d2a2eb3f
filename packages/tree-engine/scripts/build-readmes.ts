/** Rewrites the generated parts of both READMEs: the tables of diagnostic and field error codes and the install line (part of `pnpm generate`). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../src/messages/locale';
import { withDiagnosticTable, withFieldErrorTable } from './diagnostic-table';
import { withInstallVersion } from './readme-version';
import { writeIfChanged } from './write-if-changed';

const READMES: [string, Locale][] = [
  ['README.md', 'en'],
  ['README.pt-BR.md', 'pt-BR'],
];

/** Rewrites the READMEs that changed. @example writeReadmes() // logs 'escrito README.md' when it changed */
export function writeReadmes(): void {
  const root = new URL('../', import.meta.url);
  const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
  for (const [name, locale] of READMES) {
    const path = fileURLToPath(new URL(name, root));
    const text = readFileSync(path, 'utf8');
    if (writeIfChanged(path, withInstallVersion(withFieldErrorTable(withDiagnosticTable(text, locale), locale), version))) console.log(`escrito ${name}`);
  }
}
