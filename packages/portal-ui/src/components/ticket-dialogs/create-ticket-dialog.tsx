import { formatDateTime } from '../../lib/format-date-time';
import { t } from '../../messages/t';
import type { CreatedTicket } from '@chamados/api-contract';
import type { TicketCreationState } from './ticket-creation';
import { TicketCreationDialog } from './ticket-creation-dialog';

/** Props of {@link CreateTicketDialog}. */
export interface CreateTicketDialogProps {
  /** Como está a criação do chamado: enviando, criado com o número de protocolo, ou com falha e o motivo; nada enquanto não há o que mostrar. */
  creation: TicketCreationState;
  /** O botão 'Ok' depois que o chamado foi criado: o aplicativo abre o chamado. */
  onFinish: (ticket: CreatedTicket) => void;
  /** O botão 'Ok' depois de uma falha: a pessoa volta à tela final com tudo o que respondeu. */
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
  return (
    <TicketCreationDialog
      creation={creation}
      texts={{ created: t('walk.create.successTitle'), loading: t('walk.create.loading') }}
      created={(ticket) => (
        <>
          <p>{t('walk.create.successText', { number: ticket.ticketNumber })}</p>
          {ticket.solutionTimeDestinationDate ? (
            <p>{t('walk.create.deadline', { date: formatDateTime(ticket.solutionTimeDestinationDate) })}</p>
          ) : null}
        </>
      )}
      onOk={() => (creation.status === 'created' ? onFinish(creation.ticket) : onDismissError())}
    />
  );
}
