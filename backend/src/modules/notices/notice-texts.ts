import { DateTime } from 'luxon';
import { ZONE } from '../../common/rome-dates';
import {
  PROPOSABLE_FIELD_LABEL,
  REGISTER_FIELD_LABEL,
  type ProposableField,
  type RegisterField,
} from '../register/register.events';

/**
 * The Italian texts of the automatic notices. Every time is shown in Europe/Rome, whatever the
 * server's zone. Titles fit the notification's 50 characters and bodies its 255 (clipped here, so
 * a long event name never makes the insert fail).
 */
const TITLE_MAX = 50;
const BODY_MAX = 255;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

const rome = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE });

/** `DD/MM/YYYY HH:mm` */
export const romeDateTime = (d: Date) => rome(d).toFormat('dd/LL/yyyy HH:mm');

/** `12/05/2026 10:00–12:00`, or both dates when the range spans midnight. */
export function romeRange(start: Date, end: Date): string {
  const sameDay = rome(start).hasSame(rome(end), 'day');
  return `${romeDateTime(start)}–${sameDay ? rome(end).toFormat('HH:mm') : romeDateTime(end)}`;
}

/** "tra 1 ora", "tra 90 minuti", "tra 2 giorni": how far ahead a reminder's offset is. */
export function aheadLabel(seconds: number): string {
  const plural = (n: number, one: string, many: string) => `tra ${n} ${n === 1 ? one : many}`;
  if (seconds % 86400 === 0) return plural(seconds / 86400, 'giorno', 'giorni');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'ora', 'ore');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minuto', 'minuti');
  return plural(seconds, 'secondo', 'secondi');
}

export interface NoticeText {
  title: string;
  body: string;
}

const text = (title: string, body: string): NoticeText => ({
  title: clip(title, TITLE_MAX),
  body: clip(body, BODY_MAX),
});

/**
 * The shift as people name it: «Mattina» dell'evento «Festa del quartiere» (12/05/2026 10:00–12:00).
 * A name follows a common noun ("dell'evento «…»", "dell'associazione «…»"), never a bare
 * preposition: "di «La Festa»" or "a «Assistenza…»" would need the article the name carries.
 */
export interface ShiftRef {
  eventName: string;
  shiftTitle: string;
  startDate: Date;
  endDate: Date;
}

const shiftLabel = (s: ShiftRef) =>
  `«${s.shiftTitle}» dell'evento «${s.eventName}» (${romeRange(s.startDate, s.endDate)})`;

