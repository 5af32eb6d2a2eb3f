/**
 * The `#` of a plural message in the compiled catalog (pt-BR.generated.js), in place of
 * @messageformat/runtime's `number`. The catalog's counts are integers, grouped here as pt-BR's
 * Intl.NumberFormat groups them ('1.234'): constructing the page's first Intl.NumberFormat loads
 * ICU number data, 50–140 ms of main thread in Chromium on a desktop (four times that on a
 * phone), and the service panel's count ('14 serviços') did it in the middle of its first render.
 * Anything but an integer still goes through Intl.
 * @example number('pt-BR', 1234, 0) // '1.234'
 */
export function number(locale: string, value: number, offset: number): string {
  const n = value - offset;
  if (!Number.isSafeInteger(n)) return new Intl.NumberFormat(locale).format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${digits}` : digits;
}
