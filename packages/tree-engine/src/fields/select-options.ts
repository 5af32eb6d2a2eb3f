import type { AttendanceEnv, ListItem, SelectField, SelectOption } from '../types';

/**
 * Data-hub list items as select options: item key → `valor`, item value → `texto`.
 * @example optionsFromList([{ key: 'pvb', value: 'Pavilhão de Aulas B' }]) // [{ texto: 'Pavilhão de Aulas B', valor: 'pvb' }]
 */
export function optionsFromList(items: readonly ListItem[]): SelectOption[] {
  return items.map((item) => ({ texto: item.value, valor: item.key }));
}

/**
 * The options of a select box, synchronously: its static list, or the data-hub list `items` the
 * caller already fetched for its `chave` (undefined while they are not there yet).
 * @example resolveSelectOptions({ opcoes: { chave: 'campi' } }, [{ key: 'vicosa', value: 'Viçosa' }]) // [{ texto: 'Viçosa', valor: 'vicosa' }]
 */
export function resolveSelectOptions(field: Pick<SelectField, 'opcoes'>, items?: readonly ListItem[]): SelectOption[] | undefined {
  const { opcoes } = field;
  if (Array.isArray(opcoes)) return opcoes;
  return items ? optionsFromList(items) : undefined;
}

/**
 * The options of a select box: its static list, or the data-hub list named by `chave` turned into
 * options (item key → valor, item value → texto). A select's form value is the chosen option
 * object, so a tree reads `campo.valor` or `campo.texto`.
 * @example await selectOptions({ tipo: 'caixaDeSelecao', opcoes: { chave: 'predios' } }, env) // [{ texto: 'Prédio principal', valor: 'pva' }]
 */
export async function selectOptions(field: Pick<SelectField, 'opcoes'>, env: Pick<AttendanceEnv, 'lookupList'>): Promise<SelectOption[]> {
  const { opcoes } = field;
  if (Array.isArray(opcoes)) return opcoes;
  return optionsFromList(await env.lookupList(opcoes.chave));
}
