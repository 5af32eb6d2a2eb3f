import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Deseja realmente excluir este item?'. */
  message?: string;
  /** Label of the confirming button; 'Confirmar' by default. */
  confirmLabel?: string;
  /** Label of the refusing button; 'Cancelar' by default. */
  cancelLabel?: string;
  /** A destructive action: the confirming button is red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question before an action that cannot be undone. Escape answers no.
 * @example <ConfirmDialog open title="Apagar árvore" message="…" danger onConfirm={remove} onCancel={close} />
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
    </Dialog>
  );
}
