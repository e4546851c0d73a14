import type { RegisterRow } from './register-row';
import { italianDate, KIND_LABEL, romeTimestamp, SECTION_LABEL } from './register-labels';

/**
 * The register (or an insured list) as CSV for a spreadsheet in Italian (issue 23): UTF-8 with a
 * byte order mark (so Excel reads the accents), `;` between cells (the separator of Italian
 * locales, where `,` is the decimal point), CRLF between lines, cells quoted when they hold `;`,
 * a quote or a line break. A cell a spreadsheet would run as a formula (=, +, -, @ first) gets a
 * leading apostrophe. The register's file has every entry, corrected ones included, with its
 * number, timestamp and full hash; the insured list has the current entries only.
 */
const BOM = '\ufeff';

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => cells.map(cell).join(';');

export function registerCsv(rows: readonly RegisterRow[], insuredList: boolean): Buffer {
  const seqOf = new Map(rows.map((r) => [r.id, r.seq]));
  const person = (r: RegisterRow) => [
    r.surname,
    r.name,
    r.fiscalCode,
    r.birthPlace,
    italianDate(r.birthDate),
    r.residence,
    r.domicile,
    SECTION_LABEL[r.section],
    italianDate(r.startDate),
    italianDate(r.endDate),
  ];
  const personHeader = [
    'Cognome',
    'Nome',
    'Codice fiscale',
    'Luogo di nascita',
    'Data di nascita',
    'Residenza',
    'Domicilio',
    'Sezione',
    'Data di iscrizione',
    'Data di cancellazione',
  ];
  const lines = insuredList
    ? [line(['Voce n.', ...personHeader]), ...rows.map((r) => line([r.seq, ...person(r)]))]
    : [
        line([
          'Voce n.',
          'Tipo',
          ...personHeader,
          'Sostituisce la voce n.',
          'Registrata il',
          'Registrata da',
          'Hash SHA-256',
        ]),
        ...rows.map((r) =>
          line([
            r.seq,
            KIND_LABEL[r.kind],
            ...person(r),
            r.corrects === null ? null : (seqOf.get(r.corrects) ?? null),
            romeTimestamp(r.recordedAt),
            r.recordedByName,
            r.hash,
          ]),
        ),
      ];
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
