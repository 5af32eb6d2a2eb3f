import type { Field, FormValues } from '@chamados/tree-engine';

/** The value of one form field, as tree-engine's `FormValues` holds it. */
export type FieldValue = FormValues[string];

/**
 * A change to a field's value: the new value, or a function of the latest one (an attachment that
 * finishes reading after another must not overwrite it).
 */
export type FieldUpdate<V = FieldValue> = V | undefined | ((previous: V | undefined) => V | undefined);

/** What every field input receives from the form. */
export interface FieldInputProps<F extends Field, V = FieldValue> {
  /** The field's key in `campos`. */
  name: string;
  field: F;
  value: V | undefined;
  /** The validation message to show: a tree-engine field error in words (`fieldErrorText`). */
  error?: string;
  onChange: (update: FieldUpdate<V>) => void;
  disabled?: boolean;
}