export const NOTICE_TEXTS = {
  signUpAccepted: (s: ShiftRef) =>
    text(
      `Turno confermato: ${s.eventName}`,
      `La tua richiesta per il turno ${shiftLabel(s)} è stata accettata. Ti aspettiamo!`,
    ),
  signUpRejected: (s: ShiftRef) =>
    text(
      `Richiesta non accettata: ${s.eventName}`,
      `La tua richiesta per il turno ${shiftLabel(s)} non è stata accettata.`,
    ),
  removedFromShift: (s: ShiftRef) =>
    text(
      `Rimozione dal turno: ${s.eventName}`,
      `Un amministratore ti ha rimosso dal turno ${shiftLabel(s)}.`,
    ),
  shiftDeleted: (s: ShiftRef) =>
    text(
      `Turno eliminato: ${s.eventName}`,
      `Il turno ${shiftLabel(s)} è stato eliminato dagli organizzatori.`,
    ),
  shiftCancelled: (s: ShiftRef, reason: 'deleted' | 'archived') =>
    text(
      `Turno annullato: ${s.eventName}`,
      `Il turno ${shiftLabel(s)} è annullato: l'evento è stato ${reason === 'deleted' ? 'eliminato' : 'archiviato'} dagli organizzatori.`,
    ),
  volunteerAccepted: (associationName: string) =>
    text(
      `Richiesta accettata: ${associationName}`,
      `La tua richiesta di unirti ai volontari dell'associazione «${associationName}» è stata accettata. Ti diamo il benvenuto!`,
    ),
  volunteerRejected: (associationName: string) =>
    text(
      `Richiesta non accettata: ${associationName}`,
      `La tua richiesta di unirti ai volontari dell'associazione «${associationName}» non è stata accettata.`,
    ),
  /** Leaving or removal withdrew sign-ups the person may no longer hold: one notice for all. */
  membershipEnded: (associationName: string) =>
    text(
      `Iscrizioni annullate: ${associationName}`,
      `Non fai più parte dell'associazione «${associationName}»: le tue iscrizioni ai turni riservati sono state annullate.`,
    ),
  volunteerRequest: (personName: string, associationName: string) =>
    text(
      `Nuova richiesta volontario`,
      `${personName} chiede di unirsi ai volontari dell'associazione «${associationName}».`,
    ),
  reminder: (s: ShiftRef & { address: string }, offsetSeconds: number) =>
    text(
      `Promemoria: ${s.eventName}`,
      `Il tuo turno ${shiftLabel(s)} inizia ${aheadLabel(offsetSeconds)}. Indirizzo: ${s.address}.`,
    ),
  /** What changed, each part "old → new", in one notice per person (docs/notices.md). */
  changed: (eventName: string, parts: string[]) =>
    text(`Modifiche all'evento «${eventName}»`, `${parts.join(' ')}`),
  changedAddress: (before: string, after: string) => `Indirizzo: ${before} → ${after}.`,
  changedEventDates: (before: [Date, Date], after: [Date, Date]) =>
    `Date dell'evento: ${romeRange(...before)} → ${romeRange(...after)}.`,
  changedShift: (title: string, before: [Date, Date], after: [Date, Date]) =>
    `Turno «${title}»: ${romeRange(...before)} → ${romeRange(...after)}.`,
  yourShift: (s: ShiftRef) => `Il tuo turno: ${shiftLabel(s)}.`,
  waitlistOffer: (s: ShiftRef, expiresAt: Date) =>
    text(
      `Si è liberato un posto: ${s.eventName}`,
      `Si è liberato un posto nel turno ${shiftLabel(s)}. È tuo se lo accetti entro il ${romeDateTime(expiresAt)}; poi passa al prossimo in lista.`,
    ),
  waitlistExpired: (s: ShiftRef) =>
    text(
      `Offerta scaduta: ${s.eventName}`,
      `Il tempo per accettare il posto nel turno ${shiftLabel(s)} è scaduto: è passato al prossimo in lista e non sei più in lista d'attesa.`,
    ),
  /** An association could not enter the person in its register: what the profile lacks. */
  registerDataMissing: (associationName: string, missing: RegisterField[]) =>
    text(
      `Completa il profilo: ${associationName}`,
      `L'associazione «${associationName}» deve iscriverti nel registro dei volontari, ma nel tuo profilo mancano: ${missing.map((f) => REGISTER_FIELD_LABEL[f]).join(', ')}. Aggiungili nel profilo.`,
    ),
  registerCorrection: (person: string, associationName: string, fields: ProposableField[]) =>
    text(
      `Dati da rettificare: ${person}`,
      `${person} ha cambiato nel profilo: ${fields.map((f) => PROPOSABLE_FIELD_LABEL[f]).join(', ')}. Il registro dei volontari dell'associazione «${associationName}» resta com'è finché la rettifica, già compilata, non viene registrata.`,
    ),
  /** To the administrators: an offer was accepted (`autoAccepted`: the sign-up is already in). */
  waitlistAccepted: (personName: string, s: ShiftRef, autoAccepted: boolean) =>
    autoAccepted
      ? text(
          `Posto accettato dalla lista d'attesa: ${s.eventName}`,
          `${personName} ha accettato il posto offerto dalla lista d'attesa nel turno ${shiftLabel(s)} ed è già tra gli iscritti: l'associazione accetta queste richieste in automatico.`,
        )
      : text(
          `Richiesta dalla lista d'attesa: ${s.eventName}`,
          `${personName} ha accettato il posto offerto dalla lista d'attesa nel turno ${shiftLabel(s)}: la richiesta aspetta la vostra conferma, e il posto resta tenuto per questa persona.`,
        ),
  waitlistRemoved: (s: ShiftRef) =>
    text(
      `Lista d'attesa: ${s.eventName}`,
      `Un amministratore ti ha tolto dalla lista d'attesa del turno ${shiftLabel(s)}.`,
    ),
};
