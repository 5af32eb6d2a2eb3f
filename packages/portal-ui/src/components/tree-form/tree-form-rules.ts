import type { Diagnostic } from '@chamados/tree-engine';

/** What the form knows when it decides which buttons may act (spec §4). */
export interface TreeFormState {
  isNew: boolean;
  launched: boolean;
  text: string;
  diagnostics: readonly Diagnostic[];
  nameValid: boolean;
}

/** Which of the form's buttons may act now. */
export interface TreeFormRules {
  save: boolean;
  test: boolean;
  launch: boolean;
  restore: boolean;
  disable: boolean;
  delete: boolean;
}

/**
 * Spec §4: Testar needs no errors and some text; Lançar also a saved tree; Restaurar and
 * Desabilitar a launched one; Apagar a saved tree that is not launched; Salvar a valid name.
 * @example treeFormRules({ isNew: true, launched: false, text: '', diagnostics: [], nameValid: true }).launch // false
 */
export function treeFormRules({ isNew, launched, text, diagnostics, nameValid }: TreeFormState): TreeFormRules {
  // /\S/ stops at the first character: no copy of a 1 MB text on every keystroke, as trim() makes.
  const verified = /\S/.test(text) && !diagnostics.some((d) => d.severity === 'error');
  return {
    save: nameValid,
    test: verified,
    launch: verified && !isNew && nameValid,
    restore: launched,
    disable: launched,
    delete: !isNew && !launched,
  };
}
