import type { Diagnostic } from '@chamados/tree-engine';
import { useId } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Icon } from '../icon/icon';

/** Props of {@link ErrorLog}. */
export interface ErrorLogProps {
  /** Os problemas do texto da árvore, um por linha, com a linha e a coluna onde estão. */
  diagnostics: readonly Diagnostic[];
  /**
   * O que acontece ao escolher um problema: o cursor do editor vai para a sua linha e coluna.
   * @remarks An entry was chosen: the form moves the editor's cursor to its line and column.
   */
  onSelect: (diagnostic: Diagnostic) => void;
  /**
   * O texto ainda não foi verificado: o log diz 'Verificando a árvore…' em vez de 'Nenhum erro
   * encontrado.'.
   * @remarks True until the first verification of the text answers: the log never claims there is
   * nothing to fix before it has looked.
   */
  checking?: boolean;
}

/**
 * The 'Log de Erros' panel (spec §2): each finding of the verifier with its line and column, as
 * a button that takes the editor's cursor there. Errors and warnings are counted in a live region.
 * @example <ErrorLog diagnostics={log} onSelect={(d) => editor.current?.goTo(d.line ?? 1, d.column)} />
 */
export function ErrorLog({ diagnostics, onSelect, checking = false }: ErrorLogProps) {
  const titleId = useId();
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <section className="ch-error-log" aria-labelledby={titleId}>
      <h2 id={titleId} className="ch-error-log__title">
        {tAdmin('admin.log.title')}
      </h2>
      <p role="status" className="ch-error-log__count">
        {checking
          ? tAdmin('admin.log.checking')
          : diagnostics.length === 0
            ? tAdmin('admin.log.empty')
            : tAdmin('admin.log.count', { errors, warnings: diagnostics.length - errors })}
      </p>
      {diagnostics.length > 0 ? (
        <ol className="ch-error-log__list">
          {diagnostics.map((diagnostic, index) => {
            const severity = tAdmin(diagnostic.severity === 'error' ? 'admin.log.error' : 'admin.log.warning');
            const line = diagnostic.line ?? 1;
            const column = diagnostic.column ?? 1;
            return (
              <li key={`${index}-${diagnostic.message}`}>
                <button
                  type="button"
                  className={`ch-error-log__entry ch-error-log__entry--${diagnostic.severity}`}
                  aria-label={tAdmin('admin.log.goTo', { severity, line, column, message: diagnostic.message })}
                  onClick={() => onSelect(diagnostic)}
                >
                  <Icon name={diagnostic.severity === 'error' ? 'alert-circle' : 'info'} />
                  <span className="ch-error-log__place">{tAdmin('admin.log.at', { line, column })}</span>{' '}
                  <span className="ch-error-log__message">{diagnostic.message}</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
