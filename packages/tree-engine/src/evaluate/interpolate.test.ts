import { describe, expect, it } from 'vitest';
import { escapeInterpolation, interpolate, interpolateKnown } from './interpolate';

describe('interpolate', () => {
  it('fills ${name} from the form data', () => {
    expect(interpolate('Prédio ${predio}', { predio: 'PVA' }, {})).toBe('Prédio PVA');
  });

  it('looks a name up in the form data before the properties', () => {
    expect(interpolate('${x}', { x: 'dados' }, { x: 'propriedade' })).toBe('dados');
  });

  it('falls back to the properties when the form data lacks the name', () => {
    expect(interpolate('fila ${fila}', {}, { fila: 'N2' })).toBe('fila N2');
  });

  it('leaves unknown names as they are', () => {
    expect(interpolate('a ${nada} b ${}', {}, {})).toBe('a ${nada} b ${}');
  });

  it('a doubled dollar escapes a placeholder', () => {
    expect(interpolate('$${x}', { x: '1' }, {})).toBe('${x}');
    expect(interpolate('R$$ 10', {}, {})).toBe('R$ 10');
  });

  it('keeps a lone dollar and an unclosed placeholder', () => {
    expect(interpolate('R$ 10 ${aberto', { aberto: 'x' }, {})).toBe('R$ 10 ${aberto');
  });

  it('reads dotted paths and writes a select option as its valor', () => {
    const data = { predio: { texto: 'Pavilhão', valor: 'pva' } };
    expect(interpolate('${predio} / ${predio.texto}', data, {})).toBe('pva / Pavilhão');
  });

  it('writes numbers, booleans, lists and null as text', () => {
    expect(interpolate('${n} ${b} ${l} [${z}]', { n: 3, b: false, l: ['a', 'b'], z: null }, {})).toBe('3 false a, b []');
  });

  it('escapeInterpolation doubles every dollar so the text comes back unchanged', () => {
    const text = 'R$ ${x} $$';
    expect(escapeInterpolation(text)).toBe('R$$ $${x} $$$$');
    expect(interpolate(escapeInterpolation(text), { x: 'no' }, {})).toBe(text);
  });
});

describe('interpolateKnown', () => {
  it('fills like interpolate when every name is known, escapes included', () => {
    expect(interpolateKnown('$${x} ${predio.valor}', { predio: { texto: 'PVA', valor: 'pva' } }, {})).toBe('${x} pva');
  });

  it('is undefined when a placeholder names nothing known', () => {
    expect(interpolateKnown('fila-${campus.valor}', {}, { fila: 'N1' })).toBeUndefined();
  });
});
