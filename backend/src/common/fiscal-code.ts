import type CodiceFiscaleType from 'codice-fiscale-js';
import { FISCAL_CODE_PATTERN, normalizeFiscalCode } from '@insieme/schema';

// the package's typings declare a default export; at run time its CommonJS bundle exports
// { CodiceFiscale } (an `import` would compile to `.default`, undefined)
const { CodiceFiscale } = require('codice-fiscale-js') as {
  CodiceFiscale: typeof CodiceFiscaleType;
};

/** What is wrong with a codice fiscale, if anything. */
export type FiscalCodeProblem = 'not_valid' | 'birth_date';

/**
 * Checks an Italian codice fiscale (issue 23, docs/register.md) with codice-fiscale-js, the
 * maintained implementation of the algorithm (DM 12 marzo 1974, omocodia included):
 *
 * - its shape (16 characters, digits possibly replaced by omocode letters) and its check
 *   character; spaces and case do not matter (`normalizeFiscalCode`);
 * - that the birth date it encodes is `birthDate` (YYYY-MM-DD). The code holds the year's last
 *   two digits only, so day, month and year modulo 100 are compared (the library guesses the
 *   century: 1925 reads as 2025). The sex, the place and the letters of the names are not
 *   compared: names as registered differ too often from names as typed.
 *
 * `birthDate` null: only the shape and the check character (the profile always has a birth date —
 * it is required at registration — so this is the case of a code checked on its own).
 */
export function fiscalCodeProblem(
  value: string,
  birthDate: string | null,
): FiscalCodeProblem | null {
  const code = normalizeFiscalCode(value);
  if (!FISCAL_CODE_PATTERN.test(code)) return 'not_valid';
  let decoded: Date;
  try {
    if (!CodiceFiscale.check(code)) return 'not_valid';
    decoded = new CodiceFiscale(code).birthday;
  } catch {
    // the library throws on codes it cannot decode (an impossible day or month)
    return 'not_valid';
  }
  if (!(decoded instanceof Date) || Number.isNaN(decoded.getTime())) return 'not_valid';
  if (birthDate === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return 'birth_date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const same =
    decoded.getUTCDate() === day &&
    decoded.getUTCMonth() + 1 === month &&
    decoded.getUTCFullYear() % 100 === year % 100;
  return same ? null : 'birth_date';
}

/**
 * A person's codice fiscale computed from their data (codice-fiscale-js): for the demo's people,
 * whose codes must match what they encode. `birthDate` is YYYY-MM-DD; `birthPlace` an Italian
 * comune with its province.
 */
export function computeFiscalCode(person: {
  name: string;
  surname: string;
  sex: 'M' | 'F';
  birthDate: string;
  birthPlace: string;
  province: string;
}): string {
  const [year, month, day] = person.birthDate.split('-').map(Number);
  return CodiceFiscale.compute({
    name: person.name,
    surname: person.surname,
    gender: person.sex,
    day,
    month,
    year,
    birthplace: person.birthPlace,
    birthplaceProvincia: person.province,
  });
}
