/**
 * Thrown by the evaluator only for input the tree schema rejects (an unknown operand class,
 * comparator or operator, a composite condition without `condicoes`). Schema-valid input never
 * throws.
 * @example new EvaluationError('=> inválido.').message // '=> inválido.'
 */
export class EvaluationError extends Error {
  override name = 'EvaluationError';
}
