import type { ConstantOperand } from '../types';

const INTEGER = /^\s*[+-]?\d+\s*$/;

/**
 * Whether a constant's `valor` converts cleanly to its `classe`.
 * @example constantFits({ tipo: 'constante', classe: 'int', valor: '12' }) // true
 */
export function constantFits({ classe, valor }: ConstantOperand): boolean {
  switch (classe) {
    case 'int':
      return typeof valor === 'number' ? Number.isInteger(valor) : typeof valor === 'string' && INTEGER.test(valor);
    case 'double':
      return typeof valor === 'number' ? Number.isFinite(valor) : typeof valor === 'string' && valor.trim() !== '' && Number.isFinite(Number(valor));
    case 'boolean':
      return typeof valor === 'boolean' || (typeof valor === 'string' && ['true', 'false'].includes(valor.trim().toLowerCase()));
    default:
      return true;
  }
}
