/**
 * Writes a generated file only when its text changes. `pnpm pack` rebuilds while other test files
 * of the package may be importing these files: rewriting identical bytes would let them read a
 * half-written file, and it would touch files that git and turbo then see as changed.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * Replaces the file atomically (a temporary file, then a rename) when the content differs.
 * @example writeIfChanged('tree.schema.json', text) // true when the file was rewritten
 */
export function writeIfChanged(path: string, content: string): boolean {
  let current: string | undefined;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) return false;
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
  return true;
}
