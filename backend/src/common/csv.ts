/**
 * CSV files as Italian spreadsheets open them (issues 22 and 23: the volunteers' hours, the
 * register, the insured list): UTF-8 with a byte-order mark (Excel reads the accents right only
 * with it), `;` between cells (the comma is the Italian decimal mark), CRLF line ends.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

/** What a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

/**
 * One cell: empty for null; a text that starts like a formula gets a leading apostrophe (names
 * and addresses are typed by their owners, and a file must not run what they typed); quoted, with
 * quotes doubled, when it holds the separator, a quote, a line break or spaces at either end.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header line first, then one line per row. */
export function csvFile(lines: readonly (readonly CsvCell[])[]): Buffer {
  const body = lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join(EOL);
  return Buffer.from(BOM + body + EOL, 'utf8');
}
