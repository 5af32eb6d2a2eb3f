import type { Field, FormScreen, TextField, Validator } from '../types';

/**
 * The label a field shows: a table's `opcoes.rotulo` before its own `rotulo`, an attachment
 * box's `rotulo` before its `opcoes.titulo`, any other field's `rotulo`; without one, the field's
 * name (its key in `campos`). Used by the portal's form and by the terminal walk.
 * @example fieldLabel({ tipo: 'tabela', rotulo: 'PCs', opcoes: { rotulo: 'Computadores', campos: {} } }, 'pcs') // 'Computadores'
 */
export function fieldLabel(field: Field, name: string): string {
  const label =
    field.tipo === 'tabela'
      ? (field.opcoes?.rotulo ?? field.rotulo)
      : field.tipo === 'caixaDeAnexo'
        ? (field.rotulo ?? field.opcoes?.titulo)
        : field.rotulo;
  return label !== undefined && label.trim() !== '' ? label : (field.nome ?? name);
}

/**
 * The help text of a field (`ajuda`; a table's `opcoes.ajuda` first), or undefined.
 * @example fieldHelp({ tipo: 'memorando', ajuda: 'Desde quando?' }) // 'Desde quando?'
 */
export function fieldHelp(field: Field): string | undefined {
  const help = field.tipo === 'tabela' ? (field.opcoes?.ajuda ?? field.ajuda) : field.ajuda;
  return help !== undefined && help.trim() !== '' ? help : undefined;
}

/**
 * The input mask of a field: the `mascara` of its first `mascara` validator, which both shapes the
 * typing and checks the length (spec §5). Undefined when it has none.
 * @example fieldMask({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'mascara', mascara: '##/##/####' }] }) // '##/##/####'
 */
export function fieldMask(field: Field): string | undefined {
  for (const validator of field.validadores ?? []) if (validator.tipo === 'mascara') return validator.mascara;
  return undefined;
}

/**
 * Whether a field must be filled in: it has a `naoVazio` validator or a `simples` `string` one
 * (which refuses a field never filled, spec §5), or (table, attachment box) a `minimo` above zero.
 * For the required mark; `validateField` is what enforces it.
 * @example isRequiredField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'naoVazio' }] }) // true
 */
export function isRequiredField(field: Field): boolean {
  const refusesBlank = (validator: Validator) => validator.tipo === 'naoVazio' || (validator.tipo === 'simples' && validator.formato === 'string');
  if (field.validadores?.some(refusesBlank)) return true;
  if (field.tipo !== 'tabela' && field.tipo !== 'caixaDeAnexo') return false;
  const minimo = field.opcoes?.minimo ?? field.minimo;
  return minimo !== undefined && minimo > 0;
}

/**
 * The markdown of an explanatory `texto` field: its `texto`, else its `rotulo`, else ''.
 * @example explanatoryText({ tipo: 'texto', texto: 'Leia **antes**.' }) // 'Leia **antes**.'
 */
export function explanatoryText(field: TextField): string {
  return field.texto ?? field.rotulo ?? '';
}

/**
 * The data-hub list keys a form screen needs (its selects' and its tables' selects' `chave`), in
 * field order and without repeats, so the app can fetch them before or while the form shows.
 * @example formListKeys({ campos: { predio: { tipo: 'caixaDeSelecao', opcoes: { chave: 'predios' } } } }) // ['predios']
 */
export function formListKeys(screen: Pick<FormScreen, 'campos'>): string[] {
  const keys = new Set<string>();
  const visit = (field: Field) => {
    if (field.tipo === 'caixaDeSelecao' && field.opcoes && !Array.isArray(field.opcoes)) keys.add(field.opcoes.chave);
    if (field.tipo === 'tabela') for (const inner of Object.values(field.opcoes?.campos ?? {})) visit(inner);
  };
  for (const field of Object.values(screen.campos ?? {})) visit(field);
  return [...keys];
}
