import { finalScreenSummaryFrom, type TicketRequest } from '@chamados/tree-engine';
import { useId } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { TicketSummary } from '../final-screen/ticket-summary';

/** Props of {@link TicketRequestPreview}. */
export interface TicketRequestPreviewProps {
  /**
   * O chamado que seria criado: a fila, o assunto e o texto, como a equipe vai lê-lo.
   * @remarks What `POST /api/ticket` would receive (`buildTicketRequest`, with its `resumo`).
   */
  request: TicketRequest;
  /**
   * Um tutorial resolveu o problema: o chamado seria criado já fechado, e a prévia diz isso.
   * @remarks A tutorial solved the problem: the ticket would be created closed.
   */
  closed: boolean;
}

/**
 * The end of a test walk ('Testando árvore'): the ticket as the help desk would read it, in the
 * one wording tree-engine gives (`resumo`: questions and options, answers by label, tables with
 * column labels, uncut), then, folded, the machine values automation reads (the properties with
 * the defaults filled in, by name); nothing is created.
 * @example <TicketRequestPreview request={preview.request} closed={preview.closed} />
 */
export function TicketRequestPreview({ request, closed }: TicketRequestPreviewProps) {
  const ids = useId();
  return (
    <section className="ch-request-preview" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{tAdmin('admin.test.preview')}</h3>
      {closed ? <p className="ch-request-preview__closed">{tAdmin('admin.test.closed')}</p> : null}
      {request.resumo ? <TicketSummary summary={finalScreenSummaryFrom(request.resumo, { cut: false })} headingLevel={4} /> : null}
      <details className="ch-request-preview__machine">
        <summary id={`${ids}-props`}>{tAdmin('admin.test.machineValues')}</summary>
        <table className="ch-table ch-summary__table" aria-labelledby={`${ids}-props`}>
          <thead>
            <tr>
              <th scope="col">{tAdmin('walk.final.property')}</th>
              <th scope="col">{tAdmin('walk.final.value')}</th>
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
      </details>
    </section>
  );
}
