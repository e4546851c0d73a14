import { csvFile, type CsvCell } from '../../common/csv';
import type { RegisterRow } from './register-row';
import {
  italianDate,
  KIND_LABEL,
  romeTimestamp,
  SECTION_LABEL,
  SOURCE_LABEL,
} from './register-labels';

/**
 * The register (or an insured list) as CSV (issue 23), in the house's CSV (common/csv.ts). The
 * register's file has every entry, corrected ones included, with its number, timestamp and full
 * hash; the insured list has the current entries only.
 */
export function registerCsv(rows: readonly RegisterRow[], insuredList: boolean): Buffer {
  const seqOf = new Map(rows.map((r) => [r.id, r.seq]));
  const person = (r: RegisterRow): CsvCell[] => [
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
    SOURCE_LABEL[r.source],
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
    'Fonte dei dati',
  ];
  const lines = insuredList
    ? [['Voce n.', ...personHeader], ...rows.map((r) => [r.seq, ...person(r)])]
    : [
        [
          'Voce n.',
          'Tipo',
          ...personHeader,
          'Sostituisce la voce n.',
          'Registrata il',
          'Registrata da',
          'Hash SHA-256',
        ],
        ...rows.map((r): CsvCell[] => [
          r.seq,
          KIND_LABEL[r.kind],
          ...person(r),
          r.corrects === null ? null : (seqOf.get(r.corrects) ?? null),
          romeTimestamp(r.recordedAt),
          r.recordedByName,
          r.hash,
        ]),
      ];
  return csvFile(lines);
}
