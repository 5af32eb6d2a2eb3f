/**
 * The type an operand is known to have before the attendance runs, for the warning about strict
 * equality between different types. `undefined` means "not known statically".
 */
import type { FieldType, Operand } from '../types';
import type { TreeFacts } from './tree-facts';

/** A type known before the attendance runs. @example const t: StaticType = 'string' */
export type StaticType = 'string' | 'number' | 'boolean' | 'list' | 'option';

// What the runtime stores for each field kind: text for text boxes, { texto, valor } for a select.
const FIELD_TYPES: Partial<Record<FieldType, StaticType>> = {
  caixaDeTexto: 'string',
  memorando: 'string',
  caixaDeSelecao: 'option',
  caixaDeChecagem: 'list',
  caixaDeAnexo: 'list',
  tabela: 'list',
};

function variableType(name: string, facts: TreeFacts): StaticType | undefined {
  const whole = facts.fields.get(name);
  if (whole !== undefined) return whole === 'misto' ? undefined : FIELD_TYPES[whole];
  const dot = name.indexOf('.');
  if (dot < 0) return undefined;
  const base = facts.fields.get(name.slice(0, dot));
  const rest = name.slice(dot + 1);
  return base === 'caixaDeSelecao' && (rest === 'valor' || rest === 'texto') ? 'string' : undefined;
}

/**
 * The static type of an operand, when it is certain.
 * @example staticType({ tipo: 'constante', classe: 'int', valor: 1 }, facts) // 'number'
 */
export function staticType(operand: Operand, facts: TreeFacts): StaticType | undefined {
  switch (operand.tipo) {
    case 'constante':
      if (operand.classe === 'int' || operand.classe === 'double') return 'number';
      if (operand.classe === 'boolean') return 'boolean';
      return operand.classe === 'string' ? 'string' : undefined;
    case 'interpolacao':
      return 'string';
    case 'variavel':
      return variableType(operand.campo, facts);
    default:
      return undefined;
  }
}
