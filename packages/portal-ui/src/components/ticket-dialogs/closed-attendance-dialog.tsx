import { t } from '../../messages/t';
import type { CreatedTicket } from '@chamados/api-contract';
import type { TicketCreationState } from './ticket-creation';
import { TicketCreationDialog } from './ticket-creation-dialog';

/** Props of {@link ClosedAttendanceDialog}. */
export interface ClosedAttendanceDialogProps {
  /** Como está o registro do atendimento resolvido: enviando, registrado ou com falha e o motivo; nada enquanto não há o que mostrar. */
  creation: TicketCreationState;
  /** O botão 'Ok' depois do registro: o aplicativo leva a pessoa de volta ao início. */
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
  return (
    <TicketCreationDialog
      creation={creation}
      texts={{ created: t('walk.closed.title'), loading: t('walk.closed.loading') }}
      created={(ticket) => (
        <>
          <p>{t('walk.closed.text', { number: ticket.ticketNumber })}</p>
          <p>{t('walk.closed.more')}</p>
        </>
      )}
      onOk={() => onFinish(creation.status === 'created' ? creation.ticket : undefined)}
    />
  );
}
