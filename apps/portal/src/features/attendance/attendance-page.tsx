import { useTreeListQuery } from '@chamados/portal-api';
import { LoadingIndicator, ServicePanel, t } from '@chamados/portal-ui';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { NewAttendanceState } from '../../components/router-link';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../../auth';
import { attendanceStorage, storedWalk, useStoredWalk, type StoredWalk } from './attendance-storage';
import { readFormDraft } from './form-draft-storage';
import { leaveWalk } from './leave-walk';
import { useStartAttendance } from './use-start-attendance';
import { useWalkInsights } from './use-walk-insights';
import { walkToScreen } from './walk-to-screen';
import { firstEntryState, walkEntryOf } from './walk-entry';
import { holdsAnswers, newWalk } from './walk-steps';

// The walk (tree-engine's attendance and every walk screen) is a chunk of its own: the panel is
// what /atendimento shows first, and the walk's ~20 KB gzip would push that first load over
// 150 KB. It is fetched once the page has loaded and the browser is idle (not in the middle of
// hydration), so a card usually starts without waiting for it.
const loadWalk = () => import('./attendance-walk');
const AttendanceWalk = lazy(async () => ({ default: (await loadWalk()).AttendanceWalk }));

function newAttendanceOf(state: unknown): NewAttendanceState | undefined {
  return typeof state === 'object' && state !== null && 'newAttendance' in state && state.newAttendance === true
    ? (state as NewAttendanceState)
    : undefined;
}

/**
 * /atendimento: the service panel, or the walk of the attendance in progress (spec §2). The walk
 * is kept per user in localStorage, so a reload or a closed tab resumes it; every walk screen is
 * a history entry of its own (attendance-walk.tsx). Arriving through 'Novo Chamado' or 'Iniciar
 * Atendimento' drops it — after asking, when it holds answers. An entry of a walk that has ended
 * (Back from the ticket it created) leads back to the panel that walk started from. In the entry
 * chunk and rendered while the session is not known yet (RequireSession's `whilePending`): the
 * build prerenders the panel's frame (title, intro, search box), so the page's largest text paints
 * from the HTML, and the public tree list is asked for as soon as React has hydrated.
 */
export function AttendancePage() {
  const session = useSession();
  const userId = session?.userId ?? 'anonimo';
  const [walk, storeWalk] = useStoredWalk(userId);
  // Every change of the walk goes through here: the tree's statistics see each answer and the end.
  const insights = useWalkInsights(userId);
  const setWalk = useCallback(
    (next: StoredWalk | null) => {
      insights.changed(storedWalk(attendanceStorage(), userId), next);
      storeWalk(next);
    },
    [insights, userId, storeWalk],
  );
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const fresh = newAttendanceOf(location.state);
  const answers =
    walk !== null &&
    holdsAnswers(walk.attendance, readFormDraft(attendanceStorage(), userId, walk.attendance) !== undefined);
  // Without answers the walk is shown as dropped at once; with them, the walk asks first.
  const shown = fresh && !answers ? null : walk;

  // 'Novo Chamado': once per arrival, and only once the walk is known to hold nothing (or the user
  // said to discard it). Not while the session is unknown (hydrating): the walk is the user's.
  const handledFresh = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!fresh || !session || answers || handledFresh.current === location.key) return;
    handledFresh.current = location.key;
    if (walk) setWalk(null);
    leaveWalk(navigate, location, walkEntryOf(fresh.previous));
  }, [fresh, session, answers, walk, setWalk, navigate, location]);

  // An entry of a walk that is no more (the ticket it created is behind the user now): the panel.
  // Once per entry and only when the entry changes: a walk dropped on this entry leaves by itself.
  // Not while the session is unknown (hydrating a reload): whose walk it is is not known yet.
  const handledEntry = useRef<string | undefined>(undefined);
  const signedIn = session !== null;
  useLayoutEffect(() => {
    if (!signedIn || handledEntry.current === location.key) return;
    handledEntry.current = location.key;
    const entry = walkEntryOf(location.state);
    if (entry && !walk) leaveWalk(navigate, location, entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, signedIn]);

  const trees = useTreeListQuery();
  // The walk started from a card here, whose first entry is on its way (the walk may show first).
  const [startedId, setStartedId] = useState<string>();
  const { start, starting } = useStartAttendance((attendance, atendimento, tela) => {
    const started = newWalk(attendance, atendimento);
    insights.begin(started);
    // An article of 'Artigos que podem ajudar': the questions before its tutorial are answered
    // for the student (walk-to-screen.ts), and the statistics see them answered.
    const led = tela ? { ...started, attendance: walkToScreen(attendance, tela) } : started;
    if (led !== started) insights.changed(started, led);
    setStartedId(led.id);
    setWalk(led);
    // The first screen shown is an entry over the panel: Back returns to the panel.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: firstEntryState(led) },
    );
  });

  useEffect(() => whenIdle(() => void loadWalk()), []);

  if (shown) {
    return (
      <Suspense fallback={<LoadingIndicator page />}>
        <AttendanceWalk
          userId={userId}
          walk={shown}
          onWalkChange={setWalk}
          onEnd={() => insights.finish(shown.id)}
          newAttendance={fresh}
          justStarted={startedId === shown.id}
        />
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
          onOpenArticle={(tree, article) => void start(tree, article.tela)}
          startingTree={starting}
        />
      </div>
    </>
  );
}
