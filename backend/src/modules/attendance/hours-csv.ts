import type { AssociationHours } from './hours.service';

/**
 * The administrators' CSV of volunteers' hours (issue 22) as Italian spreadsheets open it:
 * UTF-8 with a byte-order mark (Excel reads accents right only with it), `;` between fields
 * (the comma is the decimal mark), CRLF line ends, hours with a decimal comma.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

/**
 * One field: quoted (quotes doubled) when it holds the separator, a quote or a line break. A
 * text that a spreadsheet would take for a formula (= + - @, tab, CR first) gets a leading
 * apostrophe: names are typed by their owners, and a CSV must not run what they typed (OWASP
 * "CSV injection").
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Hours as a decimal with a comma: 90 → "1,50". */
export const decimalHours = (minutes: number): string =>
  (minutes / 60).toFixed(2).replace('.', ',');

export function volunteerHoursCsv(hours: AssociationHours): string {
  const lines = [
    ['Cognome', 'Nome', 'Turni', 'Minuti', 'Ore'],
    ...hours.volunteers.map((v) => [
      v.surname,
      v.name,
      v.shiftCount,
      v.minutes,
      decimalHours(v.minutes),
    ]),
  ];
  return BOM + lines.map((fields) => fields.map(csvField).join(SEPARATOR)).join(EOL) + EOL;
}

/** The file's name: the association and the period. */
export const volunteerHoursFileName = (hours: AssociationHours): string =>
  `ore-volontari-${hours.associationId}-${hours.from}-${hours.to}.csv`;
