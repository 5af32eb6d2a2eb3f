import {
  currentScreen,
  describeAttendance,
  END_SCREEN,
  finalScreenSummaryFrom,
  isClosedOnCreation,
  type Attendance,
  type FieldErrors,
  type FormValues,
} from '@chamados/tree-engine';
import { t } from '../../messages/t';
import { FinalScreenView } from '../final-screen/final-screen-view';
import { FormScreenView } from '../form-screen/form-screen-view';
import { OptionsScreenView } from '../options-screen/options-screen-view';
import type { ListState } from '../select-input/select-input';
import type { CreatedTicket } from '@chamados/api-contract';
import type { TicketCreationState } from '../ticket-dialogs/ticket-creation';
import type { FaqState } from '../tutorial-screen/faq-article';
import { TutorialScreenView } from '../tutorial-screen/tutorial-screen-view';
import { WalkScreen, type WalkHeadingLevel } from '../walk-screen/walk-screen';
import { attendanceStep } from './attendance-step';

/** The current form screen's data, as the app computed it for one attendance. */
export interface AttendanceFormState {
  /**
   * The attendance object these values were computed for. Every move forward or back gives a new
   * object, so values meant for one visit of a screen are never shown on another (coming back to
   * a screen must show what was typed there, not the defaults of the first visit).
   */
  attendance: Attendance;
  /** tree-engine's `initialFormValues(screen, env, attendance.data)`. */
  values: FormValues;
  /** Errors `submitForm` returned, if it refused the values. */
  errors?: FieldErrors;
}

/** Props of {@link AttendanceView}. */
export interface AttendanceViewProps {
  attendance: Attendance;
  /** Form screens: their starting values; until they are for `attendance`, 'Carregando formulário…'. */
  form?: AttendanceFormState;
  /** Data-hub lists for the selects (tree-engine's `formListKeys`), by `chave`. */
  lists?: Readonly<Record<string, ListState>>;
  /** `fonte: otrs` tutorials: the article of `screen.url`. */
  faq?: FaqState;
  /** Títulos dos artigos da FAQ já abertos neste atendimento: na tela final, o tutorial aparece pelo título do artigo, não como 'Artigo da FAQ'. */
  faqTitles?: Readonly<Record<string, string>>;
  faqHosts?: readonly string[];
  onRetryFaq?: () => void;
  /** The final screen: where the ticket's creation stands. */
  creation?: TicketCreationState;
  /** While the app processes an answer (lookups of the data hub): buttons off, 'Processando…'. */
  busy?: boolean;
  headingLevel?: WalkHeadingLevel;
  onChooseOption: (option: string) => void;
  onAnswerTutorial: (solved: boolean) => void;
  onSubmitForm: (values: FormValues) => void;
  /** A form screen's values as the user types (the portal keeps them as a draft across a reload). */
  onFormValuesChange?: (values: FormValues) => void;
  onBack: () => void;
  onCancel: () => void;
  onCreateTicket: () => void;
  onFinish: (ticket?: CreatedTicket) => void;
  onDismissError: () => void;
}

/**
 * The current screen of an attendance (tree-engine's `currentScreen`) drawn by the right component:
 * options, tutorial, form or the final screen. The portal and the admin's test mode mount this one
 * component; every screen is remounted on every step, so a form always starts fresh.
 * @example <AttendanceView attendance={a} form={form} lists={lists} creation={creation} onChooseOption={choose} … />
 */
export function AttendanceView(props: AttendanceViewProps) {
  const { attendance, busy, headingLevel, onBack, onCancel } = props;
  const screen = currentScreen(attendance);
  const step = attendanceStep(attendance);
  const nav = { onBack, onCancel, headingLevel };

  if (screen === END_SCREEN) {
    return (
      <FinalScreenView
        key={step}
        {...nav}
        // Whole: what the student reads before 'Criar Chamado' is never cut at 40 characters (the
        // spec's 38 + '...'); long answers and questions wrap (ARCHITECTURE.md §7, issue 30).
        summary={finalScreenSummaryFrom(describeAttendance(attendance, { faqTitles: props.faqTitles }), { cut: false })}
        closed={isClosedOnCreation(attendance)}
        creation={props.creation}
        onCreateTicket={props.onCreateTicket}
        onFinish={props.onFinish}
        onDismissError={props.onDismissError}
      />
    );
  }
  switch (screen.tipo) {
    case 'opcoes':
      return <OptionsScreenView key={step} {...nav} busy={busy} screen={screen} onChoose={props.onChooseOption} />;
    case 'tutorial':
      return (
        <TutorialScreenView
          key={step}
          {...nav}
          busy={busy}
          screen={screen}
          faq={props.faq}
          faqHosts={props.faqHosts}
          onRetryFaq={props.onRetryFaq}
          onAnswer={props.onAnswerTutorial}
        />
      );
    case 'formulario':
      if (!props.form || props.form.attendance !== attendance) {
        return (
          <WalkScreen key={`${step}-loading`} title={screen.titulo} {...nav} busy={busy}>
            <p className="ch-walk__loading" role="status">
              <span className="ch-spinner" aria-hidden="true" />
              {t('walk.loadingForm')}
            </p>
          </WalkScreen>
        );
      }
      return (
        <FormScreenView
          key={step}
          {...nav}
          busy={busy}
          screen={screen}
          initialValues={props.form.values}
          errors={props.form.errors}
          lists={props.lists}
          onSubmit={props.onSubmitForm}
          onValuesChange={props.onFormValuesChange}
        />
      );
    default:
      return null;
  }
}
