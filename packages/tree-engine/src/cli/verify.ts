/**
 * `chamados-tree verify FILE…`: every diagnostic of every file, then a summary, all on stdout (the
 * report is the command's output; stderr is for misuse, so a clean run writes nothing there).
 * Exit status 1 when any file has an error or the warnings pass `--max-warnings`.
 */
import { readFile } from 'node:fs/promises';
import { cliCatalogs } from '../messages/cli-catalogs';
import { DEFAULT_LOCALE, type Locale } from '../messages/locale';
import { parseTree } from '../parse/parse-tree';
import { verifyOptionsOf, type CliConfig } from './config';
import { consoleOutput, type CliOutput } from './cli-output';

export type { CliOutput } from './cli-output';
import type { ReportFormat } from './parse-command-line';
import { formatReport, isFailure, type ReportedDiagnostic, type VerifyReport } from './verify-report';

/** How `verify` reports. @example const options: VerifyCommandOptions = { format: 'json', maxWarnings: 0 } */
export interface VerifyCommandOptions {
  format?: ReportFormat;
  maxWarnings?: number;
  /** The language of the report and of the diagnostics (pt-BR by default). */
  locale?: Locale;
  /** `chamados-tree.config.json`: FAQ rules and the data hub's names for the verifier. */
  config?: CliConfig;
}

/** The 1-based line and column of a text offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The diagnostics of one file; a file that cannot be read is one error. */
async function verifyFile(file: string, options: VerifyCommandOptions): Promise<ReportedDiagnostic[]> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return [{ file, severity: 'error', code: 'unreadable', params: { reason }, line: 1, column: 1, message: cliCatalogs[locale].unreadable(reason), path: [] }];
  }
  return parseTree(text, verifyOptionsOf(options.config ?? {}, locale)).diagnostics.map((d) => {
    const reported: ReportedDiagnostic = { file, severity: d.severity, code: d.code, params: d.params, line: d.line ?? 1, column: d.column ?? 1, message: d.message, path: d.path };
    if (d.fix) {
      const { from, to, insert } = d.fix;
      reported.fix = { ...positionOf(text, from), from, to, replace: text.slice(from, to), insert };
    }
    return reported;
  });
}

/**
 * Verifies tree files, prints the report and resolves to the exit status (0 or 1).
 * @example process.exitCode = await runVerify(['examples/wifi-eduroam.yaml'], consoleOutput, { format: 'github' })
 */
export async function runVerify(files: readonly string[], output: CliOutput = consoleOutput, options: VerifyCommandOptions = {}): Promise<number> {
  const diagnostics: ReportedDiagnostic[] = [];
  for (const file of files) diagnostics.push(...(await verifyFile(file, options)));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const report: VerifyReport = {
    files: files.length,
    errors,
    warnings: diagnostics.length - errors,
    ...(options.maxWarnings === undefined ? {} : { maxWarnings: options.maxWarnings }),
    diagnostics,
  };
  for (const line of formatReport(report, options.format ?? 'text', options.locale)) output.out(line);
  return isFailure(report) ? 1 : 0;
}
