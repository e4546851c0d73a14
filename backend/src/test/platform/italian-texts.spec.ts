import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES_IT } from '@insieme/schema';
import {
  alreadyRegisteredMail,
  confirmRegistrationMail,
  newPasswordMail,
  noticeMail,
  resetPasswordLinkMail,
} from '../../mail/templates';
import { NOTICE_TEXTS } from '../../modules/notices/notice-texts';

/**
 * Issue 18, "Italian that reads right", over every text a person reads: the shared messages
 * (schema MESSAGES_IT), the frontend's it.json, the automatic notices (in-app, push and mail
 * subject/body) and the mails.
 *
 * 1. A preposition never sits right before the name of an event, shift or association: names may
 *    carry their own article ("La Notte Bianca", "Assistenza alla Stramilano"), so "a {{name}}"
 *    gives "a Assistenza…" and "di {{name}}" gives "di La Notte…". The name follows a common noun
 *    instead: "all'evento «…»", "dell'associazione «…»", "al turno «…»". People's names take no
 *    article, so the few texts whose placeholder is a person are listed in PERSON_NAME_KEYS.
 * 2. Texts addressed to the reader are gender-neutral: the masculine forms replaced in issue 18
 *    must not come back.
 */

const PREPOSITION =
  '(?:a|ad|di|da|in|su|per|con|tra|fra|al|allo|alla|ai|agli|alle|del|dello|della|dei|degli|delle|dal|dallo|dalla|dai|dagli|dalle|nel|nello|nella|nei|negli|nelle|sul|sullo|sulla|sui|sugli|sulle)';
/** a preposition, then (after a space or an elided article's apostrophe) the name, « or not */
const gluedBefore = (slot: string) =>
  new RegExp(`(?:\\b${PREPOSITION}\\s+|\\b(?:all|dall|dell|nell|sull)')«?${slot}`, 'i');

/** it.json / MESSAGES_IT placeholders that hold the name of an event, shift or association. */
const NAME_PLACEHOLDER =
  '\\{\\{\\s*(?:name|title|event|association|eventName|shiftTitle)\\s*\\}\\}';
/** Keys whose `{{name}}` is a person's name ("Domanda di Marco Rossi"). */
const PERSON_NAME_KEYS = new Set([
  'questions.question_of',
  'volunteers.rejected',
  'volunteers.accepted',
  'volunteers.removed',
  'shifts.accepted',
  'shifts.rejected',
  'shifts.removed',
  'shifts.reject_title',
  'register.proposal_record_for',
]);

/** Sentinels standing for names in the notices and mails (a person's is "Maria Rossi"). */
const EVENT = 'NOME_EVENTO';
const SHIFT = 'TITOLO_TURNO';
const ASSOCIATION = 'NOME_ASSOCIAZIONE';
const ENTITY_SLOT = `(?:${EVENT}|${SHIFT}|${ASSOCIATION})`;

/** Forms addressed to the reader (or about a person) that were masculine only. */
const MASCULINE_ONLY = [
  /esserti registrato/i,
  /se non sei stato tu/i,
  /ne sei amministratore/i,
  /\bsei (?:già )?volontario\b/i,
  /\bcui sei volontario\b/i,
  /\bsarai più volontario\b/i,
  /\bsarà più volontario\b/i,
  /\bè volontario\b/i,
  /\bdiventa(?:re)? volontario\b/i,
  /\bcome volontario\b/i,
  /\b(?:sei|risulti) iscritto\b/i,
  /\bsei uscito\b/i,
  /\bverrai disconnesso\b/i,
  /\bè stato rimosso\b/i,
  /\brimosso dal turno:/i,
  /(?<!\bil )\bbenvenuto\b/i, // "Benvenuto!"; the noun ("Ti diamo il benvenuto") is neutral
  /\bbentornato\b/i, // the login page's "Bentornato!"
  /\brestare collegato\b/i, // the privacy page
];

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const IT_JSON = flatten(
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../../../frontend/src/locales/it.json'), 'utf8'),
  ),
);
const MESSAGES = Object.entries(MESSAGES_IT);

