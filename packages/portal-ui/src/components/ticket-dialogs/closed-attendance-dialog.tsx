import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import type { CreatedTicket } from '@chamados/api-contract';
import { creationTitle } from './creation-title';
import type { TicketCreationState } from './ticket-creation';
import { useFocusWhenDone } from './use-focus-when-done';

/** Props of {@link ClosedAttendanceDialog}. */
export interface ClosedAttendanceDialogProps {
  /** Open from 'creating' on; closed while 'idle'. */
  creation: TicketCreationState;
  /** Ok: end the service (with the ticket when it was registered) and close the dialog. */
  onFinish: (ticket?: CreatedTicket) => void;
}

/**
 * The 'informar chamado criado' dialog (spec §2) of an attendance a tutorial solved: the ticket is
 * created already closed. 'Encerrando atendimento...' while it is registered, then 'Atendimento
 * encerrado' with the protocol number and the two texts of the spec, or the server-problem
 * message. Ok (disabled meanwhile) ends the service.
 * @example <ClosedAttendanceDialog creation={{ status: 'created', ticket }} onFinish={finish} />
 */
export function ClosedAttendanceDialog({ creation, onFinish }: ClosedAttendanceDialogProps) {
  const creating = creation.status === 'creating';
  const okRef = useFocusWhenDone(creation.status === 'created' || creation.status === 'failed');
  const title = creationTitle(creation, { created: t('walk.closed.title'), loading: t('walk.closed.loading') });

  return (
    <Dialog
      open={creation.status !== 'idle'}
      persistent
      busy={creating}
      title={title}
      actions={
        <Button ref={okRef} variant="primary" disabled={creating} onClick={() => onFinish(creation.status === 'created' ? creation.ticket : undefined)}>
          {t('common.ok')}
        </Button>
      }
    >
      <div role="status">
        {creation.status === 'created' ? (
          <>
            <p>{t('walk.closed.text', { number: creation.ticket.ticketNumber })}</p>
            <p>{t('walk.closed.more')}</p>
          </>
        ) : creation.status === 'failed' ? (
          <p>{t('walk.create.failureText')}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
