import { validateWith } from '../validate';
import { editUserSchema } from './edit-user';

const now = new Date('2025-06-15T10:00:00Z');
const valid = {
  name: 'Maria',
  surname: 'Rossi',
  phone: '3331234567',
  birthDate: '1990-05-20',
  preferences: [1, 2],
};
const check = (values: object) => {
  const r = validateWith(editUserSchema, values, { now });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('editUserSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['name empty', { name: '' }, 'name: void_name'],
    ['name blank', { name: '  ' }, 'name: void_name'],
    ['name 25 chars', { name: 'a'.repeat(25) }, 'ok'],
    ['name 26 chars', { name: 'a'.repeat(26) }, 'name: validation.max_length'],
    ['surname empty', { surname: '' }, 'surname: void_surname'],
    ['surname 26 chars', { surname: 'a'.repeat(26) }, 'surname: validation.max_length'],
    ['phone empty', { phone: '' }, 'phone: void_phone'],
    ['phone missing', { phone: undefined }, 'phone: void_phone'],
    ['phone 9 digits', { phone: '333123456' }, 'phone: validation.phone_not_valid'],
    ['phone 11 digits', { phone: '33312345678' }, 'phone: validation.phone_not_valid'],
    ['birth date empty', { birthDate: '' }, 'birthDate: void_birth_date'],
    ['birth date invalid', { birthDate: '2024-13-01' }, 'birthDate: validation.date_not_valid'],
    ['turns 18 today', { birthDate: '2007-06-15' }, 'ok'],
    ['turns 18 tomorrow', { birthDate: '2007-06-16' }, 'birthDate: validation.age_under_18'],
    ['exactly 100', { birthDate: '1925-06-15' }, 'ok'],
    ['101', { birthDate: '1924-06-15' }, 'birthDate: validation.age_over_100'],
    ['6 preferences', { preferences: [1, 2, 3, 4, 5, 6] }, 'ok'],
    [
      '7 preferences',
      { preferences: [1, 2, 3, 4, 5, 6, 7] },
      'preferences: validation.max_preferences',
    ],
    ['no preferences', { preferences: [] }, 'ok'],
    ['new image', { imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=' }, 'ok'],
    ['image kept (null)', { imageDataUrl: null }, 'ok'],
    ['image kept (empty)', { imageDataUrl: '' }, 'ok'],
    [
      'image is a PDF',
      { imageDataUrl: 'data:application/pdf;base64,JVBERi0=' },
      'imageDataUrl: validation.image_type',
    ],
    [
      'image with a broken payload',
      { imageDataUrl: 'data:image/png;base64,QUJ' },
      'imageDataUrl: validation.image_type',
    ],
    [
      'image not a data URL',
      { imageDataUrl: 'https://example.org/a.png' },
      'imageDataUrl: validation.image_type',
    ],
    [
      'all empty: name first',
      { name: '', surname: '', phone: '', birthDate: '' },
      'name: void_name',
    ],
  ])('%s', (_, patch, expected) => {
    expect(check({ ...valid, ...patch })).toBe(expected);
  });
});
