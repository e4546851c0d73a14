import { validateWith } from '../validate';
import { associationLegalDataSchema } from './association-legal-data';
import { firstEditAssociationError } from './edit-association';

const check = (values: object) => {
  const r = validateWith(associationLegalDataSchema, values);
  return r.ok ? r.value : `${r.field}: ${r.key}`;
};

describe('associationLegalDataSchema', () => {
  it.each<[string, object, unknown]>([
    ['nothing sent: unchanged', {}, {}],
    ['an entity (11 digits)', { fiscalCode: '80012345676' }, { fiscalCode: '80012345676' }],
    ['with spaces', { fiscalCode: ' 800 1234 5676 ' }, { fiscalCode: '80012345676' }],
    [
      'a person (16, lower case)',
      { fiscalCode: 'rssmra85c15h501r' },
      { fiscalCode: 'RSSMRA85C15H501R' },
    ],
    ['cleared (blank)', { fiscalCode: '  ' }, { fiscalCode: null }],
    ['cleared (null)', { fiscalCode: null }, { fiscalCode: null }],
    [
      'a wrong check digit',
      { fiscalCode: '80012345678' },
      'fiscalCode: validation.association_fiscal_code_not_valid',
    ],
    [
      '12 digits',
      { fiscalCode: '800123456760' },
      'fiscalCode: validation.association_fiscal_code_not_valid',
    ],
    [
      'a person’s wrong shape',
      { fiscalCode: 'RSSMRA85Z15H501R' },
      'fiscalCode: validation.association_fiscal_code_not_valid',
    ],
    [
      'not text',
      { fiscalCode: ['80012345676'] },
      'fiscalCode: validation.association_fiscal_code_not_valid',
    ],
    ['RUNTS trimmed', { runtsNumber: '  12345 ' }, { runtsNumber: '12345' }],
    ['RUNTS blank', { runtsNumber: ' ' }, { runtsNumber: null }],
    ['RUNTS 30 characters', { runtsNumber: 'r'.repeat(30) }, { runtsNumber: 'r'.repeat(30) }],
    ['RUNTS 31 characters', { runtsNumber: 'r'.repeat(31) }, 'runtsNumber: validation.max_length'],
  ])('%s', (_label, values, expected) => {
    expect(check(values)).toEqual(expected);
  });

  it('is checked by the edit form after the messaging channel, before the topics', () => {
    const valid = {
      name: 'Amici del Parco',
      description: 'Curiamo il verde del quartiere.',
      dateOfFoundation: '2010-03-01',
      street: 'Via Roma 1',
      town: 'Milano',
      province: 'MI',
    };
    const now = new Date('2025-06-15T10:00:00Z');
    expect(
      firstEditAssociationError(
        { ...valid, messagingChannelUrl: 'chat', fiscalCode: '1', topicIds: [1, 2, 3, 4] },
        { now },
      ),
    ).toBe('not_valid_site_web');
    expect(
      firstEditAssociationError({ ...valid, fiscalCode: '1', topicIds: [1, 2, 3, 4] }, { now }),
    ).toBe('validation.association_fiscal_code_not_valid');
    expect(firstEditAssociationError({ ...valid, fiscalCode: '80012345676' }, { now })).toBeNull();
  });
});
