/**
 * The closed vocabularies of the tree format, once: the schema, the verifier and the messages
 * read them from here.
 */
import type {
  AutomaticValueKey,
  Comparator,
  CompositeOperator,
  ConstantClass,
  FieldType,
  Operand,
  ScreenType,
  TutorialSource,
  Validator,
} from '../types';

/** @example screenKinds.includes('tutorial') // true */
export const screenKinds = ['opcoes', 'formulario', 'tutorial'] as const satisfies readonly ScreenType[];

/** @example fieldKinds.length // 7 */
export const fieldKinds = [
  'caixaDeTexto',
  'memorando',
  'caixaDeSelecao',
  'caixaDeChecagem',
  'texto',
  'caixaDeAnexo',
  'tabela',
] as const satisfies readonly FieldType[];

/** Field kinds a `tabela` may hold. @example tableFieldKinds // ['caixaDeTexto', 'caixaDeSelecao'] */
export const tableFieldKinds = ['caixaDeTexto', 'caixaDeSelecao'] as const satisfies readonly FieldType[];

/** @example validatorKinds[2] // 'mascara' */
export const validatorKinds = ['simples', 'naoVazio', 'mascara'] as const satisfies readonly Validator['tipo'][];

/** @example conditionKinds // ['simples', 'composta'] */
export const conditionKinds = ['simples', 'composta'] as const;

/** @example operandKinds.includes('mapeamento') // true */
export const operandKinds = ['variavel', 'constante', 'interpolacao', 'mapeamento'] as const satisfies readonly Operand['tipo'][];

/** @example constantClasses.includes('double') // true */
export const constantClasses = ['int', 'double', 'boolean', 'string'] as const satisfies readonly ConstantClass[];

/** @example comparators.includes('!=') // true */
export const comparators = ['<', '<=', '=', '>=', '>', '!='] as const satisfies readonly Comparator[];

/** @example compositeOperators // ['and', 'or', 'not'] */
export const compositeOperators = ['and', 'or', 'not'] as const satisfies readonly CompositeOperator[];

/** Where a tutorial's content comes from. @example tutorialSources.includes('faq') // true */
export const tutorialSources = ['youtube', 'faq', 'otrs', 'link'] as const satisfies readonly TutorialSource[];

/** Default-value keys filled from the user. @example automaticValueKeys.includes('ip') // true */
export const automaticValueKeys = ['email', 'cpf', 'nome', 'matricula', 'ip'] as const satisfies readonly AutomaticValueKey[];

/** The `tipo` values each discriminated `$defs` entry accepts, for "unknown kind" messages. @example kindsByDef.validador // ['simples', 'naoVazio', 'mascara'] */
export const kindsByDef: Record<string, readonly string[]> = {
  tela: screenKinds,
  campo: fieldKinds,
  validador: validatorKinds,
  condicao: conditionKinds,
  operando: operandKinds,
};
