import type { ReactNode } from 'react';
import { t } from '../../messages/t';
import type { TicketCreationState } from './ticket-creation';

/** The two texts that differ between the ticket dialogs; the failure title is the same in both. */
export interface CreationTitleTexts {
  /** Title once the ticket is registered. */
  created: string;
  /** Text beside the spinner while it is being registered. */
  loading: string;
}

/**
 * The title of a ticket dialog for where the creation stands: the success title, 'Falha ao criar
 * chamado', or a spinner with the waiting text (the spinner is hidden from screen readers: the
 * text says it).
 * @example creationTitle(creation, { created: t('walk.create.successTitle'), loading: t('walk.create.loading') })
 */
export function creationTitle(creation: TicketCreationState, texts: CreationTitleTexts): ReactNode {
  if (creation.status === 'created') return texts.created;
  if (creation.status === 'failed') return t('walk.create.failureTitle');
  return (
    <span className="ch-dialog__busy-title">
      <span className="ch-spinner" aria-hidden="true" />
      {texts.loading}
    </span>
  );
}
