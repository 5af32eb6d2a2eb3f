import { applyMask, fieldHelp, fieldLabel, fieldMask, isDecimalField, isRequiredField, type TextBoxField } from '@chamados/tree-engine';
import type { ChangeEvent } from 'react';
import { t } from '../../messages/t';
import { FieldShell } from '../field-shell/field-shell';
import type { FieldInputProps } from '../form-field/field-input-props';

/** Props of {@link TextBoxInput}: a `caixaDeTexto` holds a string. */
export type TextBoxInputProps = FieldInputProps<TextBoxField, string>;

// A mask of digits and literals only gets the numeric keyboard on phones.
const LETTER_SLOTS = /[XSAa]/;

/** A form value as the text a text control shows (a default may come as a number). */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/**
 * A `caixaDeTexto` (spec §2): one line of text. With a `mascara` validator the mask shapes the
 * text while the user types or pastes (tree-engine's `applyMask`), and the caret stays after the
 * character just typed, even in the middle of the text. A `double` field says under it that a
 * decimal comma works ('1.500,00'; tree-engine stores '1500.00') and opens the decimal keypad.
 * @example <TextBoxInput name="telefone" field={field} value={values.telefone} onChange={set} />
 */
export function TextBoxInput({ name, field, value, error, onChange, disabled }: TextBoxInputProps) {
  const mask = fieldMask(field);
  const decimal = isDecimalField(field);
  const help = fieldHelp(field);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    if (mask === undefined) {
      onChange(input.value);
      return;
    }
    const raw = input.value;
    const masked = applyMask(mask, raw);
    // Masking is prefix-stable: the masked text before the caret ends where the caret belongs.
    const caret = Math.min(applyMask(mask, raw.slice(0, input.selectionStart ?? raw.length)).length, masked.length);
    // Written to the DOM at once, so React finds nothing to reset and the caret stays put.
    input.value = masked;
    input.setSelectionRange(caret, caret);
    onChange(masked);
  }

  return (
    <FieldShell
      label={fieldLabel(field, name)}
      help={
        decimal ? (
          <>
            {help ? <span className="ch-field__help-line">{help}</span> : null}
            <span className="ch-field__help-line">{t('walk.form.decimalHint')}</span>
          </>
        ) : (
          help
        )
      }
      error={error}
      required={isRequiredField(field)}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          className="ch-input"
          value={asText(value)}
          onChange={change}
          disabled={disabled}
          inputMode={decimal ? 'decimal' : mask !== undefined && !LETTER_SLOTS.test(mask) ? 'numeric' : undefined}
        />
      )}
    </FieldShell>
  );
}
