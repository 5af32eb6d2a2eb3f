import { AttendanceView, ConfirmDialog, t } from '@chamados/portal-ui';
import { currentScreen, END_SCREEN, type Attendance, type FormValues } from '@chamados/tree-engine';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NewAttendanceState } from '../../components/router-link';
import { paths } from '../../config/paths';
import { useWalk } from '../../walk';
import type { StoredWalk } from './attendance-storage';
import { readFormDraft, writeFormDraft } from './form-draft-storage';
import { useWalkGuard } from './use-walk-guard';
import { useWalkHistory } from './use-walk-history';
import { holdsAnswers, walkDepth } from './walk-steps';

// The walk's card is 48rem wide and centred (portal-ui's .ch-walk).
const WALK_TITLE = { maxWidth: '48rem', marginInline: 'auto' } as const;

/** Props of {@link AttendanceWalk}. */
export interface AttendanceWalkProps {
  /** Whose walk: the form being typed is kept under their id. */
  userId: string;
  walk: StoredWalk;
  onWalkChange: (next: StoredWalk | null) => void;
  /** 'Novo Chamado' or 'Iniciar Atendimento' arrived while this walk holds answers: ask first. */
  newAttendance?: NewAttendanceState;
  /** Started from a card of this page: its first entry is being pushed, the panel's is no resume. */
  justStarted?: boolean;
  /** The walk ended with its ticket (created closed when a tutorial solved it): the statistics have nothing more to send. */
  onEnd?: () => void;
}

/** Values of a form, compared as the user sees them ('' and a missing value are the same). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The walk of /atendimento, titled by its service: a chunk of its own (the engine and every walk
 * screen), so the panel paints without it. Every screen is a browser history entry
 * (use-walk-history.ts); discarding a walk that holds answers asks first ('Descartar as respostas
 * deste atendimento?'); each new screen starts at the top of the page. After the ticket: its
 * detail, or the panel again when it was created closed (spec §4); a lookup failing mid-walk goes
 * to /500. The form being typed is kept as a draft of its step (form-draft-storage.ts).
 */
export function AttendanceWalk({ userId, walk, onWalkChange, newAttendance, justStarted = false, onEnd }: AttendanceWalkProps) {
  const navigate = useNavigate();
  const { attendance } = walk;
  // What the user typed on the current form and has not sent, as the form reports it.
  const typed = useRef<{ attendance: Attendance; values: FormValues } | undefined>(undefined);
  const [asking, setAsking] = useState<{ discard: () => void; keep: () => void }>();

  const typedValues = () =>
    typed.current?.attendance === walk.attendance
      ? typed.current.values
      : readFormDraft(window.localStorage, userId, walk.attendance);
  const answers = () => holdsAnswers(walk.attendance, typedValues() !== undefined);

  const history = useWalkHistory({
    userId,
    walk,
    setWalk: onWalkChange,
    typedValues,
    changedFormValues: () => {
      const screen = currentScreen(walk.attendance);
      const values = typedValues();
      if (screen === END_SCREEN || screen.tipo !== 'formulario' || !values) return undefined;
      const answered = walk.attendance.data;
      return Object.entries(values).some(([name, value]) => !sameValue(value, answered[name]))
        ? { ...answered, ...values }
        : undefined;
    },
    submitForm: (values) => runner.view?.onSubmitForm(values),
    paused: newAttendance !== undefined,
    justStarted,
  });

  const runner = useWalk({
    attendance,
    atendimento: walk.atendimento,
    // An answer moves the walk on; null comes only at the end (Cancelar and Voltar are ours).
    onAttendanceChange: (next) => (next ? history.advance(next) : history.ended()),
    // What is typed on a form survives a reload, a closed tab and the service worker's update.
    formDraft: (at) => readFormDraft(window.localStorage, userId, at),
    onFormValuesChange: (at, values) => {
      typed.current = { attendance: at, values };
      writeFormDraft(window.localStorage, userId, at, values);
    },
    onFinish: ({ ticket, closed }) => {
      // Any other end (a failed creation left) is the walk dropped: counted as cancelled.
      if (closed || ticket) onEnd?.();
      // The ticket takes the final screen's entry: Back from it lands on a screen of the ended
      // walk, which leads on to the panel (attendance-page.tsx), never to 'Criar Chamado' again.
      if (ticket && !closed) void navigate(paths.ticketDetail.build(ticket.ticketId), { replace: true });
      else history.leave();
    },
    onError: (error) => {
      console.error(error);
      void navigate(paths.serverError);
    },
  });

  /** Runs `discard` at once when nothing would be lost, else after the user confirms. */
  const askFirst = (discard: () => void, keep: () => void = () => {}) => {
    if (answers()) setAsking({ discard, keep });
    else discard();
  };

  useWalkGuard({
    walk,
    creation: runner.view?.creation,
    holdsAnswers: answers,
    leaving: history.leaving,
    onLeaving: ({ proceed, stay }) =>
      setAsking({
        // Back where the user was going first: dropping the walk unmounts this guard, and its held
        // navigation with it.
        discard: () => {
          proceed();
          history.ended();
        },
        keep: stay,
      }),
  });

  // The ticket exists: the walk has ended for the statistics, whether or not its dialog is closed.
  const created = runner.view?.creation?.status === 'created';
  useEffect(() => {
    if (created) onEnd?.();
  }, [created, onEnd]);

  // A new screen starts at the top of the page (a long form left the page scrolled down), before
  // its title takes focus.
  const step = `${attendance.history.length}:${attendance.current}`;
  useLayoutEffect(() => {
    // A block, not an expression: Chromium's scrollTo returns a promise, which React would keep
    // as the effect's cleanup and call.
    window.scrollTo(0, 0);
  }, [step]);

  if (!runner.view) return null;
  const view = {
    ...runner.view,
    onCancel: () => askFirst(history.discard),
    onBack: () => (walkDepth(walk) === 0 ? askFirst(history.discard) : history.back()),
  };
  const prompt = newAttendance
    ? {
        // The page, still on the new-attendance entry, shows the panel (attendance-page.tsx).
        discard: () => history.ended(),
        keep: () => history.keep(newAttendance.previous),
      }
    : asking;
  const answer = (choice: 'discard' | 'keep') => {
    setAsking(undefined);
    prompt?.[choice]();
  };
  return (
    <>
      <title>{t('documentTitle.page', { page: attendance.tree.nome })}</title>
      <div className="ch-container ch-page">
        {/* The service's name above the walk's card, aligned with it: the user sees where they are. */}
        <h1 className="ch-page__title" style={WALK_TITLE}>
          {attendance.tree.nome}
        </h1>
        <AttendanceView {...view} />
      </div>
      <ConfirmDialog
        open={prompt !== undefined}
        title={t('walk.discard.title')}
        message={t('walk.discard.text')}
        confirmLabel={t('walk.discard.confirm')}
        cancelLabel={t('walk.discard.keep')}
        danger
        onConfirm={() => answer('discard')}
        onCancel={() => answer('keep')}
      />
    </>
  );
}
