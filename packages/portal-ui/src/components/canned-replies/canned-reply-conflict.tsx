import type { CannedReply, CannedReplyInput } from '@chamados/api-contract';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

/**
 * A save refused because another admin changed the reply since it was opened (412): the server's
 * words and the reply as saved now. The page rejects `onSave` with it; the view compares.
 * @example throw new CannedReplyConflict(refusal.reason, saved)
 */
export class CannedReplyConflict extends Error {
  constructor(
    message: string,
    readonly theirs: CannedReply,
  ) {
    super(message);
    this.name = 'CannedReplyConflict';
  }
}

/** Props of {@link CannedReplyConflictDialog}. */
export interface CannedReplyConflictDialogProps {
  conflict: CannedReplyConflict;
  mine: CannedReplyInput;
  busy?: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * The saved reply against the admin's, side by side, with 'Recarregar a versão salva' and
 * 'Salvar a minha por cima' (as the tree form's comparison).
 */
export function CannedReplyConflictDialog({ conflict, mine, busy = false, onReload, onOverwrite, onClose }: CannedReplyConflictDialogProps) {
  const { theirs } = conflict;
  const side = (label: string, reply: CannedReplyInput) => (
    <section className="ch-canned-conflict__side" aria-label={label}>
      <h3>{label}</h3>
      <p className="ch-canned-conflict__title">{reply.titulo}</p>
      <p className="ch-canned-conflict__text">{reply.corpo}</p>
    </section>
  );
  return (
    <Dialog
      open
      tone="failure"
      title={tAdmin('admin.canned.conflict.title')}
      onClose={onClose}
      busy={busy}
      maxWidth={900}
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
      <p>{conflict.message}</p>
      <div className="ch-canned-conflict">
        {side(tAdmin('admin.conflict.theirs', { nome: theirs.alteradaPor || tAdmin('admin.conflict.someone') }), theirs)}
        {side(tAdmin('admin.conflict.mine'), mine)}
      </div>
    </Dialog>
  );
}
