import type { FinalScreenSummary } from '@chamados/tree-engine';
import { useId, type ReactNode } from 'react';
import { t } from '../../messages/t';

/** Props of {@link TicketSummary}. */
export interface TicketSummaryProps {
  summary: FinalScreenSummary;
  /** Level of the three block titles. */
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
 * The three blocks of the final screen (spec §2), from tree-engine's `finalScreenSummary` (which
 * already cut long texts to 38 + '...'): 'Propriedades' (label, value), one titled table per list
 * property ('Tabela vazia' when it has no rows), and 'Anexos' (name, type). Line breaks in values
 * show as breaks; every text is rendered as text.
 */
export function TicketSummary({ summary, headingLevel }: TicketSummaryProps) {
  return (
    <div className="ch-summary">
      <Block title={t('walk.final.properties')} level={headingLevel}>
        {(titleId) =>
          summary.propriedades.length === 0 ? (
            <p className="ch-summary__empty">{t('walk.final.noProperties')}</p>
          ) : (
            <div className="ch-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
              <table className="ch-table ch-summary__table" aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('walk.final.property')}</th>
                    <th scope="col">{t('walk.final.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.propriedades.map(([label, value], index) => (
                    <tr key={index}>
                      <th scope="row">{label}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Block>
      {summary.tabelas.map((table, index) => (
        <Block key={index} title={table.titulo} level={headingLevel}>
          {(titleId) =>
            table.linhas.length === 0 ? (
              <p className="ch-summary__empty">{t('walk.final.emptyTable')}</p>
            ) : (
              <div className="ch-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
                <table className="ch-table ch-summary__table" aria-labelledby={titleId}>
                  <thead>
                    <tr>
                      {table.colunas.map((column, c) => (
                        <th key={c} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.linhas.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Block>
      ))}
      <Block title={t('walk.final.attachments')} level={headingLevel}>
        {(titleId) =>
          summary.anexos.length === 0 ? (
            <p className="ch-summary__empty">{t('walk.final.noAttachments')}</p>
          ) : (
            <div className="ch-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
              <table className="ch-table ch-summary__table" aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('walk.final.attachmentName')}</th>
                    <th scope="col">{t('walk.final.attachmentType')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.anexos.map((file, index) => (
                    <tr key={index}>
                      <td>{file.nome}</td>
                      <td>{file.tipo}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Block>
    </div>
  );
}
