/**
 * `@chamados/tree-engine/verify`: the tree format — YAML loading with positions, the JSON Schema
 * and its precompiled validator, the verifier and its Portuguese diagnostics, the vocabularies and
 * the example trees. This is the part with the YAML parsers (`yaml`, `js-yaml`): an editor or a
 * server needs it, an attendance page does not.
 */
export { END_SCREEN } from './constants';
export type * from './public-types';
export { parseTree, DEFAULT_MAX_TREE_BYTES } from './parse/parse-tree';
export type { ParseTreeOptions, ParseTreeResult } from './parse/parse-tree';
export { treeNameInText, withTreeName } from './parse/tree-name';
export type { TreeNameInText } from './parse/tree-name';
export { verifyTree } from './verify/verify-tree';
export type { VerifyOptions } from './verify/verify-tree';
export type { DataHubKeys } from './verify/check-data-hub';
export { faqArticleId, faqTemplateId, isSafeTutorialUrl, tutorialUrlProblem, urlHost, youtubeVideoId, YOUTUBE_HOSTS } from './urls/tutorial-url';
export { DEFAULT_LOCALE, LOCALES, localeFromTag, resolveLocale } from './messages/locale';
export type { Locale } from './messages/locale';
export type { TutorialUrlOptions, TutorialUrlProblem } from './urls/tutorial-url';
export { placeholders } from './verify/placeholders';
export { treeSchema, TREE_SCHEMA_ID } from './schema/tree-schema';
export { checkSchema } from './schema/check-schema';
export {
  automaticValueKeys,
  comparators,
  tutorialSources,
  compositeOperators,
  constantClasses,
  fieldKinds,
  operandKinds,
  screenKinds,
  tableFieldKinds,
  validatorKinds,
} from './schema/kinds';
export { describePlace, atPlace } from './messages/describe-place';
export { documentMessages, schemaMessages, verifyMessages } from './messages/pt-br-messages';
export { diagnosticText, wordDiagnostic } from './messages/word-diagnostic';
export { diagnosticCatalogs } from './messages/catalogs';
export type { DiagnosticCatalog, DiagnosticTexts, PlaceWords } from './messages/catalogs/catalog-types';
export { DIAGNOSTIC_CODES, DIAGNOSTIC_SEVERITY, YAML_ERROR_CODES } from './messages/diagnostic-codes';
export type { WordedMessages } from './messages/pt-br-messages';
export type {
  DiagnosticCode,
  DiagnosticMessage,
  DiagnosticParamMap,
  DiagnosticParams,
  DiagnosticParamValue,
  ValueType,
  WrittenValue,
  YamlErrorCode,
} from './messages/diagnostic-codes';
export { exampleTrees } from './examples/example-trees';
export type { ExampleTree } from './examples/example-trees';
