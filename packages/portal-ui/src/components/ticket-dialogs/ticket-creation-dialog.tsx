import type { ReactNode } from 'react';
import type { CreatedTicket } from '@chamados/api-contract';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { UploadProgress } from '../upload-progress/upload-progress';
import { creationTitle, type CreationTitleTexts } from './creation-title';
import type { TicketCreationState } from './ticket-creation';
import { useFocusWhenDone } from './use-focus-when-done';

/** Props of {@link TicketCreationDialog}. */
export interface TicketCreationDialogProps {
  /** Open from 'creating' on; closed while 'idle'. */
  creation: TicketCreationState;
  /** The success title and the waiting text. */
  texts: CreationTitleTexts;
  /** What the dialog says once the ticket is registered. */
  created: (ticket: CreatedTicket) => ReactNode;
  /** Ok, enabled once the creation has ended either way. */
  onOk: () => void;
}

/**
 * The persistent dialog both ticket dialogs are: the title and text for where the creation
 * stands ('Falha ao criar chamado' and its text on failure), Ok disabled while it is under way and
 * focused when it ends.
 * @example <TicketCreationDialog creation={creation} texts={texts} created={(ticket) => <p>{ticket.ticketNumber}</p>} onOk={ok} />
 */
export function TicketCreationDialog({ creation, texts, created, onOk }: TicketCreationDialogProps) {
  const creating = creation.status === 'creating';
  const okRef = useFocusWhenDone(creation.status === 'created' || creation.status === 'failed');
  return (
    <Dialog
      open={creation.status !== 'idle'}
      persistent
      busy={creating}
      tone={creation.status === 'failed' ? 'failure' : creation.status === 'created' ? 'success' : 'neutral'}
      title={creationTitle(creation, texts)}
      actions={
        <Button ref={okRef} variant="primary" disabled={creating} onClick={onOk}>
          {t('common.ok')}
        </Button>
      }
    >
      {creation.status === 'creating' && creation.progress !== undefined ? <UploadProgress value={creation.progress} /> : null}
      {/* A live region from the start, so the outcome is read when it replaces the wait. */}
      <div role="status">
        {creation.status === 'created' ? created(creation.ticket) : creation.status === 'failed' ? <p>{t('walk.create.failureText')}</p> : null}
      </div>
    </Dialog>
  );
}
