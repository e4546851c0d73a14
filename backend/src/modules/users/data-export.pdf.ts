import { DateTime } from 'luxon';
import { newPdf, write, type Doc } from '../../common/pdf/text';
import type { DataExport } from './data-export.contents';

/**
 * "I miei dati" as a PDF in Italian (issue 31, docs/register.md "Data export"): the same contents
 * as the JSON of GET /user/export, one section per key with an Italian heading, each row as
 * "label: value" lines, so that a person reads what Insieme holds without opening a JSON file.
 * Texts through common/pdf (names in any script). The profile image is said, not drawn (the JSON
 * holds it).
 */

const SECTIONS: Record<string, string> = {
  profile: 'Profilo',
  memberships: 'Associazioni di cui fai parte',
  follows: 'Associazioni che segui',
  sign_ups: 'Iscrizioni ai turni, con presenze e ore',
  attendance_changes: 'Modifiche alle tue presenze',
  hours_statements: 'Attestazioni delle ore',
  waitlist: "Liste d'attesa",
  event_likes: 'Eventi che ti piacciono',
  notifications: 'Notifiche',
  questions: 'Domande alle associazioni',
  sessions: 'Accessi (dispositivi collegati)',
  devices: 'Dispositivi per le notifiche push',
  association_views: 'Associazioni visitate',
  event_views: 'Eventi visitati',
  register_entries: 'Voci nei registri dei volontari',
};

/** Italian labels of the columns that recur; any other column keeps its name. */
const LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Nome',
  surname: 'Cognome',
  email: 'E-mail',
  phone: 'Telefono',
  birth_date: 'Data di nascita',
  birth_place: 'Luogo di nascita',
  fiscal_code: 'Codice fiscale',
  residence: 'Residenza',
  domicile: 'Domicilio',
  language: 'Lingua',
  created_at: 'Creato il',
  updated_at: 'Modificato il',
  association_id: 'Id associazione',
  association_name: 'Associazione',
  event_id: 'Id evento',
  event_name: 'Evento',
  shift_id: 'Id turno',
  shift_title: 'Turno',
  shift_start: 'Inizio del turno',
  shift_end: 'Fine del turno',
  status: 'Stato',
  role: 'Ruolo',
  attendance: 'Presenza',
  checked_in_at: 'Entrata',
  checked_out_at: 'Uscita',
  period_from: 'Dal',
  period_to: 'Al',
  total_minutes: 'Minuti in totale',
  issued_at: 'Rilasciata il',
  revoked_at: 'Revocata il',
  text: 'Testo',
  answer: 'Risposta',
  title: 'Titolo',
  message: 'Messaggio',
  read_at: 'Letta il',
  section: 'Sezione',
  start_date: 'Data di iscrizione',
  end_date: 'Data di cancellazione',
  recorded_at: 'Registrata il',
  preferences: 'Preferenze',
  profile_image: 'Immagine del profilo',
};

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#4b5563';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as a person reads it: Rome dates, "sì"/"no", lists and objects compact. */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'profile_image') return 'presente (nel file JSON)';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) {
      const d = DateTime.fromISO(value, { zone: 'Europe/Rome' });
      if (d.isValid) return d.toFormat('dd/LL/yyyy HH:mm');
    }
    if (ISO_DAY.test(value)) return DateTime.fromISO(value).toFormat('dd/LL/yyyy');
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value
          .map((v) =>
            v && typeof v === 'object' && 'name' in v ? String(v.name) : JSON.stringify(v),
          )
          .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function row(doc: Doc, item: Record<string, unknown>, width: number): void {
  for (const [key, value] of Object.entries(item)) {
    if (doc.y + 14 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    write(doc, [{ text: `${LABELS[key] ?? key}: `, weight: 'bold' }, { text: shown(key, value) }], {
      x: MARGIN,
      width,
      size: 9,
      color: INK,
    });
  }
}

export async function dataExportPdf(data: DataExport): Promise<Buffer> {
  const { doc, done } = await newPdf({
    margin: MARGIN,
    info: { Title: 'I miei dati su Insieme', Author: 'Insieme' },
  });
  const width = doc.page.width - 2 * MARGIN;
  write(doc, 'I miei dati su Insieme', { width, size: 18, weight: 'bold' });
  doc.moveDown(0.3);
  write(
    doc,
    `Esportati il ${shown('exported_at', data.exported_at)} (ora di Roma). Tutto ciò che Insieme ` +
      'conserva su di te (art. 15 e 20 GDPR); gli stessi dati, completi, sono nel file JSON.',
    { width, size: 10, color: MUTED },
  );
  for (const [key, value] of Object.entries(data)) {
    if (key === 'format' || key === 'exported_at') continue;
    const items = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    else doc.moveDown(1);
    write(doc, `${SECTIONS[key] ?? key} (${items.length})`, { width, size: 13, weight: 'bold' });
    doc.moveDown(0.3);
    if (!items.length) write(doc, 'Nessun dato.', { width, size: 9, color: MUTED });
    items.forEach((item, i) => {
      if (i > 0) doc.moveDown(0.5);
      row(doc, item, width);
    });
  }
  doc.end();
  return done;
}
