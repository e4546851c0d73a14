import { normalizeFiscalCode } from '@insieme/schema';
import type { CorrectRegisterEntryInput, RegisterSection } from '../../gql/graphql';
import type { RegisterEntry } from './registerLines';

/** The correction form: every field of an entry, as text. */
export interface CorrectionValues {
  name: string;
  surname: string;
  fiscalCode: string;
  birthPlace: string;
  birthDate: string;
  residence: string;
  domicile: string;
  section: RegisterSection;
  startDate: string;
  /** '' : no end (only offered when the entry has one: a line ended by mistake reopens) */
  endDate: string;
}

export type CorrectionChanges = Omit<CorrectRegisterEntryInput, 'associationId' | 'entryId'>;

export function correctionValues(entry: RegisterEntry): CorrectionValues {
  return {
    name: entry.name,
    surname: entry.surname,
    fiscalCode: entry.fiscalCode,
    birthPlace: entry.birthPlace,
    birthDate: entry.birthDate,
    residence: entry.residence,
    domicile: entry.domicile ?? '',
    section: entry.section,
    startDate: entry.startDate,
    endDate: entry.endDate ?? '',
  };
}

const TEXTS = ['name', 'surname', 'birthPlace', 'residence'] as const;
const DATES = ['birthDate', 'startDate'] as const;

/**
 * Only what differs from the entry (a correction names the fields that change; the others stay
 * as they are): texts trimmed, the codice fiscale as stored (upper-case, no spaces), an emptied
 * domicile or end date as null (no domicile; the line open again).
 */
export function correctionChanges(
  entry: RegisterEntry,
  values: CorrectionValues,
): CorrectionChanges {
  const changes: CorrectionChanges = {};
  for (const field of TEXTS) {
    const value = values[field].trim();
    if (value !== entry[field]) changes[field] = value;
  }
  for (const field of DATES) if (values[field] !== entry[field]) changes[field] = values[field];
  const fiscalCode = normalizeFiscalCode(values.fiscalCode);
  if (fiscalCode !== entry.fiscalCode) changes.fiscalCode = fiscalCode;
  const domicile = values.domicile.trim() || null;
  if (domicile !== entry.domicile) changes.domicile = domicile;
  if (values.section !== entry.section) changes.section = values.section;
  if (entry.endDate !== null) {
    const endDate = values.endDate || null;
    if (endDate !== entry.endDate) changes.endDate = endDate;
  }
  return changes;
}

/** The changes as the shared rules read them (registerCorrectionSchema: lower-case sections). */
export function schemaChanges(changes: CorrectionChanges): Record<string, unknown> {
  const { section, ...rest } = changes;
  return { ...rest, ...(section ? { section: section.toLowerCase() } : {}) };
}
