/**
 * The stable codes of tree diagnostics and the parameters each carries: part of the public API
 * (semver from 1.0.0). A diagnostic says *what* is wrong as a code and its values; the catalogs
 * (catalogs/*.ts) word it in each language, and the place comes from the diagnostic's `path`.
 */

/** A parameter's value: JSON, so a diagnostic can cross the wire as it is. @example const value: DiagnosticParamValue = ['youtube', 'otrs'] */
export type DiagnosticParamValue = string | number | boolean | null | readonly string[];

/** A value the author wrote, as a parameter: text, number, boolean or null as written; anything else as JSON. @example const value: WrittenValue = 'vimeo' */
export type WrittenValue = string | number | boolean | null;

/** Names the static types of the strict-equality warning. @example const type: ValueType = 'number' */
export type ValueType = 'string' | 'number' | 'boolean' | 'list' | 'option';

/**
 * Every diagnostic code and its parameters. `suggestion` is the nearest valid name ('você quis
 * dizer …?'), present only when there is one.
 * @example const params: DiagnosticParamMap['missingScreen'] = { name: 'descrevaa', suggestion: 'descreva' }
 */
export interface DiagnosticParamMap {
  // the YAML document
  notText: Record<string, never>;
  tooLarge: { max: number };
  empty: Record<string, never>;
  notAMap: Record<string, never>;
  aliasRefused: Record<string, never>;
  mergeKeyRefused: Record<string, never>;
  keyNotText: Record<string, never>;
  tooDeep: { max: number };
  duplicateKey: { key: string };
  /** `yamlCode`: the code of the `yaml` library (TAB_AS_INDENT, BAD_INDENT …). */
  yamlSyntax: { yamlCode: string };
  yamlWarning: { yamlCode: string };
  internal: Record<string, never>;
  // the schema
  missingKey: { key: string };
  /** `allowed`: the keys allowed at that place. */
  unknownKey: { key: string; allowed: readonly string[]; suggestion?: string };
  /** `types`: JSON types (string, number, integer, boolean, object, array, null). */
  wrongType: { types: readonly string[] };
  notOneOf: { value: WrittenValue; allowed: readonly string[]; suggestion?: string };
  unknownKind: { value: WrittenValue; allowed: readonly string[]; suggestion?: string };
  tooSmall: { limit: number };
  notPositive: Record<string, never>;
  blank: Record<string, never>;
  selectOptionsShape: Record<string, never>;
  invalid: { keyword: string };
  // the verifier
  missingScreen: { name: string; suggestion?: string };
  finalDefined: Record<string, never>;
  unreachable: { initial: string };
  cannotFinish: Record<string, never>;
  deadFlow: { unconditional: number };
  sameFlowCondition: { earlier: number };
  singleOption: Record<string, never>;
  sameTargetOptions: { target: string };
  noOptions: Record<string, never>;
  noFields: Record<string, never>;
  emptyMask: Record<string, never>;
  minAboveMax: { min: number; max: number };
  fileAboveTotal: { perFile: number; total: number };
  maskNeverFits: { mask: string; format: 'int' | 'double' };
  tutorialScheme: Record<string, never>;
  youtubeVideo: Record<string, never>;
  youtubeHost: { host: string };
  faqLocation: { hosts: readonly string[] };
  /** `template`: the FAQ address template an `faq` tutorial must follow. */
  faqTemplate: { template: string };
  /** A `faq` tutorial, and the verifier was given no FAQ address template. */
  faqNotConfigured: Record<string, never>;
  modelScheme: Record<string, never>;
  tableFieldKind: { kind: string };
  /** A `mapeamento` on a caixaDeChecagem field itself, which maps nothing: each option has its own. */
  checkboxFieldMapping: Record<string, never>;
  /** `key`: which of the option's keys repeats; `proposed`: a value no other option has (the fix). */
  duplicateOption: { key: 'texto' | 'valor'; value: string; proposed?: string };
  /** `synonym`: as written; `first`: the earlier synonym it repeats (case and accents folded). */
  duplicateSynonym: { synonym: string; first: string };
  invalidClass: { value: WrittenValue; suggestion?: string };
  invalidComparator: { value: WrittenValue; suggestion?: string };
  invalidOperator: { value: WrittenValue; suggestion?: string };
  nullConditions: Record<string, never>;
  emptyConditions: Record<string, never>;
  notExtraConditions: Record<string, never>;
  constantMismatch: { value: WrittenValue; classe: string };
  strictMismatch: { comparator: string; left: ValueType; right: ValueType };
  selfComparison: { result: boolean };
  constantComparison: { result: boolean };
  noSuchOption: { field: string; key: 'valor' | 'texto'; value: string; comparator: '=' | '!='; suggestion?: string };
  overwrittenAssignment: { property: string; later: number };
  unknownVariable: { field: string; suggestion?: string };
  variableNotOnEveryPath: { field: string };
  unknownPlaceholder: { name: string; suggestion?: string };
  unknownList: { name: string; known: readonly string[]; suggestion?: string };
  unknownMap: { name: string; known: readonly string[]; suggestion?: string };
  placeholderNotOnEveryPath: { name: string; field: string };
}

