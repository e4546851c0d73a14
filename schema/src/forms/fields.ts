/**
 * Field builders shared by the form schemas. Every message is a message key.
 */
import { array, number, string, type StringSchema } from 'yup';
import { isImageDataUrl } from '../base64';
import { contextNow, contextToday, siblingValue } from '../context';
import { parseIsoDateTime } from '../dates';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { isProvinceCode } from '../provinces';
import {
  ageOn,
  isFutureDate,
  isValidEmail,
  isValidIsoDate,
  isValidPassword,
  isMultiLineText,
  isSingleLineText,
  isValidPhone,
  stripCommas,
} from '../rules';

const withoutCommas = (v: unknown): unknown => (typeof v === 'string' ? stripCommas(v) : v);
const upperCase = (v: unknown): unknown => (typeof v === 'string' ? v.toUpperCase() : v);

/** Optional fields treat null (common in JSON) like an absent value: the default applies. */
export const nullAsAbsent = (v: unknown): unknown => (v === null ? undefined : v);

/**
 * A trimmed string whose wrong-type message is `key`. Any text may hold line breaks, but no other
 * control character and no bidirectional override (validation.invalid_characters, docs/rest-contract.md).
 */
export const text = (key: string = K.notValid) =>
  string()
    .typeError(key)
    .trim()
    .test('characters', K.invalidCharacters, (v) => v == null || isMultiLineText(v));

/**
 * A field of one line (names, surnames, addresses, places, titles): no line break and no control
 * character either, so that what is stored prints as typed on one line of a list, a CSV or a PDF.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string schema, whatever its flags
export const singleLine = <S extends StringSchema<any, any, any, any>>(schema: S): S =>
  schema.test(
    'single-line',
    K.invalidCharacters,
    (v?: string | null) => v == null || isSingleLineText(v),
  );

/** Trimmed, required (`requiredKey`), at most `max` characters (several lines allowed). */
export const requiredText = (requiredKey: string, max: number) =>
  text(requiredKey).required(requiredKey).max(max, K.maxLength);

/** Trimmed, optional (defaults to ''), at most `max` characters (several lines allowed). */
export const optionalText = (max: number) =>
  text().transform(nullAsAbsent).max(max, K.maxLength).default('');

/** requiredText of one line (a name, a title). */
export const requiredLine = (requiredKey: string, max: number) =>
  singleLine(requiredText(requiredKey, max));

/** optionalText of one line (a shift's title). */
export const optionalLine = (max: number) => singleLine(optionalText(max));

/** Street or town: commas stripped (the address is stored comma-joined), trimmed, one line. */
export const addressPart = (requiredKey: string, max: number) =>
  singleLine(
    string()
      .typeError(requiredKey)
      .transform(withoutCommas)
      .trim()
      .required(requiredKey)
      .max(max, K.maxLength),
  );

/** A province code, upper-cased; empty -> `requiredKey`, unknown code -> province_not_valid. */
export const provinceField = (requiredKey: string) =>
  string()
    .typeError(requiredKey)
    .trim()
    .transform(upperCase)
    .required(requiredKey)
    .test('province', K.provinceNotValid, (v) => v === undefined || isProvinceCode(v));

export const emailField = () =>
  text(K.emailNotValid)
    .required(K.emailNotValid)
    .test('email', K.emailNotValid, (v) => v === undefined || isValidEmail(v));

/** Not trimmed: spaces are not allowed in a password and must be refused. */
export const passwordField = (requiredKey: string = K.passwordNotValid) =>
  string()
    .typeError(requiredKey)
    .required(requiredKey)
    .test('password', K.passwordNotValid, (v) => v === undefined || isValidPassword(v));

export const phoneField = (requiredKey: string = K.phoneNotValid) =>
  text(requiredKey)
    .required(requiredKey)
    .test('phone', K.phoneNotValid, (v) => v === undefined || isValidPhone(v));

/** YYYY-MM-DD; empty -> `requiredKey`, not a real date -> date_not_valid. */
export const isoDateField = (requiredKey: string = K.dateNotValid) =>
  text(requiredKey)
    .required(requiredKey)
    .test('iso-date', K.dateNotValid, (v) => v === undefined || isValidIsoDate(v));

/** A birth date giving an age between 18 and 100 today (context `now`). */
export const birthDateField = (requiredKey: string = K.dateNotValid) =>
  isoDateField(requiredKey)
    .test({
      name: 'age-min',
      message: K.ageUnder18,
      params: { min: LIMITS.ageMin },
      test(v) {
        if (v === undefined || !isValidIsoDate(v)) return true;
        return ageOn(v, contextToday(this.options.context)) >= LIMITS.ageMin;
      },
    })
    .test({
      name: 'age-max',
      message: K.ageOver100,
      params: { max: LIMITS.ageMax },
      test(v) {
        if (v === undefined || !isValidIsoDate(v)) return true;
        return ageOn(v, contextToday(this.options.context)) <= LIMITS.ageMax;
      },
    });

/** A date that is today or earlier (context `now`, Europe/Rome). */
export const pastOrTodayDateField = (requiredKey: string = K.dateNotValid) =>
  isoDateField(requiredKey).test('not-future', K.futureDate, function notFuture(v) {
    return v === undefined || !isFutureDate(v, contextToday(this.options.context));
  });

/** Positive integer ids (topics, event types, users), at most `max` of them. */
export const idList = (max?: number, maxKey: string = K.notValid) => {
  const list = array(
    number().typeError(K.notValid).integer(K.notValid).positive(K.notValid).required(K.notValid),
  )
    .typeError(K.notValid)
    .transform(nullAsAbsent)
    .default([]);
  return max === undefined ? list : list.max(max, maxKey);
};

/** A data URL must be a valid image; any other non-empty string is an existing image URL. */
export const isImageOrUrl = (v: string | null | undefined): boolean =>
  v === undefined || v === null || v === '' || !v.startsWith('data:') || isImageDataUrl(v);

/** Start of the minute of `now`: a start picked in the current minute is not "past". */
export function startOfMinute(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60_000;
}

/** ISO date-time field: empty or malformed -> `key`. */
export const isoDateTimeField = (key: string) =>
  string()
    .typeError(key)
    .trim()
    .required(key)
    .test('iso-date-time', key, (v) => v === undefined || parseIsoDateTime(v) !== null);

/** Start date-time not before the current minute (context `now`) -> invalid_date. */
export const futureStartField = (key: string) =>
  isoDateTimeField(key).test('not-past', K.invalidDate, function notPast(v) {
    const start = v === undefined ? null : parseIsoDateTime(v);
    return start === null || start >= startOfMinute(contextNow(this.options.context));
  });

/** End date-time not before the sibling `startDate` -> `beforeStartKey`. */
export const endAfterStartField = (key: string, beforeStartKey: string) =>
  isoDateTimeField(key).test('after-start', beforeStartKey, function afterStart(v) {
    const end = v === undefined ? null : parseIsoDateTime(v);
    const startValue = siblingValue(this.parent, 'startDate');
    const start = typeof startValue === 'string' ? parseIsoDateTime(startValue.trim()) : null;
    return end === null || start === null || end >= start;
  });
