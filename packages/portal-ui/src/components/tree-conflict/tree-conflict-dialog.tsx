import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { LazyTreeDiff as TreeDiff } from '../tree-versions/lazy-tree-diff';

/** Props of {@link TreeConflictDialog}. */
export interface TreeConflictDialogProps {
  /** The server's 412 message: 'Esta árvore foi alterada por {nome} às {hora}, depois que você a abriu.' */
  message: string;
  /** Who saved the version on the server, and its text. */
  theirName: string;
  theirs: string;
  /** The admin's own text, unsaved. */
  mine: string;
  busy?: boolean;
  /** 'Recarregar a versão salva': the editor takes the saved text; the admin's edits are dropped. */
  onReload: () => void;
  /** 'Salvar a minha por cima': saves the admin's text over theirs (the server keeps theirs). */
  onOverwrite: () => void;
  /** Closes without choosing: nothing is saved, the edits stay in the editor. */
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
