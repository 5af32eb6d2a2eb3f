/**
 * Checks of screen contents: options screens have options, forms have fields, tables hold only
 * text boxes and selects, count limits are ordered, masks are not empty, option lists have no
 * repeated text or value.
 */
import { verifyMessages } from '../messages/diagnostics';
import { tableFieldKinds } from '../schema/kinds';
import type { CheckboxOption, Field, SelectOption, Tree } from '../types';
import type { Path, Reporter } from './reporter';

function isEmpty(map: Record<string, unknown> | null | undefined): boolean {
  return !map || Object.keys(map).length === 0;
}

function checkDuplicates(options: readonly (SelectOption | CheckboxOption)[], path: Path, report: Reporter): void {
  for (const key of ['texto', 'valor'] as const) {
    const seen = new Set<string>();
    options.forEach((option, i) => {
      const value = option[key];
      if (seen.has(value)) report.error([...path, i, key], verifyMessages.duplicateOption(key, value));
      seen.add(value);
    });
  }
}

function checkLimits(field: Field, path: Path, report: Reporter): void {
  if (field.tipo !== 'tabela' && field.tipo !== 'caixaDeAnexo') return;
  // The same precedence as the runtime: a limit inside `opcoes` wins over one on the field.
  const fromOptions = (key: 'minimo' | 'maximo'): boolean => field.opcoes?.[key] !== undefined;
  const min = fromOptions('minimo') ? field.opcoes?.minimo : field.minimo;
  const max = fromOptions('maximo') ? field.opcoes?.maximo : field.maximo;
  if (min === undefined || max === undefined || min <= max) return;
  report.error(fromOptions('minimo') ? [...path, 'opcoes', 'minimo'] : [...path, 'minimo'], verifyMessages.minAboveMax(min, max));
}

function checkField(field: Field, path: Path, report: Reporter, inTable: boolean): void {
  if (inTable && !(tableFieldKinds as readonly string[]).includes(field.tipo)) {
    report.error([...path, 'tipo'], verifyMessages.tableFieldKind(field.tipo));
  }
  (field.validadores ?? []).forEach((validator, i) => {
    if (validator.tipo === 'mascara' && validator.mascara === '') {
      report.error([...path, 'validadores', i, 'mascara'], verifyMessages.emptyMask());
    }
  });
  checkLimits(field, path, report);
  if (field.tipo === 'caixaDeSelecao' && Array.isArray(field.opcoes)) checkDuplicates(field.opcoes, [...path, 'opcoes'], report);
  if (field.tipo === 'caixaDeChecagem') checkDuplicates(field.opcoes, [...path, 'opcoes'], report);
  if (field.tipo === 'tabela') {
    for (const [name, inner] of Object.entries(field.opcoes.campos)) {
      checkField(inner, [...path, 'opcoes', 'campos', name], report, true);
    }
  }
}

/**
 * Reports empty screens and field definitions that cannot work.
 * @example checkFields(tree, report)
 */
export function checkFields(tree: Tree, report: Reporter): void {
  for (const [name, screen] of Object.entries(tree.telas)) {
    const base = ['telas', name];
    if (screen.tipo === 'opcoes' && isEmpty(screen.opcoes)) {
      report.error(screen.opcoes ? [...base, 'opcoes'] : base, verifyMessages.noOptions());
    }
    if (screen.tipo !== 'formulario') continue;
    if (isEmpty(screen.campos)) {
      report.error(screen.campos ? [...base, 'campos'] : base, verifyMessages.noFields());
      continue;
    }
    for (const [fieldName, field] of Object.entries(screen.campos)) {
      checkField(field, [...base, 'campos', fieldName], report, false);
    }
  }
}
