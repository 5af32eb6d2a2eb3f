/**
 * The `${name}` placeholders of a text, read the way the runtime's `interpolate` reads them: `$$`
 * is an escaped dollar, `${}` and an unclosed `${` are left alone.
 */

/** One placeholder and where it sits in its text. @example placeholderSpans('a ${b}')[0] // { name: 'b', start: 2, end: 6 } */
export interface PlaceholderSpan {
  name: string;
  /** Offset of the `$`. */
  start: number;
  /** Offset just after the `}`. */
  end: number;
}

/**
 * The placeholders of a text with their offsets.
 * @example placeholderSpans('R$$ ${valor}') // [{ name: 'valor', start: 4, end: 12 }]
 */
export function placeholderSpans(text: string): PlaceholderSpan[] {
  const spans: PlaceholderSpan[] = [];
  for (let i = text.indexOf('$'); i >= 0 && i < text.length; i = text.indexOf('$', i + 1)) {
    if (text[i + 1] === '$') {
      i += 1;
      continue;
    }
    if (text[i + 1] !== '{') continue;
    const close = text.indexOf('}', i + 2);
    if (close < 0) break;
    const name = text.slice(i + 2, close);
    if (name !== '') spans.push({ name, start: i, end: close + 1 });
    i = close;
  }
  return spans;
}

/**
 * The `${name}` placeholders of a text, read the way the runtime's `interpolate` reads them:
 * `$$` is an escaped dollar, `${}` is left alone.
 * @example placeholders('Wi-Fi em ${predio}, custo $${x}') // ['predio']
 */
export function placeholders(text: string): string[] {
  return placeholderSpans(text).map((span) => span.name);
}
