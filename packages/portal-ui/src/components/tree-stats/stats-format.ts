import { LOCALE } from '../../messages/t';

// Built on first use: the first Intl.NumberFormat of a page loads ICU data (see catalog-number.ts).
let integers: Intl.NumberFormat | undefined;
let percents: Intl.NumberFormat | undefined;

/** A count in pt-BR ('1.284'). @example formatCount(1284) // '1.284' */
export function formatCount(n: number): string {
  integers ??= new Intl.NumberFormat(LOCALE);
  return integers.format(n);
}

/** `part` of `whole` as a pt-BR percentage ('32,1%'); undefined when the whole is 0. @example formatRate(412, 1284) // '32,1%' */
export function formatRate(part: number, whole: number): string | undefined {
  if (whole <= 0) return undefined;
  percents ??= new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
  return percents.format(part / whole);
}

/** A YYYY-MM-DD day as pt-BR writes it ('26/11/2026'), without time zones in the way. @example formatDay('2026-11-26') // '26/11/2026' */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
