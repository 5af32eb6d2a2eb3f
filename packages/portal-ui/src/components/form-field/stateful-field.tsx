import { useState, type ReactNode } from 'react';
import type { FieldUpdate } from './field-input-props';

/** Props of {@link StatefulField}. */
export interface StatefulFieldProps<V> {
  initial?: V;
  /** Told every new value, e.g. a test's spy or a story's action. */
  onValue?: (value: V | undefined) => void;
  children: (value: V | undefined, onChange: (update: FieldUpdate<V>) => void) => ReactNode;
}

/**
 * Keeps one field's value in state, as the form screen does, for stories and tests of a single
 * input.
 * @example <StatefulField initial="">{(value, onChange) => <TextBoxInput … value={value} onChange={onChange} />}</StatefulField>
 */
export function StatefulField<V>({ initial, onValue, children }: StatefulFieldProps<V>) {
  const [value, setValue] = useState<V | undefined>(initial);
  const onChange = (update: FieldUpdate<V>) =>
    setValue((previous) => {
      const next = typeof update === 'function' ? (update as (p: V | undefined) => V | undefined)(previous) : update;
      onValue?.(next);
      return next;
    });
  return <>{children(value, onChange)}</>;
}
