import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Se a pergunta está aberta (visível, sobre a página). */
  open: boolean;
  /** O título do diálogo, por exemplo 'Excluir item'. */
  title: string;
  /**
   * A pergunta, por exemplo 'Deseja realmente excluir este item?'.
   * @remarks The question, e.g. 'Deseja realmente excluir este item?'.
   */
  message?: string;
  /**
   * O texto do botão que confirma; 'Confirmar' por padrão. Melhor o verbo da ação ('Excluir').
   * @remarks Label of the confirming button; 'Confirmar' by default.
   */
  confirmLabel?: string;
  /**
   * O texto do botão que desiste; 'Cancelar' por padrão.
   * @remarks Label of the refusing button; 'Cancelar' by default.
   */
  cancelLabel?: string;
  /**
   * A ação não se desfaz: o botão que confirma fica vermelho.
   * @remarks A destructive action: the confirming button is red.
   */
  danger?: boolean;
  /** O que acontece ao apertar o botão que confirma. */
  onConfirm: () => void;
  /** O que acontece ao desistir (o botão que recusa ou Esc). */
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
