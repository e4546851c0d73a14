import { entityFiscalCodeCheckDigit, isEntityFiscalCode } from './entity-fiscal-code';

// check digits computed by hand with the rule (odd places as they are, even places doubled
// minus 9 above 9, then the complement to a multiple of 10)
describe('entityFiscalCodeCheckDigit', () => {
  it.each([
    // odd places 8+0+2+4+6 = 20; even places 0,1,3,5,7 doubled 0+2+6+(10-9)+(14-9) = 14; 34 → 6
    ['8001234567', 6],
    ['9700000000', 6],
    ['8000991059', 9],
    ['1234567890', 3],
    ['0636339100', 1],
  ])('%s → %i', (firstTen, digit) => {
    expect(entityFiscalCodeCheckDigit(firstTen)).toBe(digit);
  });
});

describe('isEntityFiscalCode', () => {
  it.each([
    ['an association (starts with 8)', '80012345676', true],
    ['an association (starts with 9)', '97000000006', true],
    ['a company (its partita IVA)', '06363391001', true],
    ['a doubled digit above 9 (9 → 18 → 9)', '80009910599', true],
    ['the last digit wrong', '80012345678', false],
    ['two digits swapped', '80021345676', false],
    ['eleven zeros', '00000000000', false],
    ['ten digits', '8001234567', false],
    ['twelve digits', '800123456760', false],
    ['a letter', '8001234567A', false],
    ['spaces (normalised before)', '800 1234 5676', false],
    ['empty', '', false],
  ])('%s: %s', (_label, value, expected) => {
    expect(isEntityFiscalCode(value)).toBe(expected);
  });
});
