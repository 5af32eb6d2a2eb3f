import type { FinalScreenSummary } from '@chamados/tree-engine';
import { useEffect, useRef } from 'react';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { ClosedAttendanceDialog } from '../ticket-dialogs/closed-attendance-dialog';
import { CreateTicketDialog } from '../ticket-dialogs/create-ticket-dialog';
import type { CreatedTicket } from '@chamados/api-contract';
import { IDLE_CREATION, type TicketCreationState } from '../ticket-dialogs/ticket-creation';
import { WalkScreen, type WalkHeadingLevel } from '../walk-screen/walk-screen';
import { TicketSummary } from './ticket-summary';

/** Props of {@link FinalScreenView}. */
export interface FinalScreenViewProps {
  /**
   * O resumo do chamado que a tela mostra: as perguntas e respostas, as tabelas e os anexos.
   * @remarks tree-engine's `finalScreenSummary(attendance)`.
   */
  summary: FinalScreenSummary;
  /**
   * Um tutorial resolveu o problema: a tela cria o chamado já fechado, sozinha, e mostra o diálogo
   * 'Atendimento encerrado'.
   * @remarks tree-engine's `isClosedOnCreation(attendance)`: a tutorial solved the problem. The
   * screen then asks for the ticket at once (`onCreateTicket`, once) and shows the
   * closed-attendance dialog.
   */
  closed: boolean;
  /**
   * Em que pé está a criação do chamado: parado, criando (diálogo persistente), criado (número do
   * chamado) ou falhou.
   */
  creation?: TicketCreationState;
  /**
   * O que acontece ao apertar 'Criar Chamado' (ou, com o problema resolvido, ao chegar na tela).
   * @remarks 'Criar Chamado' (or, when `closed`, on arrival): create the ticket from
   * `buildTicketRequest`.
   */
  onCreateTicket: () => void;
  /**
   * O que acontece ao apertar 'Ok' depois de o chamado ser criado: o atendimento termina.
   * @remarks Ok after the ticket was created (or, when `closed`, after a failure too): end the
   * service.
   */
  onFinish: (ticket?: CreatedTicket) => void;
  /**
   * O que acontece ao apertar 'Ok' no aviso 'Falha ao criar chamado': a tela final volta, para
   * tentar de novo.
   * @remarks Ok after 'Falha ao criar chamado' (not closed): set `creation` back to idle.
   */
  onDismissError: () => void;
  /** O que acontece ao apertar 'Voltar' (a tela anterior). */
  onBack: () => void;
  /** O que acontece ao apertar 'Cancelar' (o atendimento termina). */
  onCancel: () => void;
  /**
   * O nível do título da tela (2 numa página própria, 3 dentro de outra seção), para a ordem dos
   * títulos da página.
   */
  headingLevel?: WalkHeadingLevel;
}

/**
 * The final screen (spec §2): Voltar and Cancelar; until the ticket is closed, the 'Abrir chamado'
 * panel with the data the ticket will carry and 'Criar Chamado', which opens the persistent
 * creation dialog. An attendance a tutorial solved creates its ticket on arrival and shows the
 * closed-attendance dialog instead.
 * @example <FinalScreenView summary={finalScreenSummary(a)} closed={isClosedOnCreation(a)} creation={creation} onCreateTicket={create} onFinish={finish} onDismissError={reset} onBack={back} onCancel={cancel} />
 */
export function FinalScreenView({
  summary,
  closed,
  creation = IDLE_CREATION,
  onCreateTicket,
  onFinish,
  onDismissError,
  onBack,
  onCancel,
  headingLevel = 2,
}: FinalScreenViewProps) {
  // Asked once per visit: a ref survives React's development double effects.
  const asked = useRef(false);
  const idle = creation.status === 'idle';
  useEffect(() => {
    if (closed && idle && !asked.current) {
      asked.current = true;
      onCreateTicket();
    }
  }, [closed, idle, onCreateTicket]);

  if (closed) {
    return (
      <WalkScreen title={t('walk.final.closedTitle')} headingLevel={headingLevel} onBack={onBack} onCancel={onCancel} busy={creation.status === 'creating'}>
        <p>{t('walk.final.closedText')}</p>
        <ClosedAttendanceDialog creation={creation} onFinish={onFinish} />
      </WalkScreen>
    );
  }

  return (
    <WalkScreen
      title={t('walk.final.title')}
      headingLevel={headingLevel}
      onBack={onBack}
      onCancel={onCancel}
      actions={
        <Button variant="primary" icon="send" onClick={onCreateTicket} disabled={!idle}>
          {t('walk.final.create')}
        </Button>
      }
    >
      <p className="ch-summary__intro">{t('walk.final.intro')}</p>
      <TicketSummary summary={summary} headingLevel={headingLevel === 3 ? 4 : 3} />
      <CreateTicketDialog creation={creation} onFinish={onFinish} onDismissError={onDismissError} />
    </WalkScreen>
  );
}
