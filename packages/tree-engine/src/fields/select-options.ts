import type { AttendanceEnv, SelectField, SelectOption } from '../types';

/**
 * The options of a select box: its static list, or the data-hub list named by `chave` turned into
 * options (item key → valor, item value → texto). A select's form value is the chosen option
 * object, so a tree reads `campo.valor` or `campo.texto`.
 * @example await selectOptions({ tipo: 'caixaDeSelecao', opcoes: { chave: 'predios' } }, env) // [{ texto: 'Prédio principal', valor: 'pva' }]
 */
export async function selectOptions(field: Pick<SelectField, 'opcoes'>, env: Pick<AttendanceEnv, 'lookupList'>): Promise<SelectOption[]> {
  const { opcoes } = field;
  if (Array.isArray(opcoes)) return opcoes;
  const items = await env.lookupList(opcoes.chave);
  return items.map((item) => ({ texto: item.value, valor: item.key }));
}
