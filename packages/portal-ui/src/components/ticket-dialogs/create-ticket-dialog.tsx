import { formatDateTime } from '../../lib/format-date-time';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import type { CreatedTicket } from '@chamados/api-contract';
import { creationTitle } from './creation-title';
import type { TicketCreationState } from './ticket-creation';
import { useFocusWhenDone } from './use-focus-when-done';

/** Props of {@link CreateTicketDialog}. */
export interface CreateTicketDialogProps {
  /** Open from 'creating' on; closed while 'idle'. */
  creation: TicketCreationState;
  /** Ok after 'Chamado criado com sucesso': end the service with this ticket (and open its detail). */
  onFinish: (ticket: CreatedTicket) => void;
  /** Ok after 'Falha ao criar chamado': back to the final screen, where the user may try again. */
  onDismissError: () => void;
}

/**
 * The persistent 'Criar Chamado' dialog (spec §2; max width 500): a spinner and 'Criando
 * chamado...', then 'Chamado criado com sucesso' with the protocol number and, when there is one,
 * the estimated deadline (dd/MM/yyyy H:mm), or 'Falha ao criar chamado'. Ok is disabled while the
 * ticket is being created; the result is announced.
 * @example <CreateTicketDialog creation={{ status: 'created', ticket }} onFinish={finish} onDismissError={reset} />
 */
export function CreateTicketDialog({ creation, onFinish, onDismissError }: CreateTicketDialogProps) {
  const creating = creation.status === 'creating';
  const okRef = useFocusWhenDone(creation.status === 'created' || creation.status === 'failed');
  const title = creationTitle(creation, { created: t('walk.create.successTitle'), loading: t('walk.create.loading') });
  const deadline = creation.status === 'created' ? creation.ticket.solutionTimeDestinationDate : undefined;

  return (
    <Dialog
      open={creation.status !== 'idle'}
      persistent
      busy={creating}
      title={title}
      actions={
        <Button
          ref={okRef}
          variant="primary"
          disabled={creating}
          onClick={() => (creation.status === 'created' ? onFinish(creation.ticket) : onDismissError())}
        >
          {t('common.ok')}
        </Button>
      }
    >
      {/* A live region from the start, so the outcome is read when it replaces the wait. */}
      <div role="status">
        {creation.status === 'created' ? (
          <>
            <p>{t('walk.create.successText', { number: creation.ticket.ticketNumber })}</p>
            {deadline ? <p>{t('walk.create.deadline', { date: formatDateTime(deadline) })}</p> : null}
          </>
        ) : creation.status === 'failed' ? (
          <p>{t('walk.create.failureText')}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
