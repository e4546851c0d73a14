import { validateWith } from '../validate';
import {
  isFiscalCodeShape,
  registerCorrectionSchema,
  registerDataSchema,
  registerEndSchema,
  registerEntrySchema,
} from './register';

const now = new Date('2026-03-10T10:00:00Z');
const check = (schema: Parameters<typeof validateWith>[0], values: object) => {
  const r = validateWith(schema, values, { now });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};
const value = (schema: Parameters<typeof validateWith>[0], values: object) => {
  const r = validateWith(schema, values, { now });
  if (!r.ok) throw new Error(r.key);
  return r.value;
};

describe('registerDataSchema', () => {
  it.each<[string, object, string]>([
    ['nothing sent', {}, 'ok'],
    ['a code', { fiscalCode: 'RSSMRA85C15H501R' }, 'ok'],
    ['lower case with spaces', { fiscalCode: 'rss mra 85c15 h501r' }, 'ok'],
    ['an omocode', { fiscalCode: 'RSSMRA85C15H50MJ' }, 'ok'],
    ['cleared (null)', { fiscalCode: null }, 'ok'],
    ['cleared (blank)', { fiscalCode: '  ' }, 'ok'],
    [
      '15 characters',
      { fiscalCode: 'RSSMRA85C15H501' },
      'fiscalCode: validation.fiscal_code_not_valid',
    ],
    [
      'a wrong month letter',
      { fiscalCode: 'RSSMRA85Z15H501R' },
      'fiscalCode: validation.fiscal_code_not_valid',
    ],
    ['a number', { fiscalCode: 42 }, 'fiscalCode: validation.fiscal_code_not_valid'],
    ['place 100', { birthPlace: 'a'.repeat(100) }, 'ok'],
    ['place 101', { birthPlace: 'a'.repeat(101) }, 'birthPlace: validation.max_length'],
    ['residence 201', { residence: 'a'.repeat(201) }, 'residence: validation.max_length'],
    ['domicile 201', { domicile: 'a'.repeat(201) }, 'domicile: validation.max_length'],
  ])('%s', (_label, values, expected) => {
    expect(check(registerDataSchema, values)).toBe(expected);
  });

  it('normalises the code and turns blanks into null, leaving absent fields absent', () => {
    expect(
      value(registerDataSchema, { fiscalCode: 'rss mra 85c15 h501r', residence: ' ' }),
    ).toEqual({
      fiscalCode: 'RSSMRA85C15H501R',
      residence: null,
    });
    expect(isFiscalCodeShape('rssmra85c15h501r')).toBe(true);
  });
});

describe('register entries', () => {
  it.each<[string, object, object, string]>([
    ['entered today', registerEntrySchema, { section: 'regular', startDate: '2026-03-10' }, 'ok'],
    [
      'a paper register carried over',
      registerEntrySchema,
      { section: 'occasional', startDate: '2019-01-01' },
      'ok',
    ],
    [
      'tomorrow',
      registerEntrySchema,
      { section: 'regular', startDate: '2026-03-11' },
      'startDate: validation.future_date',
    ],
    [
      'no section',
      registerEntrySchema,
      { startDate: '2026-03-10' },
      'section: validation.unknown_choice',
    ],
    [
      'another section',
      registerEntrySchema,
      { section: 'both', startDate: '2026-03-10' },
      'section: validation.unknown_choice',
    ],
    [
      'not a date',
      registerEntrySchema,
      { section: 'regular', startDate: '2026-02-30' },
      'startDate: validation.date_not_valid',
    ],
    ['ended today', registerEndSchema, { endDate: '2026-03-10' }, 'ok'],
    [
      'ended tomorrow',
      registerEndSchema,
      { endDate: '2026-03-11' },
      'endDate: validation.future_date',
    ],
    ['a correction of the name', registerCorrectionSchema, { name: 'Maria' }, 'ok'],
    ['a blank name', registerCorrectionSchema, { name: ' ' }, 'name: void_name'],
    [
      'a start tomorrow',
      registerCorrectionSchema,
      { startDate: '2026-03-11' },
      'startDate: validation.future_date',
    ],
    ['no end date (reopen)', registerCorrectionSchema, { endDate: null }, 'ok'],
    [
      'a bad code',
      registerCorrectionSchema,
      { fiscalCode: 'X' },
      'fiscalCode: validation.fiscal_code_not_valid',
    ],
  ])('%s', (_label, schema, values, expected) => {
    expect(check(schema as Parameters<typeof validateWith>[0], values)).toBe(expected);
  });
});
