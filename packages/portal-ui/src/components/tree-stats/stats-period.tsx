import { useId, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { buttonClass } from '../button/button';

/** The periods offered as one choice: the last 7, 30 or 90 days. */
export const STATS_DAYS = [7, 30, 90] as const;
/** One of {@link STATS_DAYS}. */
export type StatsDays = (typeof STATS_DAYS)[number];

/** The period shown: the last 7, 30 or 90 days, or from one day to another (YYYY-MM-DD). */
export type StatsPeriod = { dias: StatsDays } | { de: string; ate: string };

/** Props of {@link StatsPeriodField}. */
export interface StatsPeriodFieldProps {
  /** O período marcado: 'Últimos 7 dias', '30 dias', '90 dias' ou de uma data a outra. */
  period: StatsPeriod;
  /** O que fazer quando a pessoa escolhe outro período (os números são buscados de novo). */
  onPeriodChange: (period: StatsPeriod) => void;
  /** Se o campo também oferece 'Datas' (de um dia a outro) além dos dias; sim, quando nada é dito. */
  dates?: boolean;
  /**
   * Os dias que aparecem nos campos de data quando a pessoa passa a escolher 'Datas', para ela
   * partir do período que estava vendo.
   */
  range?: { de?: string; ate?: string };
  /** Uma classe de estilo a mais para o grupo de escolhas, para ajustar o espaço ao redor dele. */
  className?: string;
}

/**
 * The period of the statistics: 'Últimos 7 dias', '30 dias', '90 dias' and, if `dates`, 'Datas'
 * with 'De', 'Até' and 'Aplicar' (a start after the end is refused with the reason). The one
 * period control of the 'Estatísticas' page and of the flow graph's traffic.
 * @example <StatsPeriodField period={{ dias: 30 }} onPeriodChange={setPeriod} dates={false} />
 */
export function StatsPeriodField({ period, onPeriodChange, dates: withDates = true, range, className }: StatsPeriodFieldProps) {
  const name = useId();
  const dates = 'de' in period;
  const [from, setFrom] = useState(dates ? period.de : (range?.de ?? ''));
  const [to, setTo] = useState(dates ? period.ate : (range?.ate ?? ''));
  const [choosingDates, setChoosingDates] = useState(dates && withDates);
  const badDates = from !== '' && to !== '' && from > to;

  return (
    <fieldset className={['ch-tree-stats__period', className].filter(Boolean).join(' ')}>
      <legend>{tAdmin('admin.stats.period')}</legend>
      <div className="ch-tree-stats__choices">
        {STATS_DAYS.map((dias) => (
          <label key={dias} className="ch-tree-stats__choice">
            <input
              type="radio"
              name={name}
              checked={!choosingDates && 'dias' in period && period.dias === dias}
              onChange={() => {
                setChoosingDates(false);
                onPeriodChange({ dias });
              }}
            />
            {tAdmin(`admin.stats.period.${dias}`)}
          </label>
        ))}
        {withDates ? (
          <label className="ch-tree-stats__choice">
            <input type="radio" name={name} checked={choosingDates} onChange={() => setChoosingDates(true)} />
            {tAdmin('admin.stats.period.dates')}
          </label>
        ) : null}
      </div>
      {choosingDates ? (
        <form
          className="ch-tree-stats__dates"
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to && !badDates) onPeriodChange({ de: from, ate: to });
          }}
        >
          <label>
            {tAdmin('admin.stats.from')}
            <input className="ch-input" type="date" value={from} max={to || undefined} required onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            {tAdmin('admin.stats.to')}
            <input className="ch-input" type="date" value={to} min={from || undefined} required onChange={(e) => setTo(e.target.value)} />
          </label>
          <button type="submit" className={buttonClass('primary')} disabled={badDates}>
            {tAdmin('admin.stats.apply')}
          </button>
          {badDates ? (
            <p className="ch-tree-stats__error" role="alert">
              {tAdmin('admin.stats.badDates')}
            </p>
          ) : null}
        </form>
      ) : null}
    </fieldset>
  );
}
