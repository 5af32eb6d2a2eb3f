import { fieldHelp, fieldLabel, isRequiredField, type MemoField } from '@chamados/tree-engine';
import { FieldShell } from '../field-shell/field-shell';
import type { FieldInputProps } from '../form-field/field-input-props';
import { asText } from './text-box-input';

/** Props of {@link MemoInput}: a `memorando` holds a string. */
export type MemoInputProps = FieldInputProps<MemoField, string>;

/**
 * A `memorando` (spec §2): several lines of text; line breaks go to the ticket as typed.
 * @example <MemoInput name="detalhes" field={field} value={values.detalhes} onChange={set} />
 */
export function MemoInput({ name, field, value, error, onChange, disabled }: MemoInputProps) {
  return (
    <FieldShell label={fieldLabel(field, name)} help={fieldHelp(field)} error={error} required={isRequiredField(field)}>
      {(control) => (
        <textarea {...control} name={name} className="ch-input" rows={5} value={asText(value)} onChange={(event) => onChange(event.target.value)} disabled={disabled} />
      )}
    </FieldShell>
  );
}
