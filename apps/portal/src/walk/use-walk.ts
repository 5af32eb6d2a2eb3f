import { ticketsApi, uploadKeys, useUploadProgress, walkSupportApi, type CreatedTicket } from '@chamados/portal-api';
import type {
  AttendanceFormState,
  AttendanceViewProps,
  TicketCreationState,
  WalkHeadingLevel,
} from '@chamados/portal-ui';
import {
  answerTutorial,
  buildTicketRequest,
  chooseOption,
  currentScreen,
  END_SCREEN,
  formListKeys,
  goBack,
  initialFormValues,
  isClosedOnCreation,
  submitForm,
  walkSteps,
  type Attendance,
  type AttendanceEnv,
  type FormValues,
  type TicketRequest,
} from '@chamados/tree-engine';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAttendanceEnv } from './use-attendance-env';
import { useWalkFaq } from './use-walk-faq';
import { useWalkLists } from './use-walk-lists';
import type { WalkDispatch } from './walk-env';

/** How a walk ended after the Ok of its last dialog. */
export interface WalkOutcome {
  /** The ticket, unless its creation failed (a closed attendance ends even then). */
  ticket?: CreatedTicket;
  /** A tutorial solved the problem: the ticket was created closed (spec §4: stay on the page). */
  closed: boolean;
  /** The attendance as it ended (its tree and log). */
  attendance: Attendance;
}

/** Test mode's end: the ticket the walk would create (what the server derives from it). */
export interface WalkPreview {
  request: TicketRequest;
  /** A tutorial solved the problem: the ticket would be created closed. */
  closed: boolean;
}

/** Options of {@link useWalk}. */
export interface WalkOptions {
  /** The attendance walked now, or null. The caller keeps it (component state, storage). */
  attendance: Attendance | null;
  /**
   * The walk's signed attendance id (`POST /api/atendimento/inicio`): the server replays the
   * ticket's creation against it. Without one (a walk stored before walks had one), the creation
   * asks for a new one first.
   */
  atendimento?: string;
  /** Each step gives the next attendance; null when it is dropped (Cancelar, Voltar at the start, the end). */
  onAttendanceChange: (next: Attendance | null) => void;
  /** tree-engine's outside world; the signed-in user's (`useAttendanceEnv`) by default. */
  env?: AttendanceEnv;
  dispatch?: WalkDispatch;
  /**
   * The admin's 'Testar Árvore': 'Criar Chamado' (or a closed attendance's arrival at the end)
   * shows `preview` instead of creating a ticket, and no end-of-service call is made.
   */
  testMode?: boolean;
  /** Live mode, after the Ok of the creation dialog; the end-of-service call is already on its way. */
  onFinish?: (outcome: WalkOutcome) => void;
  /**
   * The values kept for the current form screen of `attendance` (typed before a reload), laid over
   * its starting values; read once per step.
   */
  formDraft?: (attendance: Attendance) => FormValues | undefined;
  /** A form screen's values as the user types, to keep as a draft. */
  onFormValuesChange?: (attendance: Attendance, values: FormValues) => void;
  /** An outside lookup failed while an answer was processed (data hub down); nothing moved. */
  onError?: (error: unknown) => void;
  /** Hosts an `otrs` tutorial may point at besides `/api/faq/{id}`. */
  faqHosts?: readonly string[];
  /** 3 inside a page that already has an h2 (the admin's test panel). */
  headingLevel?: WalkHeadingLevel;
}

/** What {@link useWalk} gives. */
export interface Walk {
  /** Props for portal-ui's `AttendanceView`; null without an attendance or while the preview shows. */
  view: AttendanceViewProps | null;
  /** Test mode: the ticket request the walk ended on. */
  preview: WalkPreview | null;
  /** Test mode: back from the preview to the final screen. */
  closePreview: () => void;
}

const IDLE: TicketCreationState = { status: 'idle' };

/** A new signed attendance id, for a walk stored before walks kept theirs. */
async function startedAgain(dispatch: WalkDispatch, arvore: string): Promise<string> {
  const request = dispatch(walkSupportApi.endpoints.insightStart.initiate({ arvore }));
  try {
    return (await request.unwrap()).atendimento;
  } finally {
    request.reset();
  }
}

/** A state that belongs to one step of the walk. */
interface Tagged<T> {
  attendance: Attendance;
  value: T;
}

/**
 * Drives tree-engine's attendance for portal-ui's `AttendanceView`: starting form values
 * (defaults from the token and `/api/ip`, or what was typed before), the data-hub lists of the
 * selects, the FAQ article of a tutorial, each answer through the engine, the ticket's creation
 * (`POST /api/ticket`) and the end-of-service call — or, in test mode, a preview of the request.
 * The attendance itself stays with the caller, so it can persist it.
 * @example const walk = useWalk({ attendance, onAttendanceChange: setAttendance, env, dispatch }); walk.view && <AttendanceView {...walk.view} />
 */
