import type { AttachmentFile, Field, FieldErrors, SelectOption } from '@chamados/tree-engine';
import { fieldErrorText } from '../../messages/field-error-text';
import { AttachmentBox } from '../attachment-box/attachment-box';
import { CheckboxGroup } from '../checkbox-group/checkbox-group';
import { MarkdownText } from '../markdown-text/markdown-text';
import { SelectInput, type ListState } from '../select-input/select-input';
import { TableInput } from '../table-input/table-input';
import type { TableRow } from '../table-input/table-row';
import { MemoInput } from '../text-input/memo-input';
import { TextBoxInput } from '../text-input/text-box-input';
import type { FieldUpdate, FieldValue } from './field-input-props';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** O nome interno do campo na árvore, que o liga ao seu valor e ao seu erro. */
  name: string;
  /**
   * Como a árvore descreve o campo: o tipo (texto, seleção, checagem, memorando, tabela, anexo ou
   * aviso), o rótulo, a ajuda e os limites.
   */
  field: Field;
  /** O valor atual do campo (o que a pessoa digitou ou escolheu). */
  value: FieldValue;
  /**
   * Os erros do formulário; o campo mostra o seu, em palavras, abaixo dele (e uma tabela, os das
   * suas linhas).
   * @remarks The form's errors, as tree-engine's codes; the field shows its own in words (and a
   * table its rows' 'campo.i.sub').
   */
  errors: FieldErrors;
  /**
   * As listas das caixas de seleção (campi, prédios…): as opções de cada uma, ou 'Carregando…' e a
   * falha enquanto não chegam.
   */
  lists?: Readonly<Record<string, ListState>>;
  /** O que acontece quando a pessoa muda o valor do campo. */
  onChange: (name: string, update: FieldUpdate) => void;
  /**
   * O campo fica desabilitado (acinzentado, sem aceitar mudança), por exemplo enquanto o portal
   * processa.
   */
  disabled?: boolean;
}

function rowErrorsOf(name: string, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(`${name}.`)));
}

/**
 * One field of a form screen, drawn by its `tipo` (spec §2 'Field types in forms').
 * @example <FormField name="telefone" field={field} value={values.telefone} errors={errors} onChange={set} />
 */
export function FormField({ name, field, value, errors, lists, onChange, disabled }: FormFieldProps) {
  // Each input knows its own value type; the form keeps them all as tree-engine's FormValues.
  const change = (update: unknown) => onChange(name, update as FieldUpdate);
  const error = errors[name];
  const common = { name, error: error && fieldErrorText(error), onChange: change, disabled };
  switch (field.tipo) {
    case 'caixaDeTexto':
      return <TextBoxInput {...common} field={field} value={value as string | undefined} />;
    case 'memorando':
      return <MemoInput {...common} field={field} value={value as string | undefined} />;
    case 'caixaDeSelecao':
      return <SelectInput {...common} field={field} value={value as SelectOption | undefined} list={Array.isArray(field.opcoes) ? undefined : lists?.[field.opcoes.chave]} />;
    case 'caixaDeChecagem':
      return <CheckboxGroup {...common} field={field} value={value as string[] | undefined} />;
    case 'texto':
      return <MarkdownText field={field} />;
    case 'caixaDeAnexo':
      return <AttachmentBox {...common} field={field} value={value as AttachmentFile[] | undefined} />;
    case 'tabela':
      return <TableInput {...common} field={field} value={value as TableRow[] | undefined} rowErrors={rowErrorsOf(name, errors)} lists={lists} />;
    default:
      return null;
  }
}
