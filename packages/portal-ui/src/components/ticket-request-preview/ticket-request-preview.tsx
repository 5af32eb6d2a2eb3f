import type { TicketRequest } from '@chamados/tree-engine';
import { useId } from 'react';
import { t } from '../../messages/t';

/** Props of {@link TicketRequestPreview}. */
export interface TicketRequestPreviewProps {
  /** What `POST /api/ticket` would receive. */
  request: TicketRequest;
  /** A tutorial solved the problem: the ticket would be created closed. */
  closed: boolean;
}

/**
 * The end of a test walk ('Testando árvore'): the whole ticket request that would be sent, with
 * the defaults filled in (assunto, fila, tipo, prioridade), the list properties, the attachments
 * and the log; nothing is created.
 * @example <TicketRequestPreview request={preview.request} closed={preview.closed} />
 */
export function TicketRequestPreview({ request, closed }: TicketRequestPreviewProps) {
  const ids = useId();
  const tables = Object.entries(request.tabelas);
  return (
    <section className="ch-request-preview" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('admin.test.preview')}</h3>
      {closed ? <p className="ch-request-preview__closed">{t('admin.test.closed')}</p> : null}
      <table className="ch-table ch-summary__table" aria-labelledby={`${ids}-props`}>
        <caption id={`${ids}-props`}>{t('walk.final.properties')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('walk.final.property')}</th>
            <th scope="col">{t('walk.final.value')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(request.propriedades).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="ch-request-preview__value">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {tables.map(([name, rows]) => (
        <table key={name} className="ch-table ch-summary__table">
          <caption>{name}</caption>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td>{t('walk.final.emptyTable')}</td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr key={i}>
                  <td>{Object.entries(row).map(([column, value]) => `${column}: ${value}`).join('; ')}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      ))}
      {request.anexos.length > 0 ? (
        <>
          <h4>{t('walk.final.attachments')}</h4>
          <ul>
            {request.anexos.map((file) => (
              <li key={file.filename}>
                {file.filename} ({file.contentType})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4>{t('admin.test.log')}</h4>
      <ol className="ch-request-preview__log">
        {request.log.map((entry, i) => (
          <li key={i}>{entry}</li>
        ))}
      </ol>
    </section>
  );
}
