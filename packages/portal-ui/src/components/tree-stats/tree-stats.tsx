import type { InsightStats, InsightTotals } from '@chamados/api-contract';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { tAdmin } from '../../messages/t-admin';
import type { AdminMessageKey } from '../../messages/pt-BR-admin';
import { buttonClass } from '../button/button';
import { Icon } from '../icon/icon';
import { Anchor, type LinkComponent } from '../link/link-component';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { CsvExport, type CsvCell } from './csv-export';
import type { StepAnswers } from './screen-titles';
import { attention, inProgress } from './stats-attention';
import { formatCount, formatDay, formatRate } from './stats-format';
import { StatsPeriodField, type StatsPeriod } from './stats-period';

// The chart library comes with this page only, after its numbers: they never wait for it.
const StatsChart = lazy(async () => ({ default: (await import('./stats-chart')).StatsChart }));

export type { StatsPeriod } from './stats-period';

/** Props of {@link TreeStats}. */
export interface TreeStatsProps {
  /** O nome da árvore, no título da página ('Estatísticas: Rede sem fio'). */
  treeName?: string;
  /** Os números do período (o que o servidor contou); vazio enquanto carrega. */
  stats?: InsightStats;
  /** Mostra o indicador de carregamento no lugar dos números. */
  loading?: boolean;
  /** Mostra o aviso de que as estatísticas não carregaram, com 'Tentar novamente'. */
  error?: boolean;
  /** O que 'Tentar novamente' faz. */
  onRetry?: () => void;
  /** O período escolhido: 'Últimos 7 dias', '30 dias', '90 dias' ou datas. */
  period: StatsPeriod;
  /** Chamado quando a pessoa escolhe outro período. */
  onPeriodChange: (period: StatsPeriod) => void;
  /** O endereço do botão 'Voltar' (o formulário da árvore). */
  backHref: string;
  /** O componente de link do app (o roteador); um link comum se ficar vazio. */
  LinkComponent?: LinkComponent;
  /**
   * As respostas que levam de uma tela a outra: a tabela 'Opções escolhidas' diz 'Sem sinal' em
   * vez de só a tela seguinte.
   * @remarks Built with `stepAnswers`.
   */
  stepAnswers?: StepAnswers;
  /** Esconde o gráfico (testes sem canvas); a tabela com os números continua. */
  noChart?: boolean;
}

const rate = (part: number, whole: number) => formatRate(part, whole) ?? tAdmin('admin.stats.noRate');
/** A share as a number for a CSV cell (0,253), empty when there is no whole. */
const share = (part: number, whole: number): CsvCell => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : '');

/** One total: its label, its number and, but for the starts, its share of the starts. */
function Total({ label, value, started, detail }: { label: string; value: number; started?: number; detail?: string }) {
  return (
    <div className="ch-tree-stats__total">
      <dt>{label}</dt>
      <dd>
        <span className="ch-tree-stats__number">{formatCount(value)}</span>
        {started !== undefined ? <span className="ch-tree-stats__rate">{tAdmin('admin.stats.rateOfStarted', { rate: rate(value, started) })}</span> : null}
        {detail ? <span className="ch-tree-stats__rate">{detail}</span> : null}
      </dd>
    </div>
  );
}

/** A table row: its heading cell, its cells as shown, and its cells for the CSV file. */
interface Row {
  key: string;
  head: string;
  cells: string[];
  csv: CsvCell[];
}

/**
 * A table of numbers with 'Exportar CSV' under it. On a phone each row is a card, each number with
 * its column's name beside it: nothing to scroll sideways, every number in sight.
 */
