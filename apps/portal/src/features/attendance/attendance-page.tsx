import { useTreeListQuery } from '@chamados/portal-api';
import { AttendanceView, ServicePanel, t } from '@chamados/portal-ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NEW_ATTENDANCE_STATE } from '../../components/router-link';
import { paths } from '../../config/paths';
import { useSession } from '../../auth';
import { useWalk, type WalkOutcome } from '../../walk';
import { useStoredAttendance } from './attendance-storage';
import { useStartAttendance } from './use-start-attendance';

function isNewAttendance(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'newAttendance' in state && state.newAttendance === NEW_ATTENDANCE_STATE.newAttendance;
}

/**
 * /atendimento: the service panel, or the walk of the attendance in progress (spec §2). The
 * attendance is kept per user in localStorage, so a reload or a closed tab resumes it; arriving
 * through 'Novo Chamado' or 'Iniciar Atendimento' drops it.
 */
export function AttendancePage() {
  const session = useSession();
  const [stored, setAttendance] = useStoredAttendance(session?.userId ?? 'anonimo');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const fresh = isNewAttendance(location.state);
  // Shown at once as dropped; the effect makes it so in storage and clears the history entry's mark.
  const attendance = fresh ? null : stored;
  useEffect(() => {
    if (!fresh) return;
    setAttendance(null);
    void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [fresh, setAttendance, navigate, location.search, location.hash]);

  const trees = useTreeListQuery();
  const { start, starting } = useStartAttendance(setAttendance);

  const walk = useWalk({
    attendance,
    onAttendanceChange: setAttendance,
    // Spec §4: a closed ticket keeps the user here (the panel), an open one shows its detail.
    onFinish: ({ ticket, closed }: WalkOutcome) => {
      if (ticket && !closed) void navigate(paths.ticketDetail.build(ticket.ticketId));
    },
    onError: (error) => {
      console.error(error);
      void navigate(paths.serverError);
    },
  });

  if (walk.view && attendance) {
    return (
      <>
        <title>{t('documentTitle.page', { page: attendance.tree.nome })}</title>
        <h1 className="ch-visually-hidden">{attendance.tree.nome}</h1>
        <AttendanceView {...walk.view} />
      </>
    );
  }
  return (
    <>
      <title>{t('documentTitle.page', { page: t('nav.newTicket') })}</title>
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
    </>
  );
}
