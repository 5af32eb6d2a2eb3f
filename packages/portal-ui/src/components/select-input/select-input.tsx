import { fieldHelp, fieldLabel, isRequiredField, resolveSelectOptions, type ListItem, type SelectField, type SelectOption } from '@chamados/tree-engine';
import { t } from '../../messages/t';
import { FieldShell } from '../field-shell/field-shell';
import type { FieldInputProps } from '../form-field/field-input-props';

/** A data-hub list as the app has it: its items, still loading, or failed. */
export type ListState = readonly ListItem[] | 'loading' | 'error';

/** Props of {@link SelectInput}: a `caixaDeSelecao` holds the chosen option `{ texto, valor }`. */
export interface SelectInputProps extends FieldInputProps<SelectField, SelectOption> {
  /**
   * Para uma lista que vem de fora (campi, prédios): as opções, ou 'Carregando…' enquanto não
   * chegam, ou a falha ao carregá-las.
   * @remarks For options `{ chave }`: the data-hub list the app fetched (`GET
   * /api/datahub/lists/{chave}`).
   */
  list?: ListState;
}

function isOption(value: unknown): value is SelectOption {
  return typeof value === 'object' && value !== null && typeof (value as SelectOption).valor === 'string';
}

/**
 * A `caixaDeSelecao` (spec §2): a native select (keyboard and screen readers know it) over the
 * static options or the data-hub items (tree-engine's `resolveSelectOptions`), showing
 * 'Carregando opções…' until the app's list arrives. A value chosen earlier stays visible even
 * before its list is back.
 * @example <SelectInput name="predio" field={field} list={lists.predios} value={values.predio} onChange={set} />
 */
export function SelectInput({ name, field, value, error, onChange, disabled, list }: SelectInputProps) {
  const options = resolveSelectOptions(field, Array.isArray(list) ? (list as ListItem[]) : undefined);
  const failed = options === undefined && list === 'error';
  const loading = options === undefined && !failed;
  const chosen = isOption(value) ? value : undefined;
  const shown = options ?? [];
  const missing = chosen && !shown.some((option) => option.valor === chosen.valor) ? [chosen] : [];
  const help = fieldHelp(field);

  return (
    <FieldShell
      label={fieldLabel(field, name)}
      help={failed ? <>{help ? <span>{help} </span> : null}<span className="ch-field__warning">{t('walk.select.error')}</span></> : help}
      error={error}
      required={isRequiredField(field)}
    >
      {(control) => (
        <select
          {...control}
          name={name}
          className="ch-input ch-select"
          value={chosen?.valor ?? ''}
          disabled={disabled || (options === undefined && missing.length === 0)}
          aria-busy={loading || undefined}
          onChange={(event) => {
            const picked = [...missing, ...shown].find((option) => option.valor === event.target.value);
            onChange(picked ? { texto: picked.texto, valor: picked.valor } : undefined);
          }}
        >
          <option value="">{loading ? t('walk.select.loading') : t('walk.select.placeholder')}</option>
          {[...missing, ...shown].map((option) => (
            <option key={option.valor} value={option.valor}>
              {option.texto}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
