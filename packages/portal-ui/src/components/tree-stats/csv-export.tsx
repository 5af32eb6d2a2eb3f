import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';

/** A cell of a CSV file: text, or a number written as pt-BR spreadsheets read it ('0,25'). */
export type CsvCell = string | number;

const cellText = (cell: CsvCell): string => (typeof cell === 'number' ? String(cell).replace('.', ',') : cell);

/**
 * A CSV file as spreadsheets in Portuguese open it: UTF-8 with a BOM (Excel then reads 'Ç' and 'ã'),
 * ';' between cells (the ',' is the decimal mark), each cell quoted when it needs to be, CRLF lines.
 * @example toCsv(['Tela', 'Visitas'], [['Qual rede?', 1284]]) // '\uFEFFTela;Visitas\r\nQual rede?;1284\r\n'
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) =>
    cells
      .map(cellText)
      .map((text) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text))
      .join(';');
  return `\uFEFF${[headers, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Props of {@link CsvExport}. */
export interface CsvExportProps {
  /** The table's name: said after 'Exportar CSV' to a screen reader, and part of the file's name. */
  table: string;
  /** The file's name, without '.csv'. */
  fileName: string;
  headers: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/**
 * 'Exportar CSV' under a table: downloads its rows as {@link toCsv} writes them.
 * @example <CsvExport table="Telas" fileName="estatisticas-telas" headers={['Tela', 'Visitas']} rows={[['Qual rede?', 1284]]} />
 */
export function CsvExport({ table, fileName, headers, rows }: CsvExportProps) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="secondary" icon="download" onClick={download}>
      {tAdmin('admin.stats.export')}
      <span className="ch-visually-hidden"> ({table})</span>
    </Button>
  );
}
