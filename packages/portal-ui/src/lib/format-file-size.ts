const UNITS = ['B', 'kB', 'MB', 'GB'] as const;

let formatter: Intl.NumberFormat | undefined;

/**
 * A byte count in decimal units, as the attachment box shows sizes (spec §5: 1 MB = 1e6 bytes),
 * with a Brazilian decimal comma.
 * @example formatFileSize(1_500_000) // '1,5 MB'
 */
export function formatFileSize(bytes: number): string {
  formatter ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatter.format(unit === 0 ? value : Math.round(value * 10) / 10)} ${UNITS[unit]}`;
}
