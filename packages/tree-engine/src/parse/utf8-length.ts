/**
 * The UTF-8 length of a text, counted without TextEncoder (not in the engine's ES2022 lib) and
 * stopping once past `stopAbove`, so an oversized text costs no more than the cap to measure.
 * @example utf8Length('ção') // 5
 */
export function utf8Length(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
    if (bytes > stopAbove) return bytes;
  }
  return bytes;
}
