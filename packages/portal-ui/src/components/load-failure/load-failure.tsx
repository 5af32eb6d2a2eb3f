import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /**
   * O que não pôde ser carregado, dito à pessoa, por exemplo 'Não foi possível carregar os
   * chamados.'
   * @remarks What could not be loaded, e.g. 'Não foi possível carregar os chamados.'
   */
  message: string;
  /**
   * O que acontece ao apertar 'Tentar novamente'; sem ele, o botão não aparece.
   * @remarks 'Tentar novamente': asks again. Without it the button is not shown.
   */
  onRetry?: () => void;
}

/**
 * What a page shows in place of its content when loading it failed: an alert with what failed and
 * 'Tentar novamente'. The page's title and its other controls stay, so the user keeps their place.
 * @example <LoadFailure message={tTickets('tickets.list.loadFailed')} onRetry={refetch} />
 */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div className="ch-load-failure" role="alert">
      <Icon name="alert-circle" size={24} className="ch-load-failure__icon" />
      <p className="ch-load-failure__message">{message}</p>
      {onRetry ? (
        <Button icon="history" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
