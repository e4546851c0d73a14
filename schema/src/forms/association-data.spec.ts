import { validateWith } from '../validate';
import { associationDataSchema } from './association-data';

const now = new Date('2025-06-15T10:00:00Z');
const valid = {
  name: 'Amici del Parco',
  street: 'Via Roma 1',
  town: 'Milano',
  province: 'MI',
  dateOfFoundation: '2010-03-01',
  description: 'Curiamo il verde del quartiere.',
};
const check = (values: object) => {
  const r = validateWith(associationDataSchema, values, { now });
  return r.ok
    ? 'ok'
    : `${r.field}: ${r.key}${r.params.max === undefined ? '' : ` ${String(r.params.max)}`}`;
};

describe('associationDataSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['name empty', { name: '' }, 'name: validation.mandatory'],
    ['name 50 chars', { name: 'n'.repeat(50) }, 'ok'],
    ['name 51 chars', { name: 'n'.repeat(51) }, 'name: validation.max_length 50'],
    ['street empty', { street: '' }, 'street: validation.mandatory'],
    ['street only commas', { street: ' , , ' }, 'street: validation.mandatory'],
    ['street 150 chars', { street: 's'.repeat(150) }, 'ok'],
    ['street 151 chars', { street: 's'.repeat(151) }, 'street: validation.max_length 150'],
    ['street 150 chars plus commas', { street: `${'s'.repeat(150)},,` }, 'ok'],
    ['town empty', { town: '' }, 'town: validation.mandatory'],
    ['town 60 chars', { town: 't'.repeat(60) }, 'ok'],
    ['town 61 chars', { town: 't'.repeat(61) }, 'town: validation.max_length 60'],
    ['province lowercase', { province: 'mi' }, 'ok'],
    ['province unknown', { province: 'XX' }, 'province: validation.province_not_valid'],
    ['province name', { province: 'Milano' }, 'province: validation.province_not_valid'],
    ['province empty', { province: '' }, 'province: validation.province_not_valid'],
    ['founded today', { dateOfFoundation: '2025-06-15' }, 'ok'],
    [
      'founded tomorrow',
      { dateOfFoundation: '2025-06-16' },
      'dateOfFoundation: validation.future_date',
    ],
    [
      'foundation date invalid',
      { dateOfFoundation: '2023-02-29' },
      'dateOfFoundation: validation.date_not_valid',
    ],
    [
      'foundation date empty',
      { dateOfFoundation: '' },
      'dateOfFoundation: validation.date_not_valid',
    ],
    ['foundation 29 Feb 2024', { dateOfFoundation: '2024-02-29' }, 'ok'],
    ['description empty', { description: '' }, 'description: validation.mandatory'],
    ['description 1000 chars', { description: 'd'.repeat(1000) }, 'ok'],
    [
      'description 1001 chars',
      { description: 'd'.repeat(1001) },
      'description: validation.max_length 1000',
    ],
  ])('%s', (_, patch, expected) => {
    expect(check({ ...valid, ...patch })).toBe(expected);
  });

  it('strips commas from street and town and upper-cases the province', () => {
    const r = validateWith(
      associationDataSchema,
      { ...valid, street: ' Via Roma, 1 ', town: 'Reggio, Emilia', province: ' re ' },
      { now },
    );
    expect(r).toMatchObject({
      ok: true,
      value: { street: 'Via Roma 1', town: 'Reggio Emilia', province: 'RE' },
    });
  });
});