export function useWalk(options: WalkOptions): Walk {
  const { attendance, testMode = false, faqHosts, headingLevel } = options;
  const user = useAttendanceEnv();
  const env = options.env ?? user.env;
  const dispatch = options.dispatch ?? user.dispatch;
  // Callbacks read the latest options: an answer processed asynchronously must not act on a stale walk.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const [form, setForm] = useState<AttendanceFormState>();
  // Creation and preview belong to one step (one attendance object): a new step starts idle.
  const [creationOf, setCreationOf] = useState<Tagged<TicketCreationState>>();
  const [previewOf, setPreviewOf] = useState<Tagged<WalkPreview>>();
  const [busy, setBusy] = useState(false);
  const created = creationOf && creationOf.attendance === attendance ? creationOf.value : IDLE;
  // While 'Criar Chamado' sends large files, the dialog shows how far the upload got.
  const uploaded = useUploadProgress(uploadKeys.ticketCreate);
  const creation: TicketCreationState = created.status === 'creating' && uploaded !== undefined ? { status: 'creating', progress: uploaded } : created;
  const preview = previewOf && previewOf.attendance === attendance ? previewOf.value : null;

  // currentScreen may build a new object: one per attendance, so effects follow steps, not renders.
  const screen = useMemo(() => (attendance ? currentScreen(attendance) : undefined), [attendance]);
  const formScreen =
    screen && screen !== END_SCREEN && screen.tipo === 'formulario' ? screen : undefined;
  const tutorialScreen =
    screen && screen !== END_SCREEN && screen.tipo === 'tutorial' ? screen : undefined;
  const listKeys = useMemo(() => (formScreen ? formListKeys(formScreen) : []), [formScreen]);
  const lists = useWalkLists(listKeys, dispatch);
  const { faq, retry: retryFaq, titles: faqTitles } = useWalkFaq(
    tutorialScreen?.fonte === 'otrs' ? tutorialScreen.url : undefined,
    dispatch,
  );

  // A form screen's starting values, tagged with the attendance they are for (AttendanceView
  // shows 'Carregando formulário…' until they match).
  useEffect(() => {
    if (!attendance || !formScreen) return;
    let live = true;
    const draft = latest.current.formDraft?.(attendance);
    initialFormValues(formScreen, env, attendance.data).then(
      (values) => live && setForm({ attendance, values: { ...values, ...draft } }),
      // A select's default needs its data-hub list; if that failed, the select says so and the
      // form starts from what was typed before.
      () => live && setForm({ attendance, values: { ...attendance.data, ...draft } }),
    );
    return () => {
      live = false;
    };
  }, [attendance, formScreen, env]);

  /** Runs one engine step that may call the outside world; a walk changed meanwhile ignores it. */
  const step = useCallback(async (from: Attendance, run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      if (latest.current.attendance === from) latest.current.onError?.(error);
      else console.error(error);
    } finally {
      setBusy(false);
    }
  }, []);

  const change = (from: Attendance, next: Attendance | null) => {
    if (latest.current.attendance === from) latest.current.onAttendanceChange(next);
  };

  const createTicket = useCallback(
    async (from: Attendance) => {
      if (latest.current.testMode) {
        setPreviewOf({ attendance: from, value: { request: buildTicketRequest(from, new Date()), closed: isClosedOnCreation(from) } });
        return;
      }
      setCreationOf({ attendance: from, value: { status: 'creating' } });
      try {
        // What the user did, not what the portal concluded: the server replays it (ARCHITECTURE.md §7).
        const atendimento = latest.current.atendimento ?? (await startedAgain(dispatch, from.tree.nome));
        const { passos, arquivos } = walkSteps(from);
        const anexos = arquivos.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
        const ticket = await dispatch(ticketsApi.endpoints.createTicket.initiate({ atendimento, passos, anexos })).unwrap();
        setCreationOf({ attendance: from, value: { status: 'created', ticket } });
      } catch (error) {
        // Spec §8: the failure is shown and logged.
        console.error('Falha ao criar chamado', error);
        setCreationOf({ attendance: from, value: { status: 'failed' } });
      }
    },
    [dispatch],
  );

  const finish = useCallback(
    (from: Attendance, ticket?: CreatedTicket) => {
      const { onAttendanceChange, onFinish } = latest.current;
      const body = {
        ...(ticket ? { ticketId: ticket.ticketId } : {}),
        arvore: from.tree.nome,
        log: from.log,
      };
      // The record of the end is the IT team's statistics; the user has nothing to wait for.
      dispatch(walkSupportApi.endpoints.endService.initiate(body))
        .unwrap()
        .catch((error: unknown) => console.error('Falha ao encerrar o atendimento', error));
      onAttendanceChange(null);
      onFinish?.({ ticket, closed: isClosedOnCreation(from), attendance: from });
    },
    [dispatch],
  );

  const closePreview = () => setPreviewOf(undefined);
  if (!attendance || preview) return { view: null, preview, closePreview };
  const from = attendance;
  const view: AttendanceViewProps = {
    attendance,
    form,
    lists,
    faq,
    faqTitles,
    faqHosts,
    onRetryFaq: retryFaq,
    creation,
    busy,
    headingLevel,
    onChooseOption: (option) => change(from, chooseOption(from, option)),
    onAnswerTutorial: (solved) =>
      void step(from, async () => change(from, await answerTutorial(from, solved, env))),
    onSubmitForm: (values: FormValues) =>
      void step(from, async () => {
        const result = await submitForm(from, values, env);
        if (result.errors) {
          if (latest.current.attendance === from)
            setForm({ attendance: from, values, errors: result.errors });
        } else change(from, result.attendance);
      }),
    onFormValuesChange: (values: FormValues) => latest.current.onFormValuesChange?.(from, values),
    onBack: () => change(from, goBack(from)),
    onCancel: () => change(from, null),
    onCreateTicket: () => void createTicket(from),
    onFinish: (ticket) => (testMode ? change(from, null) : finish(from, ticket)),
    onDismissError: () => setCreationOf(undefined),
  };
  return { view, preview: null, closePreview };
}
