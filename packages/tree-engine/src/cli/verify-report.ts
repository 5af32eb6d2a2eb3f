/**
 * The three shapes of `chamados-tree verify`'s report. `text` is `file:line:col: erro|aviso:
 * message`, the line editors and most CI runners link; `json` is one document for other tools;
 * `github` writes GitHub Actions workflow commands, which the runner turns into annotations on
 * the pull request's changed lines.
 */
import { cliCatalogs } from '../messages/cli-catalogs';
import type { CliTexts } from '../messages/cli';
import type { DiagnosticCode, DiagnosticParams } from '../messages/diagnostic-codes';
import { DEFAULT_LOCALE, type Locale } from '../messages/locale';
import type { Diagnostic } from '../types';
import type { ReportFormat } from './parse-command-line';

/** One diagnostic of one file, with the fix placed as line and column too. @example reported.fix?.replace // 'rotluo' */
export interface ReportedDiagnostic {
  file: string;
  severity: Diagnostic['severity'];
  /** The diagnostic's code (the README's table), or `unreadable` for a file that could not be read. */
  code: DiagnosticCode | 'unreadable';
  params: DiagnosticParams;
  line: number;
  column: number;
  message: string;
  path: Diagnostic['path'];
  fix?: { line: number; column: number; from: number; to: number; replace: string; insert: string };
}

/** What a verify run found. @example const report: VerifyReport = { files: 1, errors: 0, warnings: 0, diagnostics: [] } */
export interface VerifyReport {
  files: number;
  errors: number;
  warnings: number;
  maxWarnings?: number;
  diagnostics: ReportedDiagnostic[];
}

/** The run fails on any error, or on more warnings than `--max-warnings`. @example isFailure(report) // false */
export function isFailure(report: VerifyReport): boolean {
  return report.errors > 0 || tooManyWarnings(report);
}

function tooManyWarnings(report: VerifyReport): boolean {
  return report.maxWarnings !== undefined && report.warnings > report.maxWarnings;
}

const fixLine = (d: ReportedDiagnostic, m: CliTexts): string | undefined => (d.fix ? m.fix(d.fix.line, d.fix.column, d.fix.replace, d.fix.insert) : undefined);

function textReport(report: VerifyReport, m: CliTexts): string[] {
  const lines = report.diagnostics.flatMap((d) => {
    const line = `${d.file}:${d.line}:${d.column}: ${m.severity[d.severity]}: ${d.message}`;
    const fix = fixLine(d, m);
    return fix === undefined ? [line] : [line, fix];
  });
  lines.push(m.summary(report.files, report.errors, report.warnings));
  if (tooManyWarnings(report)) lines.push(m.tooManyWarnings(report.warnings, report.maxWarnings ?? 0));
  return lines;
}

/** Workflow command data: '%', CR and LF are escaped, so a message stays on its command's line. */
const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** Workflow command properties also escape ':' and ','. */
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function githubReport(report: VerifyReport, m: CliTexts): string[] {
  const lines = report.diagnostics.map((d) => {
    const fix = fixLine(d, m);
    const message = fix === undefined ? d.message : `${d.message}\n${fix.trim()}`;
    const command = d.severity === 'error' ? 'error' : 'warning';
    return `::${command} file=${escapeProperty(d.file)},line=${d.line},col=${d.column},title=${escapeProperty(m.annotationTitle)}::${escapeData(message)}`;
  });
  lines.push(m.summary(report.files, report.errors, report.warnings));
  if (tooManyWarnings(report)) {
    lines.push(`::error title=${escapeProperty(m.annotationTitle)}::${escapeData(m.tooManyWarnings(report.warnings, report.maxWarnings ?? 0))}`);
  }
  return lines;
}

/**
 * The report's lines in the chosen format, worded in `locale` (the diagnostics' messages come
 * worded already).
 * @example formatReport(report, 'github') // ['::error file=a.yaml,line=9,col=7,title=chamados-tree::Tela …', '1 arquivo verificado: 1 erro, 0 avisos.']
 */
export function formatReport(report: VerifyReport, format: ReportFormat, locale: Locale = DEFAULT_LOCALE): string[] {
  if (format === 'json') return [JSON.stringify(report, null, 2)];
  const m = cliCatalogs[locale];
  return format === 'github' ? githubReport(report, m) : textReport(report, m);
}
