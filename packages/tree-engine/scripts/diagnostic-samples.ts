/**
 * One message of every diagnostic code, each parameter given a value that cannot appear by chance:
 * the catalog tests word them in every language, and the README's tables of codes are rendered
 * from them (scripts/diagnostic-table.ts).
 */
import type { DiagnosticMessage } from '../src/messages/diagnostic-codes';
import { documentMessages, schemaMessages, verifyMessages } from '../src/messages/diagnostics';

/** Every code, some twice (with and without a suggestion). @example SAMPLES.length */
export const SAMPLES: DiagnosticMessage[] = [
  documentMessages.notText(), documentMessages.tooLarge(4242), documentMessages.empty(), documentMessages.notAMap(),
  documentMessages.aliasRefused(), documentMessages.mergeKeyRefused(), documentMessages.keyNotText(), documentMessages.tooDeep(77),
  documentMessages.duplicateKey('chaveX'), documentMessages.yamlSyntax('TAB_AS_INDENT'), documentMessages.yamlWarning('TAG_RESOLVE_FAILED'),
  documentMessages.internal(),
  schemaMessages.required('chaveX'), schemaMessages.unknownKey('chaveX', undefined, ['permitidaA', 'permitidaB']),
  schemaMessages.unknownKey('chaveX', 'sugestaoY'), schemaMessages.wrongType(['array']), schemaMessages.notOneOf('valorX', ['umA', 'umB']),
  schemaMessages.notOneOf('valorX', ['umA'], 'sugestaoY'), schemaMessages.unknownKind('tipoX', ['kindA', 'kindB']),
  schemaMessages.unknownKind('tipoX', ['kindA'], 'sugestaoY'), schemaMessages.tooSmall(13), schemaMessages.notPositive(), schemaMessages.blank(),
  schemaMessages.selectOptionsShape(), schemaMessages.invalid('regraX'),
  verifyMessages.missingScreen('telaX'), verifyMessages.missingScreen('telaX', 'sugestaoY'), verifyMessages.finalDefined(),
  verifyMessages.unreachable('inicioX'), verifyMessages.cannotFinish(), verifyMessages.deadFlow(31), verifyMessages.sameFlowCondition(32),
  verifyMessages.singleOption(), verifyMessages.sameTargetOptions('alvoX'), verifyMessages.noOptions(), verifyMessages.noFields(),
  verifyMessages.emptyMask(), verifyMessages.minAboveMax(51, 41), verifyMessages.fileAboveTotal(61, 71), verifyMessages.maskNeverFits('##X', 'double'),
  verifyMessages.tutorialScheme(), verifyMessages.youtubeVideo(), verifyMessages.youtubeHost('hostX.example'),
  verifyMessages.faqLocation(['faqX.example']), verifyMessages.faqTemplate('https://faqX.example/{id}'), verifyMessages.faqNotConfigured(),
  verifyMessages.modelScheme(), verifyMessages.tableFieldKind('kindX'), verifyMessages.checkboxFieldMapping(),
  verifyMessages.duplicateOption('valor', 'valorX', 'propostoY'), verifyMessages.duplicateSynonym('SinonimoX', 'sinonimoY'),
  verifyMessages.invalidClass('classeX', 'sugestaoY'), verifyMessages.invalidComparator('compX', 'sugestaoY'),
  verifyMessages.invalidOperator('operX', 'sugestaoY'), verifyMessages.nullConditions(), verifyMessages.emptyConditions(),
  verifyMessages.notExtraConditions(), verifyMessages.constantMismatch('valorX', 'classeY'), verifyMessages.strictMismatch('!=', 'string', 'number'),
  verifyMessages.selfComparison(true), verifyMessages.constantComparison(false),
  verifyMessages.noSuchOption('campoX', 'valor', 'valorX', '=', 'sugestaoY'), verifyMessages.overwrittenAssignment('propX', 88),
  verifyMessages.unknownVariable('campoX', 'sugestaoY'), verifyMessages.variableNotOnEveryPath('campoX'),
  verifyMessages.unknownPlaceholder('nomeX', 'sugestaoY'), verifyMessages.unknownList('listaX', ['listaA', 'listaB']),
  verifyMessages.unknownList('listaX', ['listaA'], 'sugestaoY'), verifyMessages.unknownMap('mapaX', ['mapaA']),
  verifyMessages.unknownMap('mapaX', ['mapaA'], 'sugestaoY'), verifyMessages.placeholderNotOnEveryPath('nomeX', 'campoY'),
];