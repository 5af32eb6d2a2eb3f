import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { LazyTreeDiff as TreeDiff } from '../tree-versions/lazy-tree-diff';

/** Props of {@link TreeConflictDialog}. */
export interface TreeConflictDialogProps {
  /**
   * A frase que explica o conflito, por exemplo 'Esta árvore foi alterada por Ana às 14:05, depois
   * que você a abriu.'
   * @remarks The server's 412 message: 'Esta árvore foi alterada por {nome} às {hora}, depois que
   * você a abriu.'
   */
  message: string;
  /**
   * Quem salvou a versão que está guardada: nomeia o lado 'salvo' da comparação.
   * @remarks Who saved the version on the server, and its text.
   */
  theirName: string;
  /** O texto que está salvo, mostrado ao lado do seu. */
  theirs: string;
  /**
   * O texto da própria pessoa, ainda não salvo, mostrado ao lado do salvo.
   * @remarks The admin's own text, unsaved.
   */
  mine: string;
  /** Uma escolha está sendo salva: os botões esperam, desabilitados. */
  busy?: boolean;
  /**
   * O que acontece ao apertar 'Recarregar a versão salva': o editor fica com o texto salvo e as
   * mudanças da pessoa se perdem.
   * @remarks 'Recarregar a versão salva': the editor takes the saved text; the admin's edits are
   * dropped.
   */
  onReload: () => void;
  /**
   * O que acontece ao apertar 'Salvar a minha por cima': o texto da pessoa substitui o salvo.
   * @remarks 'Salvar a minha por cima': saves the admin's text over theirs (the server keeps
   * theirs).
   */
  onOverwrite: () => void;
  /**
   * O que acontece ao fechar sem escolher: nada é salvo e as mudanças continuam no editor.
   * @remarks Closes without choosing: nothing is saved, the edits stay in the editor.
   */
  onClose: () => void;
}

/**
 * What a save refused with 412 shows: who changed the tree and when (the server's words), the
 * saved version against the admin's side by side, and the two ways out, both explicit:
 * 'Recarregar a versão salva' or 'Salvar a minha por cima'.
 * @example <TreeConflictDialog message={refusal.mensagem} theirName="Bruno" theirs={saved.texto} mine={text} onReload={reload} onOverwrite={overwrite} onClose={close} />
 */
export function TreeConflictDialog({ message, theirName, theirs, mine, busy = false, onReload, onOverwrite, onClose }: TreeConflictDialogProps) {
  return (
    <Dialog
      open
      tone="failure"
      title={tAdmin('admin.conflict.title')}
      onClose={onClose}
      busy={busy}
      maxWidth={1100}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {tAdmin('common.cancel')}
          </Button>
          <Button icon="history" onClick={onReload} disabled={busy}>
            {tAdmin('admin.conflict.reload')}
          </Button>
          <Button variant="danger" icon="check" onClick={onOverwrite} disabled={busy}>
            {tAdmin('admin.conflict.overwrite')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      <p>{tAdmin('admin.conflict.choose', { nome: theirName })}</p>
      <div className="ch-tree-conflict__diff">
        <TreeDiff left={theirs} right={mine} leftLabel={tAdmin('admin.conflict.theirs', { nome: theirName })} rightLabel={tAdmin('admin.conflict.mine')} />
      </div>
    </Dialog>
  );
}
