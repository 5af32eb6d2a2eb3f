/**
 * `chamados-tree verify FILE…`: diagnostics as `file:line:col: erro|aviso: message`, the format
 * editors and CI annotate, each followed by an indented `correção (line:col): troque "a" por "b".`
 * when the diagnostic proposes a fix, then a summary line, all on stdout (the report is the
 * command's output; stderr is for misuse, so a clean run writes nothing there); exit status 1 when
 * any file has an error.
 */
import { readFile } from 'node:fs/promises';
import { cliMessages } from '../messages/cli';
import { parseTree } from '../parse/parse-tree';
import { writeLine } from './closed-pipe';

/** Where the CLI writes; tests pass their own. @example const output: CliOutput = { out: console.log, err: console.error } */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** The process's stdout and stderr. @example await runVerify(files, consoleOutput) */
export const consoleOutput: CliOutput = {
  out: (line) => writeLine(process.stdout, line),
  err: (line) => writeLine(process.stderr, line),
};

/** The 1-based line and column of a text offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Verifies tree files and prints their diagnostics; resolves to the exit status.
 * @example process.exitCode = await runVerify(['examples/wifi-eduroam.yaml'])
 */
export async function runVerify(files: readonly string[], output: CliOutput = consoleOutput): Promise<number> {
  let errors = 0;
  let warnings = 0;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      errors += 1;
      output.out(`${file}:1:1: ${cliMessages.severity.error}: ${cliMessages.unreadable((error as NodeJS.ErrnoException).code ?? String(error))}`);
      continue;
    }
    for (const d of parseTree(text).diagnostics) {
      if (d.severity === 'error') errors += 1;
      else warnings += 1;
      output.out(`${file}:${d.line ?? 1}:${d.column ?? 1}: ${cliMessages.severity[d.severity]}: ${d.message}`);
      if (d.fix) {
        const { line, column } = positionOf(text, d.fix.from);
        output.out(cliMessages.fix(line, column, text.slice(d.fix.from, d.fix.to), d.fix.insert));
      }
    }
  }
  output.out(cliMessages.summary(files.length, errors, warnings));
  return errors > 0 ? 1 : 0;
}
