import { validateTableRow, type FieldError, type FieldErrors, type SelectOption, type TableField } from '@chamados/tree-engine';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { fieldErrorText } from '../../messages/field-error-text';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { SelectInput, type ListState } from '../select-input/select-input';
import { TextBoxInput } from '../text-input/text-box-input';
import { focusFirstInvalid } from '../form-field/focus-first-invalid';
import type { TableRow } from './table-row';

/** Props of {@link TableItemDialog}. */
export interface TableItemDialogProps {
  open: boolean;
  field: TableField;
  /** The row being edited; undefined adds a new one. */
  row?: TableRow;
  lists?: Readonly<Record<string, ListState>>;
  onSave: (row: TableRow) => void;
  onCancel: () => void;
}

/** A cell's error in words, if it has one. */
const errorText = (error: FieldError | undefined) => error && fieldErrorText(error);

/**
 * The item form of a `tabela`: its text boxes and selects in a dialog, checked with tree-engine's
 * `validateTableRow` before the row is saved (focus goes to the first invalid one). Rendered in
 * a portal: a form may not sit inside the screen's form, and Enter here must not submit that one.
 */
export function TableItemDialog({ open, field, row, lists, onSave, onCancel }: TableItemDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [cells, setCells] = useState<TableRow>(row ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    // The item's first field, not the dialog's first button, is where the user starts typing.
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble through portals: the screen's form must not see this submit.
    event.stopPropagation();
    const found = validateTableRow(field, cells);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFocusRequest((n) => n + 1);
      return;
    }
    onSave(cells);
  }

  function set(name: string, update: unknown) {
    setCells((previous) => ({ ...previous, [name]: (typeof update === 'function' ? update(previous[name]) : update) as TableRow[string] }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return createPortal(
    <Dialog
      open={open}
      title={row ? t('walk.table.editItem') : t('walk.table.newItem')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" icon="check">
            {t('walk.table.save')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate className="ch-table-item">
        {Object.entries(field.opcoes?.campos ?? {}).map(([name, inner]) =>
          inner.tipo === 'caixaDeSelecao' ? (
            <SelectInput
              key={name}
              name={name}
              field={inner}
              value={cells[name] as SelectOption | undefined}
              error={errorText(errors[name])}
              list={Array.isArray(inner.opcoes) ? undefined : lists?.[inner.opcoes.chave]}
              onChange={(update) => set(name, update)}
            />
          ) : (
            <TextBoxInput key={name} name={name} field={inner} value={cells[name] as string | undefined} error={errorText(errors[name])} onChange={(update) => set(name, update)} />
          ),
        )}
      </form>
    </Dialog>,
    document.body,
  );
}
