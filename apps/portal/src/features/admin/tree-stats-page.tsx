import { useAdminTreeQuery, useAdminTreeStatsQuery } from '@chamados/portal-api';
import { stepAnswers, tAdmin, TreeStats, type StatsPeriod } from '@chamados/portal-ui';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { GradualPanel } from './gradual-panel';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (?periodo=7, or ?de=…&ate=…), so a reload or a shared link keeps it; 30 days by default. */
function periodOf(search: URLSearchParams): StatsPeriod {
  const de = search.get('de');
  const ate = search.get('ate');
  if (de && ate && DAY.test(de) && DAY.test(ate)) return { de, ate };
  const dias = Number(search.get('periodo'));
  return { dias: dias === 7 || dias === 90 ? dias : 30 };
}

/**
 * /admin/arvore/:id/estatisticas: what the tree's walks did in a period (issue 22). A lazy chunk,
 * and the chart library is a further one inside it: neither reaches anyone's first load.
 */
export function TreeStatsPage() {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const tree = useAdminTreeQuery(id);
  const stats = useAdminTreeStatsQuery('de' in period ? { id, de: period.de, ate: period.ate } : { id, periodo: period.dias });
  const name = tree.data?.nome;
  // The options table names each step by the answers that lead there ('Sem sinal', 'Sim').
  const answers = useMemo(() => stepAnswers([tree.data?.texto, tree.data?.arvore], tAdmin('admin.stats.yes'), tAdmin('admin.stats.no')), [tree.data]);
  return (
    <div className="ch-container">
      <title>{tAdmin('documentTitle.page', { page: name ? tAdmin('admin.stats.titleOf', { name }) : tAdmin('admin.stats.title') })}</title>
      <TreeStats
        treeName={name}
        stats={stats.data}
        stepAnswers={answers}
        loading={stats.isFetching && !stats.data}
        error={stats.isError}
        onRetry={() => void stats.refetch()}
        period={period}
        onPeriodChange={(next) => setSearch('de' in next ? { de: next.de, ate: next.ate } : { periodo: String(next.dias) }, { replace: true })}
        backHref={paths.adminTreeEdit.build(id)}
        LinkComponent={RouterLink}
      />
      <GradualPanel id={id} />
    </div>
  );
}
