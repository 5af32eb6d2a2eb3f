import { describe, expect, it } from 'vitest';
import type { Assignment } from '../types';
import { applyAssignments } from './apply-assignments';

const set = (propriedade: string, valor: string, condicao?: Assignment['condicao']): Assignment => ({
  propriedade,
  operando: { tipo: 'interpolacao', valor },
  ...(condicao ? { condicao } : {}),
});

describe('applyAssignments', () => {
  it('applies assignments in order, later ones seeing earlier ones', async () => {
    const result = await applyAssignments([set('a', 'um'), set('b', '${a} e dois'), set('a', 'três')], { data: {}, properties: {} });
    expect(result).toEqual({ a: 'três', b: 'um e dois' });
  });

  it('an assignment applies only when its condition holds', async () => {
    const when = (valor: string): Assignment['condicao'] => ({
      tipo: 'simples',
      comparador: '=',
      operando1: { tipo: 'variavel', campo: 'x' },
      operando2: { tipo: 'constante', classe: 'string', valor },
    });
    const result = await applyAssignments([set('sim', 's', when('1')), set('nao', 'n', when('2'))], { data: { x: '1' }, properties: {} });
    expect(result).toEqual({ sim: 's' });
  });

  it('does not change the properties it was given', async () => {
    const properties = { fila: 'N1' };
    await applyAssignments([set('fila', 'N2')], { data: {}, properties });
    expect(properties).toEqual({ fila: 'N1' });
  });
});
