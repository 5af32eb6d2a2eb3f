import { AttendanceView, t } from '@chamados/portal-ui';
import type { Attendance } from '@chamados/tree-engine';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useWalk } from '../../walk';
import { readFormDraft, writeFormDraft } from './form-draft-storage';

// The walk's card is 48rem wide and centred (portal-ui's .ch-walk).
const WALK_TITLE = { maxWidth: '48rem', marginInline: 'auto' } as const;

/** Props of {@link AttendanceWalk}. */
export interface AttendanceWalkProps {
  /** Whose walk: the form being typed is kept under their id. */
  userId: string;
  attendance: Attendance;
  onAttendanceChange: (next: Attendance | null) => void;
}

/**
 * The walk of /atendimento, titled by its service: a chunk of its own (the engine and every walk
 * screen), so the panel paints without it. After the ticket: its detail, or the panel again when
 * it was created closed (spec §4); a lookup failing mid-walk goes to /500. The form being typed
 * is kept as a draft of its step (form-draft-storage.ts).
 */
export function AttendanceWalk({ userId, attendance, onAttendanceChange }: AttendanceWalkProps) {
  const navigate = useNavigate();
  const walk = useWalk({
    attendance,
    onAttendanceChange,
    // What is typed on a form survives a reload, a closed tab and the service worker's update.
    formDraft: (at) => readFormDraft(window.localStorage, userId, at),
    onFormValuesChange: (at, values) => writeFormDraft(window.localStorage, userId, at, values),
    onFinish: ({ ticket, closed }) => {
      if (ticket && !closed) void navigate(paths.ticketDetail.build(ticket.ticketId));
    },
    onError: (error) => {
      console.error(error);
      void navigate(paths.serverError);
    },
  });
  if (!walk.view) return null;
  return (
    <>
      <title>{t('documentTitle.page', { page: attendance.tree.nome })}</title>
      <div className="ch-container ch-page">
        {/* The service's name above the walk's card, aligned with it: the user sees where they are. */}
        <h1 className="ch-page__title" style={WALK_TITLE}>
          {attendance.tree.nome}
        </h1>
        <AttendanceView {...walk.view} />
      </div>
    </>
  );
}
