import type { FailedMail, MailStatus } from '@chamados/api-contract';
import { useId } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import './mail-outbox.css';

/** Props of {@link MailOutboxView}. */
export interface MailOutboxViewProps {
  /** `GET /api/admin/emails`; undefined until it arrives. */
  status?: MailStatus;
  loading?: boolean;
  error?: boolean;
  /** Reads the status again ('Atualizar', and 'Tentar novamente' after a failure). */
  onRefresh?: () => void;
  /** A new reading is on its way: 'Atualizar' waits. */
  refreshing?: boolean;
}

/** One figure of the summary: its name, its number, and what it counts. */
function Count({ label, value, help }: { label: string; value: number; help: string }) {
  return (
    <div className="ch-mail-outbox__count">
      <dt>{label}</dt>
      <dd>
        <span className="ch-mail-outbox__number">{value.toLocaleString('pt-BR')}</span>
        <span className="ch-mail-outbox__help">{help}</span>
      </dd>
    </div>
  );
}

function FailureRow({ failure }: { failure: FailedMail }) {
  return (
    <tr>
      <th scope="row" data-label={tAdmin('admin.mail.column.ticket')}>
        {failure.ticketNumber}
      </th>
      <td data-label={tAdmin('admin.mail.column.to')} className="ch-mail-outbox__wrap">
        {failure.para}
      </td>
      <td data-label={tAdmin('admin.mail.column.subject')} className="ch-mail-outbox__wrap">
        {failure.assunto}
      </td>
      <td data-label={tAdmin('admin.mail.column.reason')} className="ch-mail-outbox__wrap ch-mail-outbox__reason">
        {failure.ultimoErro.trim() || tAdmin('admin.mail.noReason')}
      </td>
      <td data-label={tAdmin('admin.mail.column.tries')}>{failure.tentativas}</td>
      <td data-label={tAdmin('admin.mail.column.next')}>
        {failure.desistido ? (
          <strong>{tAdmin('admin.mail.givenUp')}</strong>
        ) : (
          <time dateTime={failure.proximaTentativa}>{formatDateTime(failure.proximaTentativa)}</time>
        )}
      </td>
    </tr>
  );
}

/**
 * /admin/emails, 'E-mails aos estudantes': how the outbox is going — 'Pendentes', 'Enviados' and
 * 'Com falha' — and the latest failures with what the mail server said ('Motivo'), the tries so far
 * and the next one ('Não será mais tentado' once given up). When the server sends no e-mail, it
 * says so and why. On a phone each failure is a block of its own.
 * @example <MailOutboxView status={data} loading={isLoading} error={isError} onRefresh={refetch} />
 */
export function MailOutboxView({ status, loading = false, error = false, onRefresh, refreshing = false }: MailOutboxViewProps) {
  const ids = useId();
  let body;
  if (error && !status) body = <LoadFailure message={tAdmin('admin.mail.loadFailed')} onRetry={onRefresh} />;
  else if (loading && !status) body = <LoadingIndicator />;
  else if (status) {
    body = (
      <>
        {status.ativo ? null : (
          <p className="ch-mail-outbox__off" role="note">
            {tAdmin('admin.mail.off')}
          </p>
        )}
        <dl className="ch-mail-outbox__counts" aria-label={tAdmin('admin.mail.counts')}>
          <Count label={tAdmin('admin.mail.pending')} value={status.pendentes} help={tAdmin('admin.mail.pendingHelp')} />
          <Count label={tAdmin('admin.mail.sent')} value={status.enviados} help={tAdmin('admin.mail.sentHelp')} />
          <Count
            label={tAdmin('admin.mail.failed')}
            value={status.falhando + status.desistidos}
            help={
              status.falhando + status.desistidos === 0
                ? tAdmin('admin.mail.failedHelpNone')
                : tAdmin('admin.mail.failedHelp', { retrying: status.falhando, givenUp: status.desistidos })
            }
          />
        </dl>
        <h2 id={`${ids}-falhas`} className="ch-mail-outbox__subtitle">
          {tAdmin('admin.mail.failures')}
        </h2>
        {status.falhas.length === 0 ? (
          <p className="ch-tickets__empty">{tAdmin('admin.mail.noFailures')}</p>
        ) : (
          <>
            <p id={`${ids}-falhas-ajuda`}>{tAdmin('admin.mail.failuresHelp')}</p>
            <table className="ch-mail-outbox__table" aria-labelledby={`${ids}-falhas`} aria-describedby={`${ids}-falhas-ajuda`}>
              <thead>
                <tr>
                  <th scope="col">{tAdmin('admin.mail.column.ticket')}</th>
                  <th scope="col">{tAdmin('admin.mail.column.to')}</th>
                  <th scope="col">{tAdmin('admin.mail.column.subject')}</th>
                  <th scope="col">{tAdmin('admin.mail.column.reason')}</th>
                  <th scope="col">{tAdmin('admin.mail.column.tries')}</th>
                  <th scope="col">{tAdmin('admin.mail.column.next')}</th>
                </tr>
              </thead>
              <tbody>
                {status.falhas.map((failure) => (
                  <FailureRow key={failure.id} failure={failure} />
                ))}
              </tbody>
            </table>
          </>
        )}
      </>
    );
  }

  return (
    <section className="ch-page ch-admin ch-mail-outbox" aria-labelledby={`${ids}-titulo`}>
      <div className="ch-admin__head">
        <h1 id={`${ids}-titulo`} className="ch-page__title">
          {tAdmin('admin.mail.title')}
        </h1>
        {onRefresh && status ? (
          <Button icon="history" disabled={refreshing} onClick={onRefresh}>
            {tAdmin('admin.mail.refresh')}
          </Button>
        ) : null}
      </div>
      <p>{tAdmin('admin.mail.intro')}</p>
      {body}
    </section>
  );
}
