/**
 * Pure validation predicates (spec §5). No I/O, no Node or DOM APIs: the same
 * code runs in the backend services and in the browser.
 */
import { parseIsoDate, todayInRome } from './dates';
import { LIMITS } from './limits';
import { isProvinceCode } from './provinces';

const escapeRegExp = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** The symbols a password may (and must, at least one) contain. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_-+=';

const SYMBOL_CLASS = `[${escapeRegExp(PASSWORD_SYMBOLS)}]`;
const PASSWORD_ALPHABET = new RegExp(`^(?:[A-Za-z0-9]|${SYMBOL_CLASS})+$`);
const HAS_SYMBOL = new RegExp(SYMBOL_CLASS);

/**
 * At least 8 characters, each an ASCII letter, a digit or one of
 * PASSWORD_SYMBOLS, with at least one uppercase letter, one digit and one
 * symbol. No upper bound here (request size limits are the server's job).
 */
export function isValidPassword(s: string): boolean {
  return (
    typeof s === 'string' &&
    s.length >= LIMITS.passwordMin &&
    PASSWORD_ALPHABET.test(s) &&
    /[A-Z]/.test(s) &&
    /[0-9]/.test(s) &&
    HAS_SYMBOL.test(s)
  );
}

/**
 * local@domain.tld: no whitespace anywhere, one '@', a local part without '..'
 * and not starting or ending with '.', a domain of dot-separated labels ending
 * in an alphabetic TLD of 2+ letters; at most 60 characters in total.
 */
