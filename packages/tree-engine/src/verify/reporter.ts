import { atPlace } from '../messages/describe-place';
import type { Diagnostic } from '../types';

/** A place in the tree, as keys and list indexes. @example ['telas', 'descreva', 'campos', 'predio'] */
export type Path = (string | number)[];

/** Collects the findings of the checks, each message prefixed with its place. @example report.warning(['telas', 'x'], verifyMessages.unreachable('inicio')) */
export interface Reporter {
  readonly diagnostics: Diagnostic[];
  error(path: Path, text: string): void;
  warning(path: Path, text: string): void;
}

/**
 * A fresh collector of diagnostics.
 * @example const report = createReporter(); report.error(['inicial'], 'a tela "x" não existe.');
 */
export function createReporter(): Reporter {
  const diagnostics: Diagnostic[] = [];
  return {
    diagnostics,
    error: (path, text) => diagnostics.push({ severity: 'error', message: atPlace(path, text), path }),
    warning: (path, text) => diagnostics.push({ severity: 'warning', message: atPlace(path, text), path }),
  };
}
