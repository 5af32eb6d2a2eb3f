import { fieldHelp, fieldLabel, fieldLimits, isRequiredField, type FieldErrors, type TableField } from '@chamados/tree-engine';
import { useEffect, useRef, useState } from 'react';
import { fieldErrorText } from '../../messages/field-error-text';
import { t } from '../../messages/t';
import { Button, IconButton } from '../button/button';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { FieldShell } from '../field-shell/field-shell';
import type { FieldInputProps } from '../form-field/field-input-props';
import type { ListState } from '../select-input/select-input';
import { TableItemDialog } from './table-item-dialog';
import { asRows, cellText, type TableRow } from './table-row';

/** Props of {@link TableInput}: a `tabela` holds its rows. */
export interface TableInputProps extends FieldInputProps<TableField, TableRow[]> {
  /**
   * Os erros de cada célula da tabela, mostrados abaixo da célula, em palavras.
   * @remarks Errors of single cells from tree-engine's `validateForm`, keyed 'campo.i.sub' (worded
   * here).
   */
  rowErrors?: FieldErrors;
  /**
   * As listas das caixas de seleção das colunas (prédios…): as opções de cada uma, ou 'Carregando…'
   * enquanto não chegam.
   * @remarks Data-hub lists for the selects among the columns, by `chave`.
   */
  lists?: Readonly<Record<string, ListState>>;
}

function limitsHint(minimo?: number, maximo?: number): string | undefined {
  const min = minimo ? t('walk.table.min', { n: minimo }) : undefined;
  const max = maximo !== undefined ? t('walk.table.max', { n: maximo }) : undefined;
  return min && max ? t('walk.limits.both', { min, max }) : (min ?? max);
}

type Editing = { index: number } | 'new' | undefined;

/**
 * A `tabela` (spec §2, §5): its rows listed under the column labels; 'Adicionar item' (only while
 * the count is below `maximo`) and each row's edit button open the item form in a dialog; each
 * row's delete button asks 'Deseja realmente excluir este item?' first. The hint reads 'mínimo de
 * n itens e máximo de m itens'. In a box narrower than 34rem (a phone) each row is a card, 'Item
 * n' with one line per column (its label over its value), so nothing is clipped or scrolls sideways.
 * @example <TableInput name="computadores" field={field} value={values.computadores} lists={lists} onChange={set} />
 */
export function TableInput({ name, field, value, error, rowErrors = {}, onChange, disabled = false, lists }: TableInputProps) {
  const rows = asRows(value);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<number>();
  const [refocusAdd, setRefocusAdd] = useState(0);
  const addRef = useRef<HTMLButtonElement>(null);
  const columns = Object.entries(field.opcoes?.campos ?? {});
  const { minimo, maximo } = fieldLimits(field);
  const canAdd = maximo === undefined || rows.length < maximo;
  const label = fieldLabel(field, name);
  const help = [fieldHelp(field), limitsHint(minimo, maximo)].filter(Boolean);

  useEffect(() => {
    // The deleted row's button is gone: keep the keyboard user in the table.
    if (refocusAdd > 0) addRef.current?.focus();
  }, [refocusAdd]);

  const cellErrors = Object.entries(rowErrors).flatMap(([key, error]) => {
    const [, index, sub] = key.split('.');
    const column = field.opcoes?.campos?.[sub ?? ''];
    return column ? [t('walk.table.rowError', { n: Number(index) + 1, column: fieldLabel(column, sub ?? ''), message: fieldErrorText(error) })] : [];
  });

  function save(row: TableRow) {
    const at = editing;
    setEditing(undefined);
    onChange((previous) => {
      const list = asRows(previous);
      return at === 'new' || at === undefined ? [...list, row] : list.map((old, index) => (index === at.index ? row : old));
    });
  }

  function remove() {
    const at = deleting;
    setDeleting(undefined);
    if (at === undefined) return;
    onChange((previous) => asRows(previous).filter((_row, index) => index !== at));
    setRefocusAdd((n) => n + 1);
  }

  return (
    <FieldShell
      as="group"
      label={label}
      help={help.length > 0 ? help.map((text) => <span key={text} className="ch-table-input__help-line">{text}</span>) : undefined}
      error={error}
      required={isRequiredField(field)}
    >
      {() => (
        <div className="ch-table-input">
          {rows.length === 0 ? (
            <p className="ch-table-input__empty">{t('walk.table.empty')}</p>
          ) : (
            // Explicit table roles: on a narrow box the rows become cards (table-input.css), and
            // `display: block` would otherwise drop the table's semantics in some browsers.
            <div className="ch-table-scroll ch-table-input__scroll" role="region" aria-label={label} tabIndex={0}>
              <table className="ch-table ch-table-input__table" role="table">
                <thead role="rowgroup" className="ch-table-input__head">
                  <tr role="row">
                    <th role="columnheader" scope="col" className="ch-table__number">
                      #
                    </th>
                    {columns.map(([column, inner]) => (
                      <th key={column} role="columnheader" scope="col">
                        {fieldLabel(inner, column)}
                      </th>
                    ))}
                    <th role="columnheader" scope="col" className="ch-table__actions">
                      <span className="ch-visually-hidden">{t('walk.table.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {rows.map((row, index) => (
                    <tr key={index} role="row" className="ch-table-input__row">
                      <td role="cell" className="ch-table__number">
                        {/* 'Item 1' on a card; the number alone in a table row (and to screen readers). */}
                        <span className="ch-table-input__item" aria-hidden="true">
                          {t('walk.table.itemPrefix')}{' '}
                        </span>
                        {index + 1}
                      </td>
                      {columns.map(([column, inner]) => (
                        <td key={column} role="cell" className="ch-table-input__cell">
                          <span className="ch-table-input__label" aria-hidden="true">
                            {fieldLabel(inner, column)}
                          </span>
                          <span className="ch-table-input__value">{cellText(row[column])}</span>
                        </td>
                      ))}
                      <td role="cell" className="ch-table__actions">
                        <IconButton icon="edit" label={t('walk.table.edit', { n: index + 1 })} onClick={() => setEditing({ index })} disabled={disabled} />
                        <IconButton icon="trash" label={t('walk.table.delete', { n: index + 1 })} onClick={() => setDeleting(index)} disabled={disabled} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {cellErrors.length > 0 ? (
            <ul className="ch-table-input__errors">
              {cellErrors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          <div>
            <Button ref={addRef} icon="plus" onClick={() => setEditing('new')} disabled={disabled || !canAdd}>
              {t('walk.table.add')}
            </Button>
          </div>
          {editing !== undefined ? (
            <TableItemDialog
              key={editing === 'new' ? 'new' : editing.index}
              open
              field={field}
              row={editing === 'new' ? undefined : rows[editing.index]}
              lists={lists}
              onSave={save}
              onCancel={() => setEditing(undefined)}
            />
          ) : null}
          <ConfirmDialog
            open={deleting !== undefined}
            title={t('walk.table.deleteTitle')}
            message={t('walk.table.deleteQuestion')}
            confirmLabel={t('walk.table.deleteConfirm')}
            danger
            onConfirm={remove}
            onCancel={() => setDeleting(undefined)}
          />
        </div>
      )}
    </FieldShell>
  );
}
