import type { FormValues, Properties } from '../types';
import { readPath } from './read-path';
import { toText } from './to-text';

/**
 * Replaces each `${name}` in `text` by the value named: looked up first in the form data, then in
 * the ticket properties (dotted paths like `${predio.texto}` work in both). `$$` always stands for
 * one literal `$`, so `$${x}` yields the text `${x}`. Unknown names are left as they are.
 * @example interpolate('Wi-Fi no prédio ${predio}', { predio: 'PVA' }, {}) // 'Wi-Fi no prédio PVA'
 */
export function interpolate(text: string, data: FormValues, properties: Properties): string {
  return fill(text, data, properties, (placeholder) => placeholder);
}

/**
 * Like `interpolate`, but undefined when a placeholder names nothing known: a map key built from
 * a field left empty is no key at all, rather than the literal text `${campus.valor}`.
 * @example interpolateKnown('${predio}', {}, {}) // undefined
 */
export function interpolateKnown(text: string, data: FormValues, properties: Properties): string | undefined {
  let unknown = false;
  const out = fill(text, data, properties, () => {
    unknown = true;
    return '';
  });
  return unknown ? undefined : out;
}

function fill(text: string, data: FormValues, properties: Properties, onUnknown: (placeholder: string) => string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char !== '$') {
      out += char;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    const close = next === '{' ? text.indexOf('}', i + 2) : -1;
    if (close === -1) {
      out += '$';
      i += 1;
      continue;
    }
    const placeholder = text.slice(i, close + 1);
    const name = text.slice(i + 2, close);
    const fromData = name === '' ? undefined : readPath(data, name);
    const value = fromData !== undefined ? fromData : name === '' ? undefined : readPath(properties, name);
    out += value === undefined ? onUnknown(placeholder) : toText(value);
    i = close + 1;
  }
  return out;
}

/**
 * Escapes every `$` of `text` so that `interpolate` gives `text` back unchanged.
 * @example escapeInterpolation('custa R$ ${x}') // 'custa R$$ $${x}'
 */
export function escapeInterpolation(text: string): string {
  return text.replaceAll('$', () => '$$');
}