const EMAIL_LOCAL = /^[^\s@()<>,;:"[\]\\]+$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(s: string): boolean {
  if (typeof s !== 'string' || s.length > LIMITS.emailMax) return false;
  const at = s.indexOf('@');
  if (at <= 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  return (
    EMAIL_LOCAL.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    EMAIL_DOMAIN.test(domain)
  );
}

const PHONE = new RegExp(`^[0-9]{${LIMITS.phoneDigits}}$`);

/** Exactly 10 characters, all ASCII digits. */
export function isValidPhone(s: string): boolean {
  return typeof s === 'string' && PHONE.test(s);
}

/** Strict YYYY-MM-DD that names a real calendar day (leap years included). */
export function isValidIsoDate(s: string): boolean {
  return typeof s === 'string' && parseIsoDate(s) !== null;
}

/**
 * Age in whole years on `todayIso` of someone born on `birthDateIso`; NaN when
 * either date is invalid. A 29 February birthday is reached on 1 March in
 * non-leap years.
 */
export function ageOn(birthDateIso: string, todayIso: string): number {
  const birth = typeof birthDateIso === 'string' ? parseIsoDate(birthDateIso) : null;
  const today = typeof todayIso === 'string' ? parseIsoDate(todayIso) : null;
  if (!birth || !today) return Number.NaN;
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** 18 <= age <= 100 on `todayIso` (default: today in Europe/Rome). */
export function isAllowedAge(birthDateIso: string, todayIso: string = todayInRome()): boolean {
  const age = ageOn(birthDateIso, todayIso);
  return age >= LIMITS.ageMin && age <= LIMITS.ageMax;
}

/** True when `iso` is a valid date strictly after `todayIso` (default: today in Rome). */
export function isFutureDate(iso: string, todayIso: string = todayInRome()): boolean {
  return isValidIsoDate(iso) && isValidIsoDate(todayIso) && iso > todayIso;
}

function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Empty: null, undefined, blank or whitespace-only string, empty array, empty
 * plain object, empty Map or Set, NaN. Not empty: 0, false, Dates, anything
 * with content.
 */
export function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return Number.isNaN(v);
  if (Array.isArray(v)) return v.length === 0;
  if (v instanceof Map || v instanceof Set) return v.size === 0;
  if (typeof v === 'object') return isPlainObject(v) && Object.keys(v).length === 0;
  return false;
}

/**
 * http(s)://host[:port][/path?query#fragment] where host is a domain with at
 * least one dot and an alphabetic TLD (Unicode letters allowed for IDN).
 *
 * Choice: a URL without a scheme is accepted only when it starts with 'www.'
 * followed by a domain with a dot (what people type for a website, e.g.
 * 'www.example.org'; 'www.example' is refused); a bare
 * 'example.org' is refused because it cannot be told apart from a typo or
 * free text. Use normalizeUrl() to get a linkable https:// URL.
 */
const URL_RE =
  /^(?:https?:\/\/|(?=www\.[^\s/?#:.]+\.))(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::[0-9]{1,5})?(?:[/?#]\S*)?$/iu;

/** Longest URL accepted (the de-facto browser limit). */
const URL_MAX = 2048;

export function isValidUrl(s: string): boolean {
  return typeof s === 'string' && s.length <= URL_MAX && URL_RE.test(s);
}

/** Trims and prefixes 'https://' to a scheme-less 'www.' address. */
export function normalizeUrl(s: string): string {
  const url = s.trim();
  return /^www\./i.test(url) ? `https://${url}` : url;
}

/** Removes every comma (addresses are stored comma-joined). */
export function stripCommas(s: string): string {
  return s.replace(/,/g, '');
}

export interface AddressParts {
  street: string;
  town: string;
  /** Two-letter province code, e.g. 'MI'. */
  province: string;
}

/** 'street, town, PR' with commas stripped and parts trimmed. */
export function joinAddress({ street, town, province }: AddressParts): string {
  const clean = (s: string): string => stripCommas(s).trim();
  return `${clean(street)}, ${clean(town)}, ${clean(province).toUpperCase()}`;
}

/**
 * Inverse of joinAddress, tolerant of missing parts: with 3+ parts the last is
 * the province and the one before the town (extra commas stay in the street);
 * with 2 parts the second is the province when it is a province code,
 * otherwise the town; with 1 part it is the street.
 */
export function splitAddress(address: string): AddressParts {
  const parts = (typeof address === 'string' ? address : '').split(',').map((p) => p.trim());
  if (parts.length >= 3) {
    const province = parts.pop() ?? '';
    const town = parts.pop() ?? '';
    return { street: parts.join(', '), town, province };
  }
  const [street = '', second = ''] = parts;
  if (isProvinceCode(second.toUpperCase())) return { street, town: '', province: second };
  return { street, town: second, province: '' };
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder
 * what follows them on screen, so a name or a description could show one thing and hold another
 * (the "Trojan Source" trick, and a name that prints backwards in a register). The implicit marks
 * (U+200E, U+200F, U+061C) stay allowed: Arabic and Hebrew text uses them legitimately.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * C0 and C1 controls except tab, LF and CR, and the Unicode line and paragraph separators.
 * (PostgreSQL cannot store NUL; the others are invisible or reset terminals and PDFs.)
 */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Every C0 and C1 control (tab, LF and CR included) and U+2028 / U+2029 line separators. */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * Text of one line (a name, a surname, an address, a place, a title): no control character, no
 * line break, no bidirectional override. What a CSV cell, a PDF line and a register entry can
 * hold as typed.
 */
export function isSingleLineText(s: string): boolean {
  return typeof s === 'string' && !SINGLE_LINE_CONTROLS.test(s) && !BIDI_CONTROLS.test(s);
}

/**
 * Text of several lines (a description, a message): line breaks and tabs are fine, other control
 * characters and the bidirectional overrides are not (a description is shown beside names and
 * could reorder them as well).
 */
export function isMultiLineText(s: string): boolean {
  return typeof s === 'string' && !MULTI_LINE_CONTROLS.test(s) && !BIDI_CONTROLS.test(s);
}

/** An instant as a Date (the services) or as milliseconds since the epoch (the forms). */
export type Instant = Date | number;

/**
 * The order of one attendance's times: a check-out needs a check-in and may not precede it. Equal
 * times are accepted (a stay of no minutes, which counts 0); a check-in without a check-out is
 * someone still in. Refused as `attendance.times_not_valid`, by the service and the form alike.
 */
export function areAttendanceTimesInOrder(
  checkedIn: Instant | null,
  checkedOut: Instant | null,
): boolean {
  if (checkedOut === null) return true;
  return checkedIn !== null && Number(checkedOut) >= Number(checkedIn);
}
