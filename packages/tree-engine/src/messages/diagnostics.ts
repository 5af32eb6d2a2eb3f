/**
 * What each check says, as a code and its parameters (diagnostic-codes.ts): the checks call these
 * builders, and `wordDiagnostic` turns the result into text in the caller's language. The
 * builders keep the argument lists of the 0.x Portuguese message functions, whose exported names
 * (`documentMessages`, `schemaMessages`, `verifyMessages`) now word these in pt-BR
 * (pt-br-messages.ts).
 */
import type { DiagnosticMessage, ValueType, WrittenValue } from './diagnostic-codes';

/** The value an author wrote, as a JSON parameter: primitives as they are, anything else as JSON text. */
export function written(value: unknown): WrittenValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value) ?? String(value);
}

/** `suggestion` only when there is one, so `params` stays free of undefined keys. */
const withSuggestion = <P extends object>(params: P, suggestion: string | undefined): P & { suggestion?: string } =>
  suggestion === undefined ? params : { ...params, suggestion };

const none = {} as Record<string, never>;

/** Findings about the YAML document itself, before any tree shape is known. @example documentMessages.tooLarge(1_048_576) */
export const documentMessages = {
  notText: (): DiagnosticMessage => ({ code: 'notText', params: none }),
  tooLarge: (max: number): DiagnosticMessage => ({ code: 'tooLarge', params: { max } }),
  empty: (): DiagnosticMessage => ({ code: 'empty', params: none }),
  notAMap: (): DiagnosticMessage => ({ code: 'notAMap', params: none }),
  aliasRefused: (): DiagnosticMessage => ({ code: 'aliasRefused', params: none }),
  mergeKeyRefused: (): DiagnosticMessage => ({ code: 'mergeKeyRefused', params: none }),
  keyNotText: (): DiagnosticMessage => ({ code: 'keyNotText', params: none }),
  tooDeep: (max: number): DiagnosticMessage => ({ code: 'tooDeep', params: { max } }),
  duplicateKey: (key: string): DiagnosticMessage => ({ code: 'duplicateKey', params: { key } }),
  yamlSyntax: (yamlCode: string): DiagnosticMessage => ({ code: 'yamlSyntax', params: { yamlCode } }),
  yamlWarning: (yamlCode: string): DiagnosticMessage => ({ code: 'yamlWarning', params: { yamlCode } }),
  internal: (): DiagnosticMessage => ({ code: 'internal', params: none }),
};

/** JSON Schema findings. @example schemaMessages.required('pergunta') // { code: 'missingKey', params: { key: 'pergunta' } } */
export const schemaMessages = {
  required: (key: string): DiagnosticMessage => ({ code: 'missingKey', params: { key } }),
  unknownKey: (key: string, suggestion?: string, allowed: readonly string[] = []): DiagnosticMessage => ({
    code: 'unknownKey',
    params: withSuggestion({ key, allowed }, suggestion),
  }),
  wrongType: (types: readonly string[]): DiagnosticMessage => ({ code: 'wrongType', params: { types } }),
  notOneOf: (value: unknown, allowed: readonly string[], suggestion?: string): DiagnosticMessage => ({
    code: 'notOneOf',
    params: withSuggestion({ value: written(value), allowed }, suggestion),
  }),
  unknownKind: (value: unknown, allowed: readonly string[], suggestion?: string): DiagnosticMessage => ({
    code: 'unknownKind',
    params: withSuggestion({ value: written(value), allowed }, suggestion),
  }),
  tooSmall: (limit: number): DiagnosticMessage => ({ code: 'tooSmall', params: { limit } }),
  notPositive: (): DiagnosticMessage => ({ code: 'notPositive', params: none }),
  blank: (): DiagnosticMessage => ({ code: 'blank', params: none }),
  selectOptionsShape: (): DiagnosticMessage => ({ code: 'selectOptionsShape', params: none }),
  invalid: (keyword: string): DiagnosticMessage => ({ code: 'invalid', params: { keyword } }),
};

