import { mixed, object, string, type InferType } from 'yup';
import { contextToday } from '../context';
import { LIMITS } from '../limits';
import { isFutureDate, isValidIsoDate } from '../rules';
import { MESSAGE_KEYS as K } from '../messages';
import { pastOrTodayDateField, singleLine, text } from './fields';

/**
 * The register of volunteers (issue 23, docs/register.md): the person's data in the profile and
 * the administrators' entries. The codice fiscale's shape is checked here, on both sides; its
 * check character and the birth date it encodes are checked by the server (codice-fiscale-js).
 */

/** 16 characters: surname, name, year, month letter, day (+40 for women), place, check letter; digits may be omocode letters. */
export const FISCAL_CODE_PATTERN =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Upper-case, without spaces: what a person types ("rss mra 85c15 h501r") as stored. */
export const normalizeFiscalCode = (value: string): string =>
  value.replace(/\s+/g, '').toUpperCase();

export const isFiscalCodeShape = (value: string): boolean =>
  FISCAL_CODE_PATTERN.test(normalizeFiscalCode(value));

/** '' (or blank) clears a field: null; absent (undefined) keeps it. */
const blankAsNull = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A place or an address: one line (validation.invalid_characters otherwise). */
const optionalProfileText = (max: number) =>
  singleLine(
    string().typeError(K.notValid).transform(blankAsNull).trim().nullable().max(max, K.maxLength),
  );

export const REGISTER_LIMITS = { birthPlaceMax: 100, residenceMax: 200 } as const;

/**
 * The register data of the profile. Every field is optional: absent keeps what is stored, null or
 * '' clears it (an association that needs it asks again).
 */
export const registerDataSchema = object({
  fiscalCode: string()
    .typeError(K.fiscalCodeNotValid)
    .transform((v: unknown) => {
      const blank = blankAsNull(v);
      return typeof blank === 'string' ? normalizeFiscalCode(blank) : blank;
    })
    .nullable()
    .test('fiscal-code', K.fiscalCodeNotValid, (v) => v == null || FISCAL_CODE_PATTERN.test(v)),
  birthPlace: optionalProfileText(REGISTER_LIMITS.birthPlaceMax),
  residence: optionalProfileText(REGISTER_LIMITS.residenceMax),
  domicile: optionalProfileText(REGISTER_LIMITS.residenceMax),
});

export type RegisterDataValues = InferType<typeof registerDataSchema>;

/** "volontari non occasionali" and "volontari occasionali", the register's two sections. */
/**
 * What a correction may change (a new entry with the corrected snapshot): the server copies the
 * rest from the corrected entry, the form sends these and shows their errors.
 */
export const REGISTER_CORRECTABLE_FIELDS = [
  'name',
  'surname',
  'fiscalCode',
  'birthPlace',
  'birthDate',
  'residence',
  'domicile',
  'section',
  'startDate',
  'endDate',
] as const;

export const REGISTER_SECTIONS = ['regular', 'occasional'] as const;
export type RegisterSection = (typeof REGISTER_SECTIONS)[number];

const sectionField = () =>
  mixed<RegisterSection>()
    .oneOf([...REGISTER_SECTIONS], K.unknownChoice)
    .typeError(K.unknownChoice);

/** An administrator enters a volunteer: a start date never in the future (today by default). */
export const registerEntrySchema = object({
  section: sectionField().required(K.unknownChoice),
  startDate: pastOrTodayDateField(K.dateNotValid).required(K.dateNotValid),
});

/** An end date: not in the future (not before the start: the service, which knows it). */
export const registerEndSchema = object({
  endDate: pastOrTodayDateField(K.dateNotValid).required(K.dateNotValid),
});

/** Optional, but when present not blank (`key`) and at most `max` characters. */
const presentText = (key: string, max: number) =>
  singleLine(
    text(key)
      .optional()
      .test('present', key, (v) => v === undefined || v.length > 0)
      .max(max, K.maxLength),
  );

/** A correction: only the fields that change; dates never in the future. */
export const registerCorrectionSchema = object({
  name: presentText(K.voidName, LIMITS.nameMax),
  surname: presentText(K.voidSurname, LIMITS.nameMax),
  fiscalCode: string()
    .typeError(K.fiscalCodeNotValid)
    .transform((v: unknown) => (typeof v === 'string' ? normalizeFiscalCode(v) : v))
    .optional()
    .test(
      'fiscal-code',
      K.fiscalCodeNotValid,
      (v) => v === undefined || FISCAL_CODE_PATTERN.test(v),
    ),
  birthPlace: presentText(K.mandatory, REGISTER_LIMITS.birthPlaceMax),
  birthDate: pastOrTodayDateField(K.dateNotValid).optional(),
  residence: presentText(K.mandatory, REGISTER_LIMITS.residenceMax),
  domicile: optionalProfileText(REGISTER_LIMITS.residenceMax).optional(),
  section: sectionField().optional(),
  startDate: pastOrTodayDateField(K.dateNotValid).optional(),
  /** null: no end date (a line ended by mistake is open again) */
  endDate: text(K.dateNotValid)
    .nullable()
    .optional()
    .test('iso-date', K.dateNotValid, (v) => v == null || isValidIsoDate(v))
    .test('not-future', K.futureDate, function notFuture(v) {
      return v == null || !isFutureDate(v, contextToday(this.options.context));
    }),
});

export type RegisterCorrectionValues = InferType<typeof registerCorrectionSchema>;

/**
 * The register data an administrator copies from a form the volunteer signed on paper (issue 31:
 * a volunteer who does not use the app): the same fields as the profile's, the three the register
 * needs required, each of one line. The check character and the birth date are the server's.
 */
export const registerPaperFormSchema = object({
  fiscalCode: string()
    .typeError(K.fiscalCodeNotValid)
    .transform((v: unknown) => (typeof v === 'string' ? normalizeFiscalCode(v) : v))
    .required(K.fiscalCodeNotValid)
    .test(
      'fiscal-code',
      K.fiscalCodeNotValid,
      (v) => v === undefined || FISCAL_CODE_PATTERN.test(v),
    ),
  birthPlace: presentText(K.mandatory, REGISTER_LIMITS.birthPlaceMax).required(K.mandatory),
  residence: presentText(K.mandatory, REGISTER_LIMITS.residenceMax).required(K.mandatory),
  domicile: optionalProfileText(REGISTER_LIMITS.residenceMax).optional(),
});

export type RegisterPaperFormValues = InferType<typeof registerPaperFormSchema>;
