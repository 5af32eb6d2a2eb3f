import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../../test/runtime-fixtures';
import type { ConstantOperand, Operand } from '../types';
import { EvaluationError } from './evaluation-error';
import { constantValue, evaluateOperand, evaluateOperandSync } from './evaluate-operand';

const ctx = {
  data: { predio: { texto: 'Pavilhão', valor: 'pva' }, maquinas: [{ patrimonio: '42' }], nome: 'Ana' },
  properties: { fila: 'N2' },
};
const constant = (classe: ConstantOperand['classe'], valor: ConstantOperand['valor']): ConstantOperand => ({
  tipo: 'constante',
  classe,
  valor,
});

describe('evaluateOperand', () => {
  it('variavel reads a field of the form data', async () => {
    expect(await evaluateOperand({ tipo: 'variavel', campo: 'nome' }, ctx)).toBe('Ana');
  });

  it("variavel reads a sub-value with 'campo.sub' (a select's option, a table row)", async () => {
    expect(await evaluateOperand({ tipo: 'variavel', campo: 'predio.valor' }, ctx)).toBe('pva');
    expect(await evaluateOperand({ tipo: 'variavel', campo: 'maquinas.0.patrimonio' }, ctx)).toBe('42');
  });

  it('variavel of a missing field or path is undefined', async () => {
    expect(await evaluateOperand({ tipo: 'variavel', campo: 'nada.sub' }, ctx)).toBeUndefined();
    expect(await evaluateOperand({ tipo: 'variavel', campo: 'predio.constructor' }, ctx)).toBeUndefined();
  });

  it('constante int converts to an integer', () => {
    expect(constantValue(constant('int', '42'))).toBe(42);
    expect(constantValue(constant('int', 7.9))).toBe(7);
    expect(constantValue(constant('int', 'abc'))).toBeNaN();
  });

  it('constante double converts to a number', () => {
    expect(constantValue(constant('double', '2.5'))).toBe(2.5);
    expect(constantValue(constant('double', ''))).toBeNaN();
  });

  it("constante boolean is true only for true and 'true'", () => {
    expect(constantValue(constant('boolean', 'true'))).toBe(true);
    expect(constantValue(constant('boolean', true))).toBe(true);
    expect(constantValue(constant('boolean', 'false'))).toBe(false);
    expect(constantValue(constant('boolean', 'sim'))).toBe(false);
  });

  it('constante string converts with String', () => {
    expect(constantValue(constant('string', 10))).toBe('10');
  });

  it('an invalid operand class throws the spec message', () => {
    const bad = { tipo: 'constante', classe: 'long', valor: 1 } as unknown as ConstantOperand;
    expect(() => constantValue(bad)).toThrow(new EvaluationError('long não é um valor válido para a classe de um operando.'));
  });

  it('interpolacao fills placeholders from data and properties', async () => {
    expect(await evaluateOperand({ tipo: 'interpolacao', valor: '${nome} em ${fila}' }, ctx)).toBe('Ana em N2');
  });

  it('mapeamento looks the interpolated key up in the named map', async () => {
    const env = fakeEnv({ maps: { filas: { pva: 'N1::PVA' } } });
    const operand: Operand = { tipo: 'mapeamento', mapa: 'filas', chave: '${predio.valor}' };
    expect(await evaluateOperand(operand, ctx, env)).toBe('N1::PVA');
    expect(env.calls).toEqual(['map:filas:pva']);
  });

  it('mapeamento with a blank key (an optional select left empty) gives undefined without asking', async () => {
    const env = fakeEnv({ maps: { filas: { pva: 'N1::PVA' } } });
    const operand: Operand = { tipo: 'mapeamento', mapa: 'filas', chave: '${campus.valor}' };
    expect(await evaluateOperand(operand, { data: { campus: { texto: '', valor: ' ' } }, properties: {} }, env)).toBeUndefined();
    expect(await evaluateOperand(operand, { data: {}, properties: {} }, env)).toBeUndefined();
    expect(env.calls).toEqual([]);
  });

  it('mapeamento without an env (or the sync variant) gives undefined', async () => {
    const operand: Operand = { tipo: 'mapeamento', mapa: 'filas', chave: 'x' };
    expect(await evaluateOperand(operand, ctx)).toBeUndefined();
    expect(evaluateOperandSync(operand, ctx)).toBeUndefined();
  });
});
