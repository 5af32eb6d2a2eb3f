import { t } from '../../messages/t';

/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  /**
   * Está no lugar de uma página inteira que ainda vem: ocupa a altura da janela, para o rodapé não
   * aparecer e depois pular para baixo.
   * @remarks It stands for a whole page on its way (a guard waiting for the session, a lazy page):
   * it fills the viewport, so the footer stays below the fold and does not jump when the page
   * arrives (a layout shift, CLS).
   */
  page?: boolean;
}

/**
 * A polite "Carregando…" status with a spinner, for lazy routes and pending data.
 * @example <LoadingIndicator />
 * @example <LoadingIndicator page />
 */
export function LoadingIndicator({ page = false }: LoadingIndicatorProps) {
  return (
    <div className={page ? 'ch-loading ch-loading--page' : 'ch-loading'} role="status">
      <span className="ch-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
