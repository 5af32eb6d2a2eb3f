import { t } from '../../messages/t';

/**
 * A polite "Carregando…" status with a spinner, for lazy routes and pending data.
 * @example <LoadingIndicator />
 */
export function LoadingIndicator() {
  return (
    <div className="ch-loading" role="status">
      <span className="ch-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
