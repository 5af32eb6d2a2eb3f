import { fieldHelp, fieldLabel, isRequiredField, type CheckboxField } from '@chamados/tree-engine';
import { FieldShell } from '../field-shell/field-shell';
import type { FieldInputProps } from '../form-field/field-input-props';

/** Props of {@link CheckboxGroup}: a `caixaDeChecagem` holds the list of checked `valor`s. */
export type CheckboxGroupProps = FieldInputProps<CheckboxField, string[]>;

/**
 * A `caixaDeChecagem` (spec §2): check boxes under one legend; the value lists the checked
 * options' `valor` in the tree's order.
 * @example <CheckboxGroup name="problemas" field={field} value={values.problemas} onChange={set} />
 */
export function CheckboxGroup({ name, field, value, error, onChange, disabled }: CheckboxGroupProps) {
  const checked = Array.isArray(value) ? value : [];
  const options = field.opcoes ?? [];
  return (
    <FieldShell as="group" label={fieldLabel(field, name)} help={fieldHelp(field)} error={error} required={isRequiredField(field)}>
      {(control) => (
        <div className="ch-checks">
          {options.map((option, index) => (
            <label key={option.valor} className="ch-check">
              <input
                type="checkbox"
                id={index === 0 ? control.id : undefined}
                name={name}
                value={option.valor}
                checked={checked.includes(option.valor)}
                disabled={disabled}
                onChange={(event) => {
                  const on = event.target.checked;
                  onChange((previous) => {
                    const current = Array.isArray(previous) ? previous : [];
                    const next = new Set(on ? [...current, option.valor] : current.filter((v) => v !== option.valor));
                    return options.map((o) => o.valor).filter((v) => next.has(v));
                  });
                }}
              />
              <span>{option.texto}</span>
            </label>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
