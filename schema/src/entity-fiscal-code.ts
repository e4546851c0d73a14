/**
 * The numeric codice fiscale of an entity (an association, a company: 11 digits, DPR 605/1973),
 * which is also the shape of a partita IVA. Pure: the browser and the server run the same check.
 */

export const ENTITY_FISCAL_CODE_PATTERN = /^\d{11}$/;

/**
 * The 11th digit of a numeric codice fiscale from its first ten (DM 23 dicembre 1976, the
 * partita IVA's rule): digits in odd places are added as they are, those in even places are
 * doubled (minus 9 when the double has two digits); the check is what brings the sum to a
 * multiple of 10.
 */
export function entityFiscalCodeCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = firstTen.charCodeAt(i) - 48;
    const doubled = digit * 2;
    sum += i % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * 11 digits whose last is the check digit. Eleven zeros pass the arithmetic but are no one's
 * code: they are what a person types to get past a form, so they are refused.
 */
export function isEntityFiscalCode(value: string): boolean {
  if (!ENTITY_FISCAL_CODE_PATTERN.test(value) || /^0+$/.test(value)) return false;
  return entityFiscalCodeCheckDigit(value.slice(0, 10)) === value.charCodeAt(10) - 48;
}