function StatsTable({ label, fileName, headers, csvHeaders = headers, rows }: { label: string; fileName: string; headers: string[]; csvHeaders?: string[]; rows: Row[] }) {
  return (
    <>
      <table className="ch-tree-stats__table" aria-label={label}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, i) => (
                <td key={headers[i + 1]} data-label={headers[i + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ch-tree-stats__export">
        <CsvExport table={label} fileName={fileName} headers={csvHeaders} rows={rows.map((row) => row.csv)} />
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ch-tree-stats__section" aria-labelledby={id}>
      <h2 id={id} className="ch-tree-stats__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The rows of the version comparison and of the chart's table: each total. */
const MEASURES: { key: keyof InsightTotals; label: AdminMessageKey }[] = [
  { key: 'iniciados', label: 'admin.stats.started' },
  { key: 'resolvidosTutorial', label: 'admin.stats.solved' },
  { key: 'chamados', label: 'admin.stats.tickets' },
  { key: 'desistencias', label: 'admin.stats.gaveUp' },
];

function versionCell(totals: InsightTotals, key: keyof InsightTotals) {
  const value = formatCount(totals[key]);
  return key === 'iniciados' ? value : `${value} (${rate(totals[key], totals.iniciados)})`;
}

/** Periods up to this many days are plotted day by day ('Últimos 7 dias', '30 dias'); longer ones by week. */
const DAILY_MAX = 31;

/**
 * 'Estatísticas' of a tree (issues 22 and 31): the period ('Últimos 7 dias', '30 dias', '90 dias'
 * or dates), the totals with their rates ('Atendimentos iniciados', 'Resolvidos pelo tutorial',
 * 'Chamados criados', 'Desistências', 'Em andamento'), 'Atenção' (the screens where most walks
 * stop, the tutorials with the lowest 'Sim' rate), a chart by day (by week past 31 days; lazy:
 * uPlot loads with this page only) with its numbers in a table, the funnel of screens (reached,
 * gave up here, %), each option's count, each tutorial's 'Sim' and 'Não', and the current version
 * against the previous one. Screens and tutorials by their titles; each table with 'Exportar CSV';
 * on a phone each row a card with every number. Numbers in pt-BR.
 * @example <TreeStats treeName="Wi-Fi" stats={data} period={{ dias: 30 }} onPeriodChange={setPeriod} backHref="/admin/arvore/1" />
 */
export function TreeStats({ treeName, stats, loading = false, error = false, onRetry, period, onPeriodChange, backHref, LinkComponent = Anchor, noChart = false, stepAnswers }: TreeStatsProps) {
  const ids = useId();
  // Each screen by its title (the server's `titulos`); its key only when no text has the screen any more.
  const titles = useMemo(() => new Map((stats?.titulos ?? []).map((t) => [t.tela, t.titulo])), [stats]);
  const screenName = (tela: string) => (tela === '#final' ? tAdmin('admin.stats.finalScreen') : (titles.get(tela) ?? tela));
  const totals = stats?.totais;
  const [current, previous] = stats?.versoes ?? [];
  const launched = (stats?.versoes ?? []).filter((v) => v.lancadaEm !== null);

  let body: ReactNode;
  if (error) body = <LoadFailure message={tAdmin('admin.stats.loadFailed')} onRetry={onRetry} />;
  else if (loading || !stats || !totals) body = <LoadingIndicator />;
  else {
    const daily = stats.dias.length > 0 && stats.dias.length <= DAILY_MAX;
    const points = daily ? stats.dias : stats.semanas.map((w) => ({ dia: w.inicio, totais: w.totais }));
    const worst = attention(stats);
    const visits = new Map(stats.telas.map((s) => [s.tela, s.visitas]));
    const measureHeaders = [...MEASURES.map((m) => tAdmin(m.label)), tAdmin('admin.stats.inProgress')];
    const pointValues = (t: InsightTotals) => [...MEASURES.map((m) => t[m.key]), inProgress(t)];
    const stepName = (de: string, para: string) => stepAnswers?.get(`${de}\u0000${para}`)?.join(tAdmin('admin.stats.answersJoin')) ?? tAdmin('admin.stats.toScreen', { screen: screenName(para) });
    body = (
      <>
        <p className="ch-tree-stats__range">{tAdmin('admin.stats.range', { from: formatDay(stats.de), to: formatDay(stats.ate) })}</p>
        <Section title={tAdmin('admin.stats.totals')}>
          <dl className="ch-tree-stats__totals">
            <Total label={tAdmin('admin.stats.started')} value={totals.iniciados} />
            <Total label={tAdmin('admin.stats.solved')} value={totals.resolvidosTutorial} started={totals.iniciados} />
            <Total label={tAdmin('admin.stats.tickets')} value={totals.chamados} started={totals.iniciados} />
            <Total
              label={tAdmin('admin.stats.gaveUp')}
              value={totals.desistencias}
              started={totals.iniciados}
              detail={tAdmin('admin.stats.gaveUpDetail', { cancelled: formatCount(totals.cancelados), abandoned: formatCount(totals.abandonos) })}
            />
            <Total label={tAdmin('admin.stats.inProgress')} value={inProgress(totals)} started={totals.iniciados} detail={tAdmin('admin.stats.inProgressDetail')} />
          </dl>
        </Section>

        <Section title={tAdmin('admin.stats.attention')}>
          {worst.screens.length === 0 && worst.tutorials.length === 0 ? (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.attention.none')}</p>
          ) : (
            <div className="ch-tree-stats__attention">
              {worst.screens.length > 0 ? (
                <div>
                  <h3 className="ch-tree-stats__subheading">{tAdmin('admin.stats.attention.screens')}</h3>
                  <ol>
                    {worst.screens.map((s) => (
                      <li key={s.tela}>
                        <strong>{screenName(s.tela)}</strong>: {tAdmin('admin.stats.attention.screen', { stops: formatCount(s.paradas), visits: formatCount(s.visitas), rate: rate(s.paradas, s.visitas) })}
                      </li>
                    ))}
                  </ol>
                </div>
              ) : null}
              {worst.tutorials.length > 0 ? (
                <div>
                  <h3 className="ch-tree-stats__subheading">{tAdmin('admin.stats.attention.tutorials')}</h3>
                  <ol>
                    {worst.tutorials.map((x) => (
                      <li key={x.tela}>
                        <strong>{screenName(x.tela)}</strong>: {tAdmin('admin.stats.attention.tutorial', { rate: rate(x.sim, x.sim + x.nao), yes: formatCount(x.sim), answers: formatCount(x.sim + x.nao) })}
                      </li>
                    ))}
                  </ol>
                </div>
              ) : null}
            </div>
          )}
        </Section>

        <Section title={tAdmin(daily ? 'admin.stats.daily' : 'admin.stats.weekly')}>
          {noChart ? null : (
            <Suspense fallback={<p className="ch-tree-stats__note">{tAdmin('admin.stats.chartLoading')}</p>}>
              <StatsChart points={points} label={tAdmin(daily ? 'admin.stats.chartLabelDaily' : 'admin.stats.chartLabel')} />
            </Suspense>
          )}
          <details className="ch-tree-stats__data">
            <summary>{tAdmin('admin.stats.chartData')}</summary>
            <StatsTable
              label={tAdmin(daily ? 'admin.stats.daily' : 'admin.stats.weekly')}
              fileName={daily ? 'estatisticas-por-dia' : 'estatisticas-por-semana'}
              headers={[tAdmin(daily ? 'admin.stats.day' : 'admin.stats.week'), ...measureHeaders]}
              rows={points.map((p) => ({ key: p.dia, head: formatDay(p.dia), cells: pointValues(p.totais).map(formatCount), csv: [formatDay(p.dia), ...pointValues(p.totais)] }))}
            />
          </details>
        </Section>

        <Section title={tAdmin('admin.stats.screens')}>
          {stats.telas.length === 0 ? (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.noWalks')}</p>
          ) : (
            <>
              <p className="ch-tree-stats__note">{tAdmin('admin.stats.screensIntro')}</p>
              <StatsTable
                label={tAdmin('admin.stats.screens')}
                fileName="estatisticas-telas"
                headers={[tAdmin('admin.stats.screen'), tAdmin('admin.stats.visits'), tAdmin('admin.stats.reachedRate'), tAdmin('admin.stats.stops'), tAdmin('admin.stats.stopRate')]}
                csvHeaders={[tAdmin('admin.stats.screen'), tAdmin('admin.stats.key'), tAdmin('admin.stats.visits'), tAdmin('admin.stats.reachedRate'), tAdmin('admin.stats.stops'), tAdmin('admin.stats.stopRate')]}
                rows={stats.telas.map((x) => ({
                  key: x.tela,
                  head: screenName(x.tela),
                  cells: [formatCount(x.visitas), rate(x.visitas, totals.iniciados), formatCount(x.paradas), rate(x.paradas, x.visitas)],
                  csv: [screenName(x.tela), x.tela, x.visitas, share(x.visitas, totals.iniciados), x.paradas, share(x.paradas, x.visitas)],
                }))}
              />
            </>
          )}
        </Section>

        <Section title={tAdmin('admin.stats.options')}>
          {stats.arestas.length === 0 ? (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.noOptions')}</p>
          ) : (
            <StatsTable
              label={tAdmin('admin.stats.options')}
              fileName="estatisticas-opcoes"
              headers={[tAdmin('admin.stats.optionFrom'), tAdmin('admin.stats.option'), tAdmin('admin.stats.optionTo'), tAdmin('admin.stats.optionCount'), tAdmin('admin.stats.optionRate')]}
              rows={stats.arestas.map((e) => ({
                key: `${e.de}\u0000${e.para}`,
                head: screenName(e.de),
                cells: [stepName(e.de, e.para), screenName(e.para), formatCount(e.n), rate(e.n, visits.get(e.de) ?? 0)],
                csv: [screenName(e.de), stepName(e.de, e.para), screenName(e.para), e.n, share(e.n, visits.get(e.de) ?? 0)],
              }))}
            />
          )}
        </Section>

        <Section title={tAdmin('admin.stats.tutorials')}>
          {stats.tutoriais.length === 0 ? (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.noTutorials')}</p>
          ) : (
            <StatsTable
              label={tAdmin('admin.stats.tutorials')}
              fileName="estatisticas-tutoriais"
              headers={[tAdmin('admin.stats.tutorial'), tAdmin('admin.stats.yes'), tAdmin('admin.stats.no'), tAdmin('admin.stats.solveRate')]}
              rows={stats.tutoriais.map((x) => ({
                key: x.tela,
                head: screenName(x.tela),
                cells: [formatCount(x.sim), formatCount(x.nao), rate(x.sim, x.sim + x.nao)],
                csv: [screenName(x.tela), x.sim, x.nao, share(x.sim, x.sim + x.nao)],
              }))}
            />
          )}
        </Section>

        <Section title={tAdmin('admin.stats.versions')}>
          {current && previous ? (
            <StatsTable
              label={tAdmin('admin.stats.versions')}
              fileName="estatisticas-versoes"
              headers={[tAdmin('admin.stats.measure'), tAdmin('admin.stats.current', { n: current.versao }), tAdmin('admin.stats.previous', { n: previous.versao })]}
              rows={MEASURES.map((m) => ({
                key: m.key,
                head: tAdmin(m.label),
                cells: [versionCell(current.totais, m.key), versionCell(previous.totais, m.key)],
                csv: [tAdmin(m.label), current.totais[m.key], previous.totais[m.key]],
              }))}
            />
          ) : (
            <p className="ch-tree-stats__note">{tAdmin(launched.length === 0 ? 'admin.stats.neverLaunched' : 'admin.stats.onlyVersion')}</p>
          )}
        </Section>
      </>
    );
  }

  return (
    <section className="ch-page ch-tree-stats" aria-labelledby={`${ids}-title`}>
      <div className="ch-tree-stats__head">
        <LinkComponent href={backHref} className={buttonClass('ghost')}>
          <Icon name="arrow-left" />
          {tAdmin('common.back')}
        </LinkComponent>
        <h1 id={`${ids}-title`} className="ch-page__title">
          {treeName ? tAdmin('admin.stats.titleOf', { name: treeName }) : tAdmin('admin.stats.title')}
        </h1>
      </div>
      <p className="ch-tree-stats__note">{tAdmin('admin.stats.intro')}</p>

      <StatsPeriodField period={period} onPeriodChange={onPeriodChange} range={{ de: stats?.de, ate: stats?.ate }} />
      {body}
    </section>
  );
}