/** Semantic findings of the verifier. @example verifyMessages.missingScreen('descrevaa', 'descreva') */
export const verifyMessages = {
  missingScreen: (name: string, suggestion?: string): DiagnosticMessage => ({ code: 'missingScreen', params: withSuggestion({ name }, suggestion) }),
  finalDefined: (): DiagnosticMessage => ({ code: 'finalDefined', params: none }),
  unreachable: (initial: string): DiagnosticMessage => ({ code: 'unreachable', params: { initial } }),
  cannotFinish: (): DiagnosticMessage => ({ code: 'cannotFinish', params: none }),
  deadFlow: (unconditional: number): DiagnosticMessage => ({ code: 'deadFlow', params: { unconditional } }),
  sameFlowCondition: (earlier: number): DiagnosticMessage => ({ code: 'sameFlowCondition', params: { earlier } }),
  singleOption: (): DiagnosticMessage => ({ code: 'singleOption', params: none }),
  sameTargetOptions: (target: string): DiagnosticMessage => ({ code: 'sameTargetOptions', params: { target } }),
  noOptions: (): DiagnosticMessage => ({ code: 'noOptions', params: none }),
  noFields: (): DiagnosticMessage => ({ code: 'noFields', params: none }),
  emptyMask: (): DiagnosticMessage => ({ code: 'emptyMask', params: none }),
  minAboveMax: (min: number, max: number): DiagnosticMessage => ({ code: 'minAboveMax', params: { min, max } }),
  fileAboveTotal: (perFile: number, total: number): DiagnosticMessage => ({ code: 'fileAboveTotal', params: { perFile, total } }),
  maskNeverFits: (mask: string, format: 'int' | 'double'): DiagnosticMessage => ({ code: 'maskNeverFits', params: { mask, format } }),
  tutorialScheme: (): DiagnosticMessage => ({ code: 'tutorialScheme', params: none }),
  youtubeVideo: (): DiagnosticMessage => ({ code: 'youtubeVideo', params: none }),
  youtubeHost: (host: string): DiagnosticMessage => ({ code: 'youtubeHost', params: { host } }),
  faqLocation: (hosts: readonly string[]): DiagnosticMessage => ({ code: 'faqLocation', params: { hosts } }),
  faqTemplate: (template: string): DiagnosticMessage => ({ code: 'faqTemplate', params: { template } }),
  faqNotConfigured: (): DiagnosticMessage => ({ code: 'faqNotConfigured', params: none }),
  modelScheme: (): DiagnosticMessage => ({ code: 'modelScheme', params: none }),
  checkboxFieldMapping: (): DiagnosticMessage => ({ code: 'checkboxFieldMapping', params: none }),
  tableFieldKind: (kind: string): DiagnosticMessage => ({ code: 'tableFieldKind', params: { kind } }),
  duplicateOption: (key: 'texto' | 'valor', value: string, proposed?: string): DiagnosticMessage => ({
    code: 'duplicateOption',
    params: proposed === undefined ? { key, value } : { key, value, proposed },
  }),
  duplicateSynonym: (synonym: string, first: string): DiagnosticMessage => ({ code: 'duplicateSynonym', params: { synonym, first } }),
  invalidClass: (value: unknown, suggestion?: string): DiagnosticMessage => ({ code: 'invalidClass', params: withSuggestion({ value: written(value) }, suggestion) }),
  invalidComparator: (value: unknown, suggestion?: string): DiagnosticMessage => ({
    code: 'invalidComparator',
    params: withSuggestion({ value: written(value) }, suggestion),
  }),
  invalidOperator: (value: unknown, suggestion?: string): DiagnosticMessage => ({
    code: 'invalidOperator',
    params: withSuggestion({ value: written(value) }, suggestion),
  }),
  nullConditions: (): DiagnosticMessage => ({ code: 'nullConditions', params: none }),
  emptyConditions: (): DiagnosticMessage => ({ code: 'emptyConditions', params: none }),
  notExtraConditions: (): DiagnosticMessage => ({ code: 'notExtraConditions', params: none }),
  constantMismatch: (value: unknown, classe: string): DiagnosticMessage => ({ code: 'constantMismatch', params: { value: written(value), classe } }),
  strictMismatch: (comparator: string, left: ValueType, right: ValueType): DiagnosticMessage => ({
    code: 'strictMismatch',
    params: { comparator, left, right },
  }),
  selfComparison: (result: boolean): DiagnosticMessage => ({ code: 'selfComparison', params: { result } }),
  constantComparison: (result: boolean): DiagnosticMessage => ({ code: 'constantComparison', params: { result } }),
  noSuchOption: (field: string, key: 'valor' | 'texto', value: string, comparator: '=' | '!=', suggestion?: string): DiagnosticMessage => ({
    code: 'noSuchOption',
    params: withSuggestion({ field, key, value, comparator }, suggestion),
  }),
  overwrittenAssignment: (property: string, later: number): DiagnosticMessage => ({ code: 'overwrittenAssignment', params: { property, later } }),
  unknownVariable: (field: string, suggestion?: string): DiagnosticMessage => ({ code: 'unknownVariable', params: withSuggestion({ field }, suggestion) }),
  variableNotOnEveryPath: (field: string): DiagnosticMessage => ({ code: 'variableNotOnEveryPath', params: { field } }),
  unknownPlaceholder: (name: string, suggestion?: string): DiagnosticMessage => ({
    code: 'unknownPlaceholder',
    params: withSuggestion({ name }, suggestion),
  }),
  unknownList: (name: string, known: readonly string[], suggestion?: string): DiagnosticMessage => ({
    code: 'unknownList',
    params: withSuggestion({ name, known }, suggestion),
  }),
  unknownMap: (name: string, known: readonly string[], suggestion?: string): DiagnosticMessage => ({
    code: 'unknownMap',
    params: withSuggestion({ name, known }, suggestion),
  }),
  placeholderNotOnEveryPath: (name: string, field: string): DiagnosticMessage => ({ code: 'placeholderNotOnEveryPath', params: { name, field } }),
};
