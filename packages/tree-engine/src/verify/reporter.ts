import type { DiagnosticMessage } from '../messages/diagnostic-codes';
import type { Locale } from '../messages/locale';
import { wordDiagnostic } from '../messages/word-diagnostic';
import type { CodedDiagnostic, Diagnostic } from '../types';

/** A place in the tree, as keys and list indexes. @example ['telas', 'descreva', 'campos', 'predio'] */
export type Path = (string | number)[];

/**
 * A fix described on the tree, before positions are known: `parseTree` turns it into text offsets
 * (`Diagnostic.fix`) through the YAML document. It replaces the key or the value at `path` by
 * `insert`, or, with `within`, the placeholder `${name}` (its `occurrence`-th, 0-based) inside
 * the text value at `path` by `${insert}`.
 * @example const edit: PathEdit = { path: ['telas', 'a', 'rotluo'], part: 'key', insert: 'rotulo' }
 */
export interface PathEdit {
  path: Path;
  part: 'key' | 'value';
  insert: string;
  within?: { placeholder: string; occurrence: number };
}

/** A diagnostic as the checks produce it: maybe with a fix still to be located. @example const f: Finding = { ...diagnostic, edit } */
export type Finding = CodedDiagnostic & {
  edit?: PathEdit;
  /** Locate the finding at the value at `path` rather than at its key: the value is what is wrong. */
  atValue?: boolean;
};

/**
 * A finding worded in `locale`, its place taken from `path`.
 * @example finding('error', ['inicial'], verifyMessages.missingScreen('x'), 'en')
 */
export function finding(severity: Diagnostic['severity'], path: Path, said: DiagnosticMessage, locale?: Locale): Finding {
  return { severity, ...said, message: wordDiagnostic({ ...said, path }, locale), path } as Finding;
}

/** Collects the findings of the checks, each message prefixed with its place. @example report.warning(['telas', 'x'], verifyMessages.unreachable('inicio')) */
export interface Reporter {
  readonly diagnostics: Finding[];
  error(path: Path, said: DiagnosticMessage, edit?: PathEdit, where?: 'value'): void;
  warning(path: Path, said: DiagnosticMessage, edit?: PathEdit, where?: 'value'): void;
}

function located(severity: Diagnostic['severity'], path: Path, said: DiagnosticMessage, edit: PathEdit | undefined, where: 'value' | undefined, locale: Locale | undefined): Finding {
  const found = finding(severity, path, said, locale);
  if (edit) found.edit = edit;
  if (where === 'value') found.atValue = true;
  return found;
}

/**
 * How a reporter treats the findings of a salvaged tree (salvage.ts): `keep` drops those a
 * stand-in caused, `place` names paths as the author wrote them.
 * @example const options: ReporterOptions = { keep: (path) => keepFinding(holes, path), place: originalPath }
 */
export interface ReporterOptions {
  keep?: (path: Path) => boolean;
  place?: (path: Path) => Path;
  /** The language of the messages (pt-BR by default). */
  locale?: Locale;
}

/**
 * A fresh collector of diagnostics.
 * @example const report = createReporter(); report.error(['inicial'], verifyMessages.missingScreen('x'));
 */
export function createReporter(options: ReporterOptions = {}): Reporter {
  const diagnostics: Finding[] = [];
  const { keep, place, locale } = options;
  const add = (severity: Diagnostic['severity'], path: Path, said: DiagnosticMessage, edit: PathEdit | undefined, where: 'value' | undefined): void => {
    if (keep && !keep(path)) return;
    const placed = place ? place(path) : path;
    const placedEdit = edit && place ? { ...edit, path: place(edit.path) } : edit;
    diagnostics.push(located(severity, placed, said, placedEdit, where, locale));
  };
  return {
    diagnostics,
    error: (path, text, edit, where) => add('error', path, text, edit, where),
    warning: (path, text, edit, where) => add('warning', path, text, edit, where),
  };
}

/**
 * A finding without its unlocated fix: what `verifyTree` returns.
 * @example withoutEdit({ severity: 'error', message: 'm', path: [], edit }) // { severity: 'error', message: 'm', path: [] }
 */
export function withoutEdit(found: Finding): CodedDiagnostic {
  if (!found.edit && !found.atValue) return found;
  const { edit: _edit, atValue: _atValue, ...diagnostic } = found;
  return diagnostic;
}
