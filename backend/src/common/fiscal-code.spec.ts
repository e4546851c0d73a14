import { fiscalCodeProblem } from './fiscal-code';

// codes computed by codice-fiscale-js from the data beside them (the library is the reference)
const MARIO = 'RSSMRA85C15H501R'; // Rossi Mario, M, 15/03/1985, Roma
const ANNA = 'VRDNNA90E60F205X'; // Verdi Anna, F, 20/05/1990, Milano
const OLD = 'VRDNNA25E60F205M'; // Verdi Anna, F, 20/05/1925, Milano

describe('fiscalCodeProblem', () => {
  it.each([
    ['a valid code and its birth date', MARIO, '1985-03-15', null],
    ['a woman (day + 40)', ANNA, '1990-05-20', null],
    ['lower case and spaces', 'rssmra 85c15 h501r', '1985-03-15', null],
    ['an omocode (a digit replaced by a letter)', 'RSSMRA85C15H50MJ', '1985-03-15', null],
    ['born in 1925: the two digits of the year only', OLD, '1925-05-20', null],
    ['no birth date: shape and check character only', MARIO, null, null],
    ['a wrong check character', 'RSSMRA85C15H501X', '1985-03-15', 'not_valid'],
    ['a wrong shape', 'RSSMRA85C15H5L1Q', '1985-03-15', 'not_valid'],
    ['too short', 'RSSMRA85C15H501', null, 'not_valid'],
    ['empty', '', null, 'not_valid'],
    ['garbage', '\u0000'.repeat(16), null, 'not_valid'],
    ['another day', MARIO, '1985-03-16', 'birth_date'],
    ['another month', MARIO, '1985-04-15', 'birth_date'],
    ['another year', MARIO, '1986-03-15', 'birth_date'],
    ['a woman checked against the day without the 40', ANNA, '1990-05-60', 'birth_date'],
  ])('%s', (_label, code, birthDate, expected) => {
    expect(fiscalCodeProblem(code, birthDate)).toBe(expected);
  });
});
