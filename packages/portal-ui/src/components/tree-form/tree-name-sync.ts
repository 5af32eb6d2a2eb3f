/**
 * One name for a tree (issue: the form's Nome and the text's `nome` used to drift apart). The
 * form's Nome is the source of truth — the server stores it, checks it is unique, and users see it
 * in the service panel — and the text's top-level `nome:` follows it: typing in Nome rewrites that
 * line while the two agree, a text loaded into a new tree gives Nome its name, and a difference is
 * flagged with a quick fix either way.
 */
import { treeNameInText, withTreeName, type Diagnostic } from '@chamados/tree-engine';
import { tAdmin } from '../../messages/t-admin';

/** The text's own name when it differs from Nome. @example nameMismatch('nome: Rede\n', 'Wi-Fi') // { text: 'Rede', line: 1, column: 1 } */
export interface NameMismatch {
  text: string;
  line: number;
  column: number;
}

/**
 * The text's name when it is not the form's Nome; undefined when they agree, when the text has
 * no one-line `nome`, or while Nome is blank (its own error says so).
 * @example nameMismatch('nome: Rede\ninicial: a\n', 'Rede') // undefined
 */
export function nameMismatch(text: string, name: string): NameMismatch | undefined {
  const found = treeNameInText(text);
  if (!found || name.trim() === '' || found.name.trim() === name.trim()) return undefined;
  return { text: found.name, line: found.line, column: found.column };
}

/**
 * The text after Nome changed from `previous` to `next`: its `nome` follows while it agreed with
 * `previous` (or Nome was blank); a name the author set apart in the text is left for them.
 * @example renamedText('nome: Rede\n', 'Rede', 'Wi-Fi') // 'nome: Wi-Fi\n'
 */
export function renamedText(text: string, previous: string, next: string): string {
  if (next.trim() === '') return text;
  const found = treeNameInText(text);
  if (!found || (previous.trim() !== '' && found.name.trim() !== previous.trim())) return text;
  return withTreeName(text, next.trim());
}

/**
 * The name a loaded file gives a new tree: its `nome`, when it has one that is not blank.
 * @example nameOfLoadedText('nome: Impressora\n') // 'Impressora'
 */
export function nameOfLoadedText(text: string): string | undefined {
  const name = treeNameInText(text)?.name.trim();
  return name ? name : undefined;
}

/**
 * The Log de Erros entry of a difference: a warning at the text's `nome` line.
 * @example mismatchDiagnostic({ text: 'Rede', line: 1, column: 1 }, 'Wi-Fi').severity // 'warning'
 */
export function mismatchDiagnostic(mismatch: NameMismatch, name: string): Diagnostic {
  return {
    severity: 'warning',
    message: tAdmin('admin.form.nameDiffersLog', { text: mismatch.text, name: name.trim() }),
    path: ['nome'],
    line: mismatch.line,
    column: mismatch.column,
  };
}
