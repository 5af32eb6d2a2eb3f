import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { DialogsInPlace } from './dialogs-in-place';

/**
 * What a dialog reports: `neutral` (a question, work under way), `success` (it worked) or
 * `failure` (it did not). The tone colours the dialog's edge and puts an icon before the title;
 * the title's words still say it, so colour is never the only sign.
 */
export type DialogTone = 'neutral' | 'success' | 'failure';

const TONE_ICON = { success: 'check-circle', failure: 'alert-circle' } as const;

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Se o diálogo está aberto (visível, sobre a página). */
  open: boolean;
  /**
   * O título do diálogo, no topo; é também o nome que o leitor de tela anuncia.
   * @remarks The dialog's heading and accessible name.
   */
  title: ReactNode;
  /** O conteúdo do diálogo, entre o título e os botões. */
  children?: ReactNode;
  /**
   * Os botões do rodapé do diálogo, na ordem de leitura (a ação principal por último, à direita).
   * @remarks The buttons, in reading order (the main action last).
   */
  actions?: ReactNode;
  /**
   * O que acontece quando a pessoa fecha o diálogo com Esc. Um diálogo persistente ignora o Esc e
   * só fecha pelos próprios botões.
   * @remarks Called when the user dismisses the dialog with Escape. A persistent dialog (spec §2:
   * 'Criar Chamado') ignores Escape: it closes only through its own buttons.
   */
  onClose?: () => void;
  /**
   * Persistente: não fecha com Esc, só pelos botões (por exemplo, 'Criando chamado...', que não se
   * interrompe).
   */
  persistent?: boolean;
  /**
   * Algo está em andamento: o diálogo se anuncia ocupado (por exemplo, 'Criando chamado...').
   * @remarks While true the dialog announces itself busy (e.g. 'Criando chamado...').
   */
  busy?: boolean;
  /**
   * A largura máxima do diálogo em pixels; 500 por padrão.
   * @remarks CSS width cap; 500 px by default (spec §9).
   */
  maxWidth?: number;
  /**
   * O tom do diálogo: neutro (padrão), falha (faixa e ícone de erro) ou sucesso (faixa e ícone de
   * concluído).
   * @remarks `failure` for an error report, `success` for a done one; `neutral` by default.
   */
  tone?: DialogTone;
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus and makes the page inert;
 * focus goes back to where it was when the dialog closes.
 * @example <Dialog open title="Chamado criado com sucesso" actions={<Button onClick={ok}>Ok</Button>}>…</Dialog>
 */
export function Dialog({ open, title, children, actions, onClose, persistent = false, busy = false, maxWidth = 500, tone = 'neutral' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const inPlace = useContext(DialogsInPlace);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // In place, the attribute alone opens it: show() would move focus into it and scroll the page there.
      if (inPlace) dialog.setAttribute('open', '');
      else dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
      // Not every browser restores focus on close: do it, so keyboard users keep their place.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, inPlace]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    function onCancel(event: Event) {
      // Escape: the dialog stays open (React owns `open`); a dismissible one asks its owner.
      event.preventDefault();
      if (!persistent) onClose?.();
    }
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [persistent, onClose]);

  return (
    <dialog
      ref={ref}
      className={`ch-dialog ch-dialog--${tone}${inPlace ? ' ch-dialog--in-place' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      aria-busy={busy || undefined}
      // A dialog taller than the screen scrolls: in the tab order itself, a keyboard can reach it
      // and scroll it with the arrows even when every button waits (WCAG 2.1.1). Opening still
      // focuses its first control; with none enabled, the dialog.
      tabIndex={0}
      style={{ maxWidth }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="ch-dialog__title">
            {tone === 'neutral' ? null : <Icon name={TONE_ICON[tone]} size={24} className="ch-dialog__tone-icon" />}
            {title}
          </h2>
          {children ? (
            <div id={bodyId} className="ch-dialog__body">
              {children}
            </div>
          ) : null}
          {actions ? <div className="ch-dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