const shift = {
  eventName: EVENT,
  shiftTitle: SHIFT,
  startDate: new Date('2030-05-12T08:00:00Z'),
  endDate: new Date('2030-05-12T10:00:00Z'),
};
/** Every automatic notice and every mail, rendered with the sentinels. */
function renderedTexts(): [string, string][] {
  const notices: Record<string, { title: string; body: string }> = {
    signUpAccepted: NOTICE_TEXTS.signUpAccepted(shift),
    signUpRejected: NOTICE_TEXTS.signUpRejected(shift),
    removedFromShift: NOTICE_TEXTS.removedFromShift(shift),
    shiftDeleted: NOTICE_TEXTS.shiftDeleted(shift),
    shiftCancelledDeleted: NOTICE_TEXTS.shiftCancelled(shift, 'deleted'),
    shiftCancelledArchived: NOTICE_TEXTS.shiftCancelled(shift, 'archived'),
    volunteerAccepted: NOTICE_TEXTS.volunteerAccepted(ASSOCIATION),
    volunteerRejected: NOTICE_TEXTS.volunteerRejected(ASSOCIATION),
    membershipEnded: NOTICE_TEXTS.membershipEnded(ASSOCIATION),
    volunteerRequest: NOTICE_TEXTS.volunteerRequest('Maria Rossi', ASSOCIATION),
    waitlistAccepted: NOTICE_TEXTS.waitlistAccepted('Maria Rossi', shift, false),
    waitlistAutoAccepted: NOTICE_TEXTS.waitlistAccepted('Maria Rossi', shift, true),
    registerDataMissing: NOTICE_TEXTS.registerDataMissing(ASSOCIATION, ['fiscalCode', 'residence']),
    reminder: NOTICE_TEXTS.reminder({ ...shift, address: 'Via Roma 1, Milano, MI' }, 3600),
    changed: NOTICE_TEXTS.changed(EVENT, [
      NOTICE_TEXTS.changedAddress('Via A', 'Via B'),
      NOTICE_TEXTS.changedEventDates(
        [shift.startDate, shift.endDate],
        [shift.startDate, shift.endDate],
      ),
      NOTICE_TEXTS.changedShift(
        SHIFT,
        [shift.startDate, shift.endDate],
        [shift.startDate, shift.endDate],
      ),
      NOTICE_TEXTS.yourShift(shift),
    ]),
  };
  const link = 'https://insieme.example/x';
  const mails = {
    confirmRegistration: confirmRegistrationMail('m@example.org', 'Maria', link),
    alreadyRegistered: alreadyRegisteredMail('m@example.org', 'Maria', link, link),
    resetPasswordLink: resetPasswordLinkMail('m@example.org', 'Maria', link),
    newPassword: newPasswordMail('m@example.org', 'Maria', 'Segreta1!', link),
    notice: noticeMail('m@example.org', 'Maria', {
      ...notices.changed,
      link,
      unsubscribe: link,
      categoryLabel: 'gli avvisi',
    }),
  };
  return [
    ...Object.entries(notices).flatMap(([k, n]): [string, string][] => [
      [`notice ${k} title`, n.title],
      [`notice ${k} body`, n.body],
    ]),
    ...Object.entries(mails).flatMap(([k, m]): [string, string][] => [
      [`mail ${k} subject`, m.subject],
      [`mail ${k} text`, m.text],
    ]),
  ];
}

describe('Italian texts (issue 18)', () => {
  it('read the names with the sentinels (the check below has something to catch)', () => {
    const texts = renderedTexts()
      .map(([, t]) => t)
      .join('\n');
    for (const sentinel of [EVENT, SHIFT, ASSOCIATION]) expect(texts).toContain(sentinel);
    // and the rule catches what it is meant to catch
    expect(gluedBefore(ENTITY_SLOT).test(`Modifiche a ${EVENT}`)).toBe(true);
    expect(gluedBefore(ENTITY_SLOT).test(`il turno «${SHIFT}» di «${EVENT}»`)).toBe(true);
    expect(gluedBefore(NAME_PLACEHOLDER).test('Volontari di {{name}}')).toBe(true);
    expect(gluedBefore(NAME_PLACEHOLDER).test("Domande all'{{name}}")).toBe(true);
    expect(gluedBefore(NAME_PLACEHOLDER).test("Volontari dell'associazione «{{name}}»")).toBe(
      false,
    );
  });

  it('put no preposition right before the name of an event, shift or association', () => {
    const glued = [
      ...[...IT_JSON, ...MESSAGES]
        .filter(([key]) => !PERSON_NAME_KEYS.has(key))
        .filter(([, text]) => gluedBefore(NAME_PLACEHOLDER).test(text)),
      ...renderedTexts().filter(([, text]) => gluedBefore(ENTITY_SLOT).test(text)),
    ];
    expect(glued).toEqual([]);
  });

  it('address the reader without masculine-only forms', () => {
    const masculine = [...IT_JSON, ...MESSAGES, ...renderedTexts()].filter(([, text]) =>
      MASCULINE_ONLY.some((form) => form.test(text)),
    );
    expect(masculine).toEqual([]);
  });

  it('write "e-mail", never "email" or "mail" (issue 31)', () => {
    // the placeholders, addresses and links are not Italian words
    const words = (text: string) =>
      text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\S+@\S+/g, '');
    const bare = /(?<![\w-])(?:email|mail)(?![\w-])/i;
    expect(bare.test('Inserisci un indirizzo email valido')).toBe(true);
    expect(bare.test(words("Ti abbiamo inviato un'e-mail a {{email}}"))).toBe(false);
    const found = [...IT_JSON, ...MESSAGES, ...renderedTexts()].filter(([, text]) =>
      bare.test(words(text)),
    );
    expect(found).toEqual([]);
  });

  it('show roles so they fit anyone, not as masculine nouns (issue 31)', () => {
    const roles = IT_JSON.filter(([key]) => key.startsWith('roles.'));
    expect(roles.map(([key]) => key).sort()).toEqual([
      'roles.admin',
      'roles.admin_member',
      'roles.member',
      'roles.volunteer',
    ]);
    const masculine = /^(?:Amministratore(?: e Socio)?|Socio|Volontario)$/;
    expect(roles.filter(([, text]) => masculine.test(text))).toEqual([]);
  });
});
