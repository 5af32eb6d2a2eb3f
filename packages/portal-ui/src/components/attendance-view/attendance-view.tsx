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
  /**
   * Onde o atendimento está: qual tela do passeio aparece (opções, tutorial, formulário ou tela
   * final) e o que já foi respondido.
   */
  attendance: Attendance;
  /**
   * Os valores com que o formulário começa; até chegarem, a tela mostra 'Carregando formulário…' no
   * lugar dos campos.
   * @remarks Form screens: their starting values; until they are for `attendance`, 'Carregando
   * formulário…'.
   */
  form?: AttendanceFormState;
  /**
   * As listas das caixas de seleção (campi, prédios…): as opções de cada uma, ou 'Carregando…' e a
   * falha enquanto não chegam.
   * @remarks Data-hub lists for the selects (tree-engine's `formListKeys`), by `chave`.
   */
  lists?: Readonly<Record<string, ListState>>;
  /**
   * O artigo da base de conhecimento que um tutorial mostra, ou o seu carregamento e a sua falha.
   * @remarks `fonte: otrs` tutorials: the article of `screen.url`.
   */
  faq?: FaqState;
  /** Títulos dos artigos da FAQ já abertos neste atendimento: na tela final, o tutorial aparece pelo título do artigo, não como 'Artigo da FAQ'. */
  faqTitles?: Readonly<Record<string, string>>;
  /** Os sites de onde um tutorial pode trazer artigos; um artigo de outro site não é mostrado. */
  faqHosts?: readonly string[];
  /** O que acontece ao apertar 'Tentar novamente' quando o artigo de um tutorial não carregou. */
  onRetryFaq?: () => void;
  /**
   * Na tela final, em que pé está a criação do chamado: parado, criando (diálogo persistente),
   * criado (número do chamado) ou falhou.
   * @remarks The final screen: where the ticket's creation stands.
   */
  creation?: TicketCreationState;
  /**
   * O portal está processando a resposta: os botões ficam desabilitados e aparece 'Processando…'.
   * @remarks While the app processes an answer (lookups of the data hub): buttons off,
   * 'Processando…'.
   */
  busy?: boolean;
  /**
   * O nível do título da tela (2 numa página própria, 3 dentro de outra seção), para a ordem dos
   * títulos da página.
   */
  headingLevel?: WalkHeadingLevel;
  /** O que acontece quando a pessoa escolhe uma opção e aperta 'Avançar'. */
  onChooseOption: (option: string) => void;
  /** O que acontece quando a pessoa responde 'Seu problema foi resolvido?' num tutorial. */
  onAnswerTutorial: (solved: boolean) => void;
  /** O que acontece quando a pessoa aperta 'Avançar' num formulário sem erros. */
  onSubmitForm: (values: FormValues) => void;
  /**
   * Cada mudança nos campos enquanto a pessoa digita (o portal guarda um rascunho, que volta se a
   * página recarregar).
   * @remarks A form screen's values as the user types (the portal keeps them as a draft across a
   * reload).
   */
  onFormValuesChange?: (values: FormValues) => void;
  /** O que acontece ao apertar 'Voltar' (a tela anterior). */
  onBack: () => void;
  /** O que acontece ao apertar 'Cancelar' (o atendimento termina). */
  onCancel: () => void;
  /** O que acontece ao apertar 'Criar Chamado' na tela final. */
  onCreateTicket: () => void;
  /** O que acontece ao apertar 'Ok' depois de o chamado ser criado: o atendimento termina. */
  onFinish: (ticket?: CreatedTicket) => void;
  /**
   * O que acontece ao apertar 'Ok' no aviso 'Falha ao criar chamado': a tela final volta, para
   * tentar de novo.
   */
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
