import type { InsightStats, InsightTotals } from '@chamados/api-contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { tAdmin } from '../../messages/t-admin';
import type { AdminMessageKey } from '../../messages/pt-BR-admin';
import { buttonClass } from '../button/button';
import { Icon } from '../icon/icon';
import { Anchor, type LinkComponent } from '../link/link-component';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { formatCount, formatDay, formatRate } from './stats-format';
import { StatsPeriodField, type StatsPeriod } from './stats-period';

// The chart library comes with this page only, after its numbers: they never wait for it.
const WeeklyChart = lazy(async () => ({ default: (await import('./weekly-chart')).WeeklyChart }));

export type { StatsPeriod } from './stats-period';

/** Props of {@link TreeStats}. */
export interface TreeStatsProps {
  /** The tree's name, for the title. */
  treeName?: string;
  /** `GET /api/admin/arvore/{id}/estatisticas` for the period. */
  stats?: InsightStats;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  period: StatsPeriod;
  onPeriodChange: (period: StatsPeriod) => void;
  /** Back to the tree form. */
  backHref: string;
  LinkComponent?: LinkComponent;
  /**
   * Each screen's heading as the admin wrote it ({@link screenTitles} of the tree's texts): the
   * tables name screens by it, never by their key (the key only when the tree no longer has the screen).
   */
  screenTitles?: ReadonlyMap<string, string>;
  /** Hide the weekly chart (tests without a canvas); its table stays. */
  noChart?: boolean;
}

const rate = (part: number, whole: number) => formatRate(part, whole) ?? tAdmin('admin.stats.noRate');

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

/** A table wider than a phone scrolls sideways: by keyboard too (the box takes the focus). */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ch-tree-stats__scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
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

/** The rows of the version comparison: each total, with its rate for the non-start ones. */
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

/**
 * 'Estatísticas' of a tree (issue 22): the period ('Últimos 7 dias', '30 dias', '90 dias' or
 * dates), the totals with their rates ('Atendimentos iniciados', 'Resolvidos pelo tutorial',
 * 'Chamados criados', 'Desistências'), a weekly chart (lazy: uPlot loads with this page only)
 * with its numbers in a table, each tutorial's 'Sim' and 'Não', each screen's visits and stops,
 * and the current version against the previous one. Numbers in pt-BR.
 * @example <TreeStats treeName="Wi-Fi" stats={data} period={{ dias: 30 }} onPeriodChange={setPeriod} backHref="/admin/arvore/1" />
 */
export function TreeStats({ treeName, stats, loading = false, error = false, onRetry, period, onPeriodChange, backHref, LinkComponent = Anchor, noChart = false, screenTitles }: TreeStatsProps) {
  const ids = useId();
  const screenName = (tela: string) => (tela === '#final' ? tAdmin('admin.stats.finalScreen') : (screenTitles?.get(tela) ?? tela));
  const totals = stats?.totais;
  const [current, previous] = stats?.versoes ?? [];

  let body: ReactNode;
  if (error) body = <LoadFailure message={tAdmin('admin.stats.loadFailed')} onRetry={onRetry} />;
  else if (loading || !stats || !totals) body = <LoadingIndicator />;
  else {
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
          </dl>
        </Section>

        <Section title={tAdmin('admin.stats.weekly')}>
          {noChart ? null : (
            <Suspense fallback={<p className="ch-tree-stats__note">{tAdmin('admin.stats.chartLoading')}</p>}>
              <WeeklyChart weeks={stats.semanas} />
            </Suspense>
          )}
          <details className="ch-tree-stats__data">
            <summary>{tAdmin('admin.stats.chartData')}</summary>
            <TableScroll label={tAdmin('admin.stats.chartData')}>
              <table className="ch-tree-stats__table">
                <thead>
                  <tr>
                    <th scope="col">{tAdmin('admin.stats.week')}</th>
                    {MEASURES.map((m) => (
                      <th scope="col" key={m.key}>
                        {tAdmin(m.label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {stats.semanas.map((w) => (
                    <tr key={w.inicio}>
                      <th scope="row">{formatDay(w.inicio)}</th>
                      {MEASURES.map((m) => (
                        <td key={m.key}>{formatCount(w.totais[m.key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </Section>

        <Section title={tAdmin('admin.stats.tutorials')}>
          {stats.tutoriais.length === 0 ? (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.noTutorials')}</p>
          ) : (
            <TableScroll label={tAdmin('admin.stats.tutorials')}>
              <table className="ch-tree-stats__table">
                <thead>
                  <tr>
                    <th scope="col">{tAdmin('admin.stats.tutorial')}</th>
                    <th scope="col">{tAdmin('admin.stats.yes')}</th>
                    <th scope="col">{tAdmin('admin.stats.no')}</th>
                    <th scope="col">{tAdmin('admin.stats.solveRate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.tutoriais.map((x) => (
                    <tr key={x.tela}>
                      <th scope="row">{screenName(x.tela)}</th>
                      <td>{formatCount(x.sim)}</td>
                      <td>{formatCount(x.nao)}</td>
                      <td>{rate(x.sim, x.sim + x.nao)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Section>

        <Section title={tAdmin('admin.stats.screens')}>
          {stats.telas.length === 0 ? (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.noWalks')}</p>
          ) : (
            <TableScroll label={tAdmin('admin.stats.screens')}>
              <table className="ch-tree-stats__table">
                <thead>
                  <tr>
                    <th scope="col">{tAdmin('admin.stats.screen')}</th>
                    <th scope="col">{tAdmin('admin.stats.visits')}</th>
                    <th scope="col">{tAdmin('admin.stats.stops')}</th>
                    <th scope="col">{tAdmin('admin.stats.stopRate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.telas.map((x) => (
                    <tr key={x.tela}>
                      <th scope="row">{screenName(x.tela)}</th>
                      <td>{formatCount(x.visitas)}</td>
                      <td>{formatCount(x.paradas)}</td>
                      <td>{rate(x.paradas, x.visitas)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Section>

        <Section title={tAdmin('admin.stats.versions')}>
          {current && previous ? (
            <TableScroll label={tAdmin('admin.stats.versions')}>
              <table className="ch-tree-stats__table">
                <thead>
                  <tr>
                    <th scope="col">{tAdmin('admin.stats.measure')}</th>
                    <th scope="col">{tAdmin('admin.stats.current', { n: current.versao })}</th>
                    <th scope="col">{tAdmin('admin.stats.previous', { n: previous.versao })}</th>
                  </tr>
                </thead>
                <tbody>
                  {MEASURES.map((m) => (
                    <tr key={m.key}>
                      <th scope="row">{tAdmin(m.label)}</th>
                      <td>{versionCell(current.totais, m.key)}</td>
                      <td>{versionCell(previous.totais, m.key)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <p className="ch-tree-stats__note">{tAdmin('admin.stats.onlyVersion')}</p>
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
