import { useTreeListQuery } from '@chamados/portal-api';
import { LoadingIndicator, ServicePanel, t } from '@chamados/portal-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NEW_ATTENDANCE_STATE } from '../../components/router-link';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../../auth';
import { useStoredAttendance } from './attendance-storage';
import { useStartAttendance } from './use-start-attendance';

// The walk (tree-engine's attendance and every walk screen) is a chunk of its own: the panel is
// what /atendimento shows first, and the walk's ~20 KB gzip would push that first load over
// 150 KB. It is fetched once the page has loaded and the browser is idle (not in the middle of
// hydration), so a card usually starts without waiting for it.
const loadWalk = () => import('./attendance-walk');
const AttendanceWalk = lazy(async () => ({ default: (await loadWalk()).AttendanceWalk }));

function isNewAttendance(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'newAttendance' in state &&
    state.newAttendance === NEW_ATTENDANCE_STATE.newAttendance
  );
}

/**
 * /atendimento: the service panel, or the walk of the attendance in progress (spec §2). The
 * attendance is kept per user in localStorage, so a reload or a closed tab resumes it; arriving
 * through 'Novo Chamado' or 'Iniciar Atendimento' drops it. In the entry chunk and rendered while
 * the session is not known yet (RequireSession's `whilePending`): the build prerenders the panel's
 * frame (title, intro, search box), so the page's largest text paints from the HTML, and the
 * public tree list is asked for as soon as React has hydrated.
 */
export function AttendancePage() {
  const session = useSession();
  const userId = session?.userId ?? 'anonimo';
  const [stored, setAttendance] = useStoredAttendance(userId);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const fresh = isNewAttendance(location.state);
  // Shown at once as dropped; the effect makes it so in storage and clears the history entry's mark.
  const attendance = fresh ? null : stored;
  useEffect(() => {
    // Not while the session is unknown (hydrating): the drop is the signed-in user's.
    if (!fresh || !session) return;
    setAttendance(null);
    void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [fresh, session, setAttendance, navigate, location.search, location.hash]);

  const trees = useTreeListQuery();
  const { start, starting } = useStartAttendance(setAttendance);

  useEffect(() => whenIdle(() => void loadWalk()), []);

  if (attendance) {
    return (
      <Suspense fallback={<LoadingIndicator page />}>
        <AttendanceWalk userId={userId} attendance={attendance} onAttendanceChange={setAttendance} />
      </Suspense>
    );
  }
  return (
    <>
      <title>{t('documentTitle.page', { page: t('nav.newTicket') })}</title>
      <div className="ch-container">
        <ServicePanel
          trees={trees.data?.arvores}
          loading={trees.isLoading}
          error={trees.isError}
          onRetry={() => void trees.refetch()}
          initialFilter={searchParams.get('filtro') ?? ''}
          onFilterChange={(filtro) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (filtro) next.set('filtro', filtro);
                else next.delete('filtro');
                return next;
              },
              { replace: true },
            )
          }
          onStart={(tree) => void start(tree)}
          startingTree={starting}
        />
      </div>
    </>
  );
}
