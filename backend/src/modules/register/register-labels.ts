import { DateTime } from 'luxon';
import type { RegisterEntryKind, RegisterSection, RegisterSource } from './register-entry.entity';

/** How the register's files name things (Italian, as the association reads and signs them). */
export const KIND_LABEL: Record<RegisterEntryKind, string> = {
  enrolment: 'Iscrizione',
  end: 'Cancellazione',
  correction: 'Rettifica',
};

export const SECTION_LABEL: Record<RegisterSection, string> = {
  regular: 'Volontari non occasionali',
  occasional: 'Volontari occasionali',
};

/** Where the entry's data came from (issue 31): the person's profile, or a signed paper form. */
export const SOURCE_LABEL: Record<RegisterSource, string> = {
  app: "Profilo nell'app",
  paper_form: 'Modulo cartaceo firmato',
};

/** YYYY-MM-DD → DD/MM/YYYY; null → ''. */
export const italianDate = (iso: string | null): string =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/** An instant as Rome reads it, to the second. */
export const romeTimestamp = (d: Date): string =>
  DateTime.fromJSDate(d, { zone: 'Europe/Rome' }).toFormat('dd/LL/yyyy HH:mm:ss');
