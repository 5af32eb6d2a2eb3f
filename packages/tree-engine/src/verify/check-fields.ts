/**
 * Checks of screen contents: options screens have options, more than one and leading to more
 * than one place; forms have fields; tables hold only text boxes and selects; count limits are
 * ordered and a file fits the total size; masks are not empty and leave some value a numeric
 * validator accepts; option lists have no repeated text or value; a model file's address is
 * http(s).
 */
import { maskSample } from '../fields/mask';
import { validateField } from '../fields/validate-field';
import { verifyMessages } from '../messages/diagnostics';
import { tableFieldKinds } from '../schema/kinds';
import { isSafeTutorialUrl } from '../urls/tutorial-url';
import type { CheckboxOption, Field, OptionsScreen, SelectOption, Tree } from '../types';
import type { Path, Reporter } from './reporter';
import { normalizeName } from './suggest';

function isEmpty(map: Record<string, unknown> | null | undefined): boolean {
  return !map || Object.keys(map).length === 0;
}

/** The option's text as a value: lower case, no accents, words joined by '-' ('Pavilhão B' → 'pavilhao-b'). */
const slug = (text: string): string =>
  normalizeName(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * A value or text no option has, to propose in place of a repeat: for a value, the option's own
 * text as a value when free, else the repeat numbered ('sim-2'); for a text, the text numbered
 * ('Sim (2)').
 */
function unusedName(option: SelectOption | CheckboxOption, key: 'texto' | 'valor', taken: ReadonlySet<string>): string | undefined {
  const value = option[key];
  if (typeof value !== 'string') return undefined;
  const fromText = key === 'valor' && typeof option.texto === 'string' ? slug(option.texto) : '';
  if (fromText !== '' && !taken.has(fromText)) return fromText;
  for (let n = 2; n < 1000; n++) {
    const numbered = key === 'valor' ? `${value}-${n}` : `${value} (${n})`;
    if (!taken.has(numbered)) return numbered;
  }
  return undefined;
}

function checkDuplicates(options: readonly (SelectOption | CheckboxOption)[], path: Path, report: Reporter): void {
  for (const key of ['texto', 'valor'] as const) {
    const taken = new Set(options.map((option) => option[key]));
    const seen = new Set<string>();
    options.forEach((option, i) => {
      const value = option[key];
      if (seen.has(value)) {
        const proposed = unusedName(option, key, taken);
        const at = [...path, i, key];
        if (proposed !== undefined) taken.add(proposed);
        report.error(at, verifyMessages.duplicateOption(key, value, proposed), proposed === undefined ? undefined : { path: at, part: 'value', insert: proposed });
      }
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

function checkAttachmentBox(field: Field, path: Path, report: Reporter): void {
  if (field.tipo !== 'caixaDeAnexo' || !field.opcoes) return;
  const { tamMaxPorArquivoMb: perFile, tamMaxTotalMb: total, modelo } = field.opcoes;
  if (perFile !== undefined && total !== undefined && perFile > total) {
    report.error([...path, 'opcoes', 'tamMaxPorArquivoMb'], verifyMessages.fileAboveTotal(perFile, total));
  }
  // The portal renders the model as a download link: the same rule as a tutorial's link.
  if (modelo !== undefined && !isSafeTutorialUrl(modelo)) report.error([...path, 'opcoes', 'modelo'], verifyMessages.modelScheme());
}

/** A mask whose every value a `simples` int/double validator refuses: only an empty field passes. */
function checkMaskAgainstFormat(field: Field, path: Path, report: Reporter): void {
  if (field.tipo !== 'caixaDeTexto' && field.tipo !== 'memorando') return;
  const validators = field.validadores ?? [];
  validators.forEach((validator, i) => {
    if (validator.tipo !== 'simples' || (validator.formato !== 'int' && validator.formato !== 'double')) return;
    for (const mask of validators) {
      if (mask.tipo !== 'mascara' || mask.mascara === '') continue;
      if (validateField({ tipo: 'caixaDeTexto', validadores: [validator] }, maskSample(mask.mascara)) === undefined) continue;
      report.warning([...path, 'validadores', i], verifyMessages.maskNeverFits(mask.mascara, validator.formato));
      return;
    }
  });
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
  checkMaskAgainstFormat(field, path, report);
  checkLimits(field, path, report);
  checkAttachmentBox(field, path, report);
  if (field.tipo === 'caixaDeSelecao' && Array.isArray(field.opcoes)) checkDuplicates(field.opcoes, [...path, 'opcoes'], report);
  if (field.tipo === 'caixaDeChecagem') checkDuplicates(field.opcoes, [...path, 'opcoes'], report);
  // Each check box maps to its own property ('Sim'/'Não'); the field's own `mapeamento` maps nothing.
  if (field.tipo === 'caixaDeChecagem' && typeof field.mapeamento === 'string') report.warning([...path, 'mapeamento'], verifyMessages.checkboxFieldMapping());
  if (field.tipo === 'tabela') {
    for (const [name, inner] of Object.entries(field.opcoes.campos)) {
      checkField(inner, [...path, 'opcoes', 'campos', name], report, true);
    }
  }
}

/** An options screen whose choice changes nothing: one option, or every option to one screen. */
function checkOptions(screen: OptionsScreen, path: Path, report: Reporter): void {
  const targets = Object.values(screen.opcoes ?? {});
  if (targets.length === 0) {
    report.error(screen.opcoes ? [...path, 'opcoes'] : path, verifyMessages.noOptions());
  } else if (targets.length === 1) {
    report.warning([...path, 'opcoes'], verifyMessages.singleOption());
  } else if (targets.every((target) => target === targets[0])) {
    report.warning([...path, 'opcoes'], verifyMessages.sameTargetOptions(targets[0] ?? ''));
  }
}

/**
 * Reports empty screens, options screens that offer no real choice and field definitions that
 * cannot work.
 * @example checkFields(tree, report)
 */
export function checkFields(tree: Tree, report: Reporter): void {
  for (const [name, screen] of Object.entries(tree.telas)) {
    const base = ['telas', name];
    if (screen.tipo === 'opcoes') checkOptions(screen, base, report);
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
