import type { FinalScreenSummary } from '@chamados/tree-engine';
import { useId, type ReactNode } from 'react';
import { t } from '../../messages/t';

/** Props of {@link TicketSummary}. */
export interface TicketSummaryProps {
  /**
   * O que o chamado vai levar: as perguntas e respostas, as tabelas, os anexos e, para a equipe, a
   * fila e o assunto.
   */
  summary: FinalScreenSummary;
  /**
   * O nível dos títulos dos blocos (3 ou 4), para a ordem dos títulos da página.
   * @remarks Level of the block titles.
   */
  headingLevel: 3 | 4;
}

function Block({ title, level, children }: { title: string; level: 3 | 4; children: (titleId: string) => ReactNode }) {
  const id = useId();
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <div className="ch-summary__block">
      <Heading id={id} className="ch-summary__title">
        {title}
      </Heading>
      {children(id)}
    </div>
  );
}

/**
 * Label and value rows (the answers, the help desk's properties). On a narrow box each row stacks
 * its label over its value (final-screen.css), so nothing scrolls sideways on a phone.
 */
function PairsTable({ rows, headers, labelledBy }: { rows: readonly [string, string][]; headers: readonly [string, string]; labelledBy: string }) {
  return (
    <div className="ch-table-scroll ch-summary__box" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="ch-table ch-summary__table ch-summary__pairs" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value], index) => (
            <tr key={index}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A table with column labels. On a narrow box each row becomes a card whose cells carry their
 * column label (`data-label`, shown before the value by final-screen.css).
 */
function RowsTable({ columns, rows, labelledBy }: { columns: readonly string[]; rows: readonly (readonly string[])[]; labelledBy: string }) {
  return (
    <div className="ch-table-scroll ch-summary__box" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="ch-table ch-summary__table ch-summary__rows" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column, c) => (
              <th key={c} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} data-label={columns[c]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The blocks of the final screen (spec §2), from tree-engine's `finalScreenSummary` (which words
 * the walk by its labels, questions and option texts and already cut long texts to 38 + '...'):
 * 'Propriedades' (the questions and answers), one titled table per table answer ('Tabela vazia'
 * when it has no rows), 'Anexos' (name, type), and, folded away, the data only the help desk needs
 * (queue, type, priority, values set by the tree). Line breaks in values show as breaks; every
 * text is rendered as text.
 */
export function TicketSummary({ summary, headingLevel }: TicketSummaryProps) {
  const teamId = useId();
  return (
    <div className="ch-summary">
      <Block title={t('walk.final.properties')} level={headingLevel}>
        {(titleId) =>
          summary.propriedades.length === 0 ? (
            <p className="ch-summary__empty">{t('walk.final.noProperties')}</p>
          ) : (
            <PairsTable rows={summary.propriedades} headers={[t('walk.final.question'), t('walk.final.answer')]} labelledBy={titleId} />
          )
        }
      </Block>
      {summary.tabelas.map((table, index) => (
        <Block key={index} title={table.titulo} level={headingLevel}>
          {(titleId) =>
            table.linhas.length === 0 ? (
              <p className="ch-summary__empty">{t('walk.final.emptyTable')}</p>
            ) : (
              <RowsTable columns={table.colunas} rows={table.linhas} labelledBy={titleId} />
            )
          }
        </Block>
      ))}
      <Block title={t('walk.final.attachments')} level={headingLevel}>
        {(titleId) =>
          summary.anexos.length === 0 ? (
            <p className="ch-summary__empty">{t('walk.final.noAttachments')}</p>
          ) : (
            <RowsTable
              columns={[t('walk.final.attachmentName'), t('walk.final.attachmentType')]}
              rows={summary.anexos.map((file) => [file.nome, file.tipo])}
              labelledBy={titleId}
            />
          )
        }
      </Block>
      {summary.equipe.length > 0 ? (
        <details className="ch-summary__team">
          <summary id={teamId}>{t('walk.final.team')}</summary>
          <PairsTable rows={summary.equipe} headers={[t('walk.final.property'), t('walk.final.value')]} labelledBy={teamId} />
        </details>
      ) : null}
    </div>
  );
}
