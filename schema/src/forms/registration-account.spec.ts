import { validateWith } from '../validate';
import { registrationAccountSchema } from './registration-account';

const valid = {
  name: 'Maria',
  surname: 'Rossi',
  email: 'maria.rossi@example.it',
  password: 'Abcdef1!',
};
const check = (values: object) => {
  const r = validateWith(registrationAccountSchema, values);
  return r.ok ? 'ok' : { field: r.field, key: r.key, params: r.params };
};

describe('registrationAccountSchema', () => {
  it.each<[string, object, unknown]>([
    ['valid', {}, 'ok'],
    ['name empty', { name: '' }, { field: 'name', key: 'validation.mandatory', params: {} }],
    ['name blank', { name: '   ' }, { field: 'name', key: 'validation.mandatory', params: {} }],
    [
      'name missing',
      { name: undefined },
      { field: 'name', key: 'validation.mandatory', params: {} },
    ],
    ['name 25 chars', { name: 'a'.repeat(25) }, 'ok'],
    ['name 25 chars + spaces', { name: ` ${'a'.repeat(25)} ` }, 'ok'],
    [
      'name 26 chars',
      { name: 'a'.repeat(26) },
      { field: 'name', key: 'validation.max_length', params: { max: 25 } },
    ],
    [
      'surname empty',
      { surname: '' },
      { field: 'surname', key: 'validation.mandatory', params: {} },
    ],
    ['surname 25 chars', { surname: 'b'.repeat(25) }, 'ok'],
    [
      'surname 26 chars',
      { surname: 'b'.repeat(26) },
      { field: 'surname', key: 'validation.max_length', params: { max: 25 } },
    ],
    [
      'email invalid',
      { email: 'maria@rossi' },
      { field: 'email', key: 'validation.email_not_valid', params: {} },
    ],
    [
      'password 7 chars',
      { password: 'Abcde1!' },
      { field: 'password', key: 'validation.password_not_valid', params: {} },
    ],
    [
      'everything empty: name first',
      { name: '', surname: '', email: '', password: '' },
      { field: 'name', key: 'validation.mandatory', params: {} },
    ],
  ])('%s', (_, patch, expected) => {
    expect(check({ ...valid, ...patch })).toEqual(expected);
  });

  it('trims the names', () => {
    const r = validateWith(registrationAccountSchema, {
      ...valid,
      name: '  Maria ',
      surname: ' Rossi  ',
    });
    expect(r).toMatchObject({ ok: true, value: { name: 'Maria', surname: 'Rossi' } });
  });
});
