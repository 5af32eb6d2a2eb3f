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
  /**
   * O nome interno do campo na árvore, que o liga ao seu valor e ao seu erro.
   * @remarks The field's key in `campos`.
   */
  name: string;
  /**
   * Como a árvore descreve o campo: o rótulo, a ajuda, as opções e os limites (máscara, tamanho,
   * quantidade).
   */
  field: F;
  /** O valor atual do campo (o que a pessoa digitou ou escolheu). */
  value: V | undefined;
  /**
   * A mensagem de erro, em vermelho abaixo do campo, por exemplo 'Este campo é obrigatório'.
   * @remarks The validation message to show: a tree-engine field error in words (`fieldErrorText`).
   */
  error?: string;
  /** O que acontece quando a pessoa muda o valor do campo. */
  onChange: (update: FieldUpdate<V>) => void;
  /**
   * O campo fica desabilitado (acinzentado, sem aceitar mudança), por exemplo enquanto o portal
   * processa.
   */
  disabled?: boolean;
}
