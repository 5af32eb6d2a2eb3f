import type { GradualLaunch, GradualMeasure } from '@chamados/api-contract';
import { useId } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';

/** Props of {@link GradualComparison}. */
export interface GradualComparisonProps {
  /** O lançamento gradual em andamento: a versão nova, a parte dos alunos que a recebe e as taxas de cada versão. */
  gradual: NonNullable<GradualLaunch>;
  /** Enquanto 'Lançar para todos' ou 'Voltar para a versão' está sendo feito: os botões esperam, apagados. */
  busy?: boolean;
  /** O que 'Lançar para todos' faz: a versão nova passa a valer para todos os alunos. */
  onPromote: () => void;
  /** O que 'Voltar para a versão {n}' faz: todos os alunos voltam para a versão que estava no ar. */
  onRollback: () => void;
}

/** For these a higher rate is better; for the others (giving up, opening a ticket) a lower one. */
const HIGHER_IS_BETTER: ReadonlySet<GradualMeasure['medida']> = new Set(['resolvidosTutorial']);

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** '12 de 40 (30%)', or '0 de 0' before anyone walked the version. */
function rate({ casos, total }: { casos: number; total: number }): string {
  return total === 0 ? tAdmin('admin.gradual.rateNone', { casos, total }) : tAdmin('admin.gradual.rate', { casos, total, taxa: percent.format(casos / total) });
}

/** In words: 'ainda não dá para dizer', or which way the new version differs and whether that is better. */
function verdict(m: GradualMeasure, nova: number): string {
  if (!m.diferente) return tAdmin('admin.gradual.notYet');
  const more = m.nova.casos / m.nova.total > m.atual.casos / m.atual.total;
  const better = more === HIGHER_IS_BETTER.has(m.medida);
  return tAdmin('admin.gradual.verdict', { direcao: more ? 'mais' : 'menos', nova, avaliacao: better ? 'melhor' : 'pior' });
}

/**
 * A gradual launch on the statistics page: the new version's share, and per rate ('Resolvidos
 * pelo tutorial', 'Desistências', 'Chamados criados') each version's count over its walks, with a
 * two-proportion test said in words ('ainda não dá para dizer' until the difference is more than
 * chance); then 'Lançar para todos' or 'Voltar para a versão {n}'.
 * @example <GradualComparison gradual={data} onPromote={promote} onRollback={rollback} />
 */
export function GradualComparison({ gradual, busy = false, onPromote, onRollback }: GradualComparisonProps) {
  const titleId = useId();
  const { versaoAtual: atual, versaoNova: nova, parcela } = gradual;
  return (
    <section className="ch-gradual" aria-labelledby={titleId}>
      <h2 id={titleId} className="ch-gradual__title">
        {tAdmin('admin.gradual.title', { nova, parcela })}
      </h2>
      <p>{tAdmin('admin.gradual.intro', { atual, nova, desde: gradual.desde.split('-').reverse().join('/') })}</p>
      <div className="ch-gradual__table-wrap">
        <table className="ch-gradual__table">
          <thead>
            <tr>
              <th scope="col">{tAdmin('admin.gradual.column.measure')}</th>
              <th scope="col">{tAdmin('admin.gradual.column.current', { versao: atual })}</th>
              <th scope="col">{tAdmin('admin.gradual.column.new', { versao: nova })}</th>
              <th scope="col">{tAdmin('admin.gradual.column.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {gradual.medidas.map((m) => (
              <tr key={m.medida}>
                <th scope="row">{tAdmin(`admin.gradual.measure.${m.medida}`)}</th>
                <td data-label={tAdmin('admin.gradual.column.current', { versao: atual })}>{rate(m.atual)}</td>
                <td data-label={tAdmin('admin.gradual.column.new', { versao: nova })}>{rate(m.nova)}</td>
                <td data-label={tAdmin('admin.gradual.column.verdict')} className={m.diferente ? 'ch-gradual__verdict ch-gradual__verdict--sure' : 'ch-gradual__verdict'}>
                  {verdict(m, nova)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ch-gradual__actions">
        <Button variant="primary" icon="send" disabled={busy} onClick={onPromote}>
          {tAdmin('admin.gradual.promote')}
        </Button>
        <Button icon="history" disabled={busy} onClick={onRollback}>
          {tAdmin('admin.gradual.rollback', { versao: atual })}
        </Button>
      </div>
    </section>
  );
}
