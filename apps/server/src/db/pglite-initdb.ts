/**
 * A child process's entry (see `createPgliteDataDir`): PGlite's initdb in the directory given as
 * the first argument, then exit, so the memory initdb costs goes back to the OS with the process.
 * It ends when its parent does (stdin closes): an orphan would keep writing a directory nobody
 * renames.
 */
import { PGlite } from '@electric-sql/pglite';

process.stdin.on('end', () => process.exit(1));
process.stdin.on('error', () => process.exit(1));
process.stdin.resume();

try {
  const pg = new PGlite(process.argv[2]);
  await pg.waitReady;
  await pg.close();
  process.exit(0);
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
}