/** A diagnostic's code. @example const code: DiagnosticCode = 'unknownKey' */
export type DiagnosticCode = keyof DiagnosticParamMap;

/** The parameters of some diagnostic. @example const params: DiagnosticParams = { key: 'rotluo' } */
export type DiagnosticParams = Readonly<Record<string, DiagnosticParamValue | undefined>>;

/**
 * What a diagnostic says, before it is worded: a code and its parameters, typed together.
 * @example const said: DiagnosticMessage = { code: 'tooLarge', params: { max: 1_048_576 } }
 */
export type DiagnosticMessage = { [C in DiagnosticCode]: { code: C; params: DiagnosticParamMap[C] } }[DiagnosticCode];

/** Every code, in the order of the table in the README. @example DIAGNOSTIC_CODES.includes('unknownKey') // true */
export const DIAGNOSTIC_CODES = [
  'notText', 'tooLarge', 'empty', 'notAMap', 'aliasRefused', 'mergeKeyRefused', 'keyNotText', 'tooDeep', 'duplicateKey',
  'yamlSyntax', 'yamlWarning', 'internal',
  'missingKey', 'unknownKey', 'wrongType', 'notOneOf', 'unknownKind', 'tooSmall', 'notPositive', 'blank', 'selectOptionsShape', 'invalid',
  'missingScreen', 'finalDefined', 'unreachable', 'cannotFinish', 'deadFlow', 'sameFlowCondition', 'singleOption', 'sameTargetOptions',
  'noOptions', 'noFields', 'emptyMask', 'minAboveMax', 'fileAboveTotal', 'maskNeverFits', 'tutorialScheme', 'youtubeVideo', 'youtubeHost',
  'faqLocation', 'faqTemplate', 'faqNotConfigured', 'modelScheme', 'tableFieldKind', 'checkboxFieldMapping', 'duplicateOption', 'duplicateSynonym', 'invalidClass', 'invalidComparator',
  'invalidOperator', 'nullConditions', 'emptyConditions', 'notExtraConditions', 'constantMismatch', 'strictMismatch', 'selfComparison',
  'constantComparison', 'noSuchOption', 'overwrittenAssignment', 'unknownVariable', 'variableNotOnEveryPath', 'unknownPlaceholder',
  'unknownList', 'unknownMap', 'placeholderNotOnEveryPath',
] as const satisfies readonly DiagnosticCode[];

/** Codes reported as warnings; the others are errors. */
const WARNING_CODES: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'yamlWarning', 'unreachable', 'deadFlow', 'sameFlowCondition', 'singleOption', 'sameTargetOptions', 'maskNeverFits',
  'checkboxFieldMapping', 'duplicateSynonym', 'notExtraConditions', 'strictMismatch', 'selfComparison', 'constantComparison',
  'noSuchOption', 'overwrittenAssignment', 'variableNotOnEveryPath', 'unknownPlaceholder', 'placeholderNotOnEveryPath',
]);

/** The YAML library's error codes that have their own text in every catalog. @example YAML_ERROR_CODES.includes('TAB_AS_INDENT') // true */
export const YAML_ERROR_CODES = [
  'ALIAS_PROPS', 'BAD_ALIAS', 'BAD_DIRECTIVE', 'BAD_DQ_ESCAPE', 'BAD_INDENT', 'BAD_PROP_ORDER', 'BAD_SCALAR_START',
  'BLOCK_AS_IMPLICIT_KEY', 'BLOCK_IN_FLOW', 'DUPLICATE_KEY', 'IMPOSSIBLE', 'KEY_OVER_1024_CHARS', 'MISSING_CHAR',
  'MULTILINE_IMPLICIT_KEY', 'MULTIPLE_ANCHORS', 'MULTIPLE_DOCS', 'MULTIPLE_TAGS', 'NON_STRING_KEY', 'TAB_AS_INDENT',
  'TAG_RESOLVE_FAILED', 'UNEXPECTED_TOKEN', 'RESOURCE_EXHAUSTION', 'BAD_COLLECTION_TYPE',
] as const;

/** A YAML library error code with a worded text. @example const code: YamlErrorCode = 'BAD_INDENT' */
export type YamlErrorCode = (typeof YAML_ERROR_CODES)[number];

/**
 * The severity each code is reported with: an error keeps a tree from being used, a warning does
 * not. Part of the public API, like the codes.
 * @example DIAGNOSTIC_SEVERITY.unreachable // 'warning'
 */
export const DIAGNOSTIC_SEVERITY: Readonly<Record<DiagnosticCode, 'error' | 'warning'>> = Object.fromEntries(
  DIAGNOSTIC_CODES.map((code) => [code, WARNING_CODES.has(code) ? 'warning' : 'error']),
) as Record<DiagnosticCode, 'error' | 'warning'>;
