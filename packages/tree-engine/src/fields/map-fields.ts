import type { Locale } from '../messages/locale';
import { runtimeTexts } from '../messages/runtime-catalogs';
import type { Field, FormValues, Properties } from '../types';

/**
 * Maps entered values to ticket properties (spec §5): caixaDeTexto, memorando, caixaDeSelecao
 * and tabela copy their value to `mapeamento`; each check-box option with a `mapeamento` gets
 * 'Sim' when its valor is selected, else 'Não'; texto and caixaDeAnexo never map. Values left
 * undefined are not mapped. 'Sim'/'Não' follow `locale` ('Sí'/'No', 'Yes'/'No').
 * @example mapFieldsToProperties({ predio: { tipo: 'caixaDeTexto', mapeamento: 'local' } }, { predio: 'PVA' }) // { local: 'PVA' }
 */
export function mapFieldsToProperties(campos: Record<string, Field>, values: FormValues, locale?: Locale): Properties {
  const words = runtimeTexts(locale);
  // Entries, then fromEntries: a property named '__proto__' stays an ordinary key.
  const entries: [string, Properties[string]][] = [];
  for (const [name, field] of Object.entries(campos ?? {})) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    switch (field.tipo) {
      case 'caixaDeTexto':
      case 'memorando':
      case 'caixaDeSelecao':
      case 'tabela': {
        const target = field.tipo === 'tabela' ? (field.mapeamento ?? field.opcoes.mapeamento) : field.mapeamento;
        if (target !== undefined && value !== undefined) entries.push([target, value as Properties[string]]);
        break;
      }
      case 'caixaDeChecagem': {
        const selected: unknown[] = Array.isArray(value) ? value : [];
        for (const option of field.opcoes ?? []) {
          if (option.mapeamento === undefined) continue;
          const checked = selected.includes(option.valor);
          entries.push([option.mapeamento, checked ? words.checked : words.unchecked]);
        }
        break;
      }
      default:
        break;
    }
  }
  return Object.fromEntries(entries);
}
