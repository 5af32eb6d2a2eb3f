/**
 * `@chamados/tree-engine/runtime`: walking a verified tree — the attendance state machine, field
 * rules, masks, conditions, the ticket request. No YAML parser, no schema, no fuse.js: this is
 * what a portal's attendance page downloads (a walk-only bundle stays under 20 KB gzip; the
 * package's `size` script measures it).
 */
export { END_SCREEN } from './constants';
export { DEFAULT_LOCALE, LOCALES, localeFromTag, resolveLocale } from './messages/locale';
export type { Locale } from './messages/locale';
export type * from './public-types';
export { faqArticleId, faqTemplateId, isSafeTutorialUrl, tutorialUrlProblem, urlHost, youtubeVideoId, YOUTUBE_HOSTS } from './urls/tutorial-url';
export type { TutorialUrlOptions, TutorialUrlProblem } from './urls/tutorial-url';
export { EvaluationError } from './evaluate/evaluation-error';
export { readPath } from './evaluate/read-path';
export { toText } from './evaluate/to-text';
export { interpolate, escapeInterpolation } from './evaluate/interpolate';
export { constantValue, evaluateOperand, evaluateOperandSync } from './evaluate/evaluate-operand';
export type { EvaluationContext } from './evaluate/evaluate-operand';
export { compareValues, evaluateCondition } from './evaluate/evaluate-condition';
export { applyAssignments } from './evaluate/apply-assignments';
export { applyMask, maskDisplay, maskLength } from './fields/mask';
export { validateField, validateForm, validateTableRow } from './fields/validate-field';
export { displayFormValues, formatDecimal, isDecimalField, normalizeDecimal, normalizeFormValues } from './fields/decimal';
export { fieldErrorMessages } from './messages/field-error-messages';
export { formatFieldError } from './messages/format-field-error';
export type { FieldErrorSources } from './messages/format-field-error';
export { fieldLimits } from './fields/field-limits';
export type { CountLimits } from './fields/field-limits';
export { defaultValue, initialFormValues } from './fields/default-value';
export { optionsFromList, resolveSelectOptions, selectOptions } from './fields/select-options';
export { explanatoryText, fieldHelp, fieldLabel, fieldMask, formListKeys, isRequiredField } from './fields/field-text';
export { attachmentLimits, attachmentSize, checkAttachment, isAttachmentBoxFull, MEGABYTE } from './fields/attachment-rules';
export type { AttachmentCandidate, AttachmentLimits, AttachmentRefusal } from './fields/attachment-rules';
export { mapFieldsToProperties } from './fields/map-fields';
export { AttendanceError } from './attendance/attendance-error';
export { startAttendance } from './attendance/start-attendance';
export { chooseOption } from './attendance/choose-option';
export { answerTutorial } from './attendance/answer-tutorial';
export { submitForm } from './attendance/submit-form';
export type { SubmitResult } from './attendance/submit-form';
export { goBack } from './attendance/go-back';
export { currentScreen, isAtFinal } from './attendance/current-screen';
export { buildTicketRequest, isClosedOnCreation, tableRows } from './ticket/build-ticket-request';
export { describeAttendance } from './ticket/describe-attendance';
export { finalScreenSummary, finalScreenSummaryFrom, truncateForSummary } from './ticket/final-screen-summary';
export type { FinalScreenSummary } from './ticket/final-screen-summary';
export { formatTicketDate } from './ticket/format-ticket-date';
export {
  ATTACHMENTS_PROPERTY,
  CLOSED_STATE,
  DEFAULT_PRIORITY,
  DEFAULT_QUEUE,
  DEFAULT_TICKET_TYPE,
  SELF_SERVICE_QUEUE,
  TICKET_TIME_ZONE,
} from './ticket/ticket-constants';
export { runtimeMessages } from './messages/runtime';
export { runtimeCatalogs, runtimeTexts } from './messages/runtime-catalogs';
export type { RuntimeTexts } from './messages/runtime-catalogs';
export { fieldErrorCatalogs } from './messages/field-error-catalogs';
export { screenTitle } from './ticket/screen-title';
export type { ScreenTitleOptions } from './ticket/screen-title';
export { DEFAULT_TICKET_DEFAULTS, defaultSubject, ticketDefaults } from './ticket/engine-options';
export type { EngineOptions, TicketDefaults } from './ticket/engine-options';
export { walkSteps } from './walk/walk-steps';
export type { WalkRequest } from './walk/walk-steps';
export { replayWalk } from './walk/replay-walk';
export type { ReplayResult, WalkFile } from './walk/replay-walk';
export type {
  WalkAnswer,
  WalkChoice,
  WalkFiles,
  WalkRefusal,
  WalkRefusalCode,
  WalkScalar,
  WalkStep,
  WalkTableRow,
} from './walk/walk-types';
