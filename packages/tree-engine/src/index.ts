export { END_SCREEN } from './constants';

// format: schema, YAML loading, verifier, examples
export { parseTree, DEFAULT_MAX_TREE_BYTES } from './parse/parse-tree';
export type { ParseTreeOptions, ParseTreeResult } from './parse/parse-tree';
export { treeNameInText, withTreeName } from './parse/tree-name';
export type { TreeNameInText } from './parse/tree-name';
export { verifyTree } from './verify/verify-tree';
export type { VerifyOptions } from './verify/verify-tree';
export type { DataHubKeys } from './verify/check-data-hub';
export { faqArticleId, isSafeTutorialUrl, tutorialUrlProblem, youtubeVideoId, YOUTUBE_HOSTS } from './urls/tutorial-url';
export type { TutorialUrlOptions, TutorialUrlProblem } from './urls/tutorial-url';
export { placeholders } from './verify/placeholders';
export { treeSchema } from './schema/tree-schema';
export { checkSchema } from './schema/check-schema';
export {
  automaticValueKeys,
  comparators,
  compositeOperators,
  constantClasses,
  fieldKinds,
  operandKinds,
  screenKinds,
  tableFieldKinds,
  validatorKinds,
} from './schema/kinds';
export { describePlace, atPlace } from './messages/describe-place';
export { documentMessages, schemaMessages, verifyMessages } from './messages/diagnostics';
export { exampleTrees } from './examples/example-trees';
export type { ExampleTree } from './examples/example-trees';
export type {
  Assignment,
  Attendance,
  AttendanceEnv,
  AttachmentBoxField,
  AttachmentBoxOptions,
  AttachmentFile,
  AutomaticValueKey,
  CheckboxField,
  CheckboxOption,
  Comparator,
  CompositeCondition,
  CompositeOperator,
  Condition,
  ConstantClass,
  ConstantOperand,
  DefaultValue,
  Diagnostic,
  DiagnosticFix,
  Field,
  FieldError,
  FieldErrorCode,
  FieldErrors,
  FieldType,
  Flow,
  FormScreen,
  FormValues,
  HistoryEntry,
  InterpolationOperand,
  ListItem,
  MappingOperand,
  MemoField,
  Operand,
  OperandValue,
  OptionsScreen,
  Properties,
  Screen,
  ScreenType,
  SelectField,
  SelectOption,
  SelectOptions,
  Severity,
  SimpleCondition,
  SimpleFormat,
  TableField,
  TableInnerField,
  TableOptions,
  TextBoxField,
  TextField,
  TicketRequest,
  Tree,
  TutorialScreen,
  TutorialSource,
  UserClaims,
  Validator,
  VariableOperand,
} from './types';
// end format

// runtime: evaluator, field rules, attendance, ticket, search
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
export { finalScreenSummary, truncateForSummary } from './ticket/final-screen-summary';
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
export { createServiceSearch, SERVICE_SEARCH_THRESHOLD } from './search/service-search';
export type { SearchableService } from './search/service-search';
export { loadServiceSearch } from './search/load-service-search';
export { treeSearchText } from './search/tree-search-text';
export { runtimeMessages } from './messages/runtime';
// end runtime
