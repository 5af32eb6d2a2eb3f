const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB'] as const;
const BINARY_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

let formatter: Intl.NumberFormat | undefined;

/** Which megabyte a size is counted in. */
export type FileSizeBase = 1000 | 1024;

/**
 * A byte count with a Brazilian decimal comma. Decimal units by default, as the attachment box
 * shows sizes (spec §5: 1 MB = 1e6 bytes); `1024` for the reply, whose 18 MB limit counts
 * 1 MB = 1048576 bytes (spec §9).
 * @example formatFileSize(1_500_000) // '1,5 MB'
 * @example formatFileSize(18 * 1048576, 1024) // '18 MB'
 */
export function formatFileSize(bytes: number, base: FileSizeBase = 1000): string {
  formatter ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  const units = base === 1024 ? BINARY_UNITS : DECIMAL_UNITS;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  return `${formatter.format(unit === 0 ? value : Math.round(value * 10) / 10)} ${units[unit]}`;
}
