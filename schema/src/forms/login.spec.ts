import { validateWith } from '../validate';
import { loginSchema } from './login';

const valid = { email: 'mario.rossi@example.it', password: 'Abcdef1!' };
const check = (values: object) => {
  const r = validateWith(loginSchema, values);
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('loginSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['email trimmed', { email: '  mario.rossi@example.it  ' }, 'ok'],
    ['email missing', { email: undefined }, 'email: validation.email_not_valid'],
    ['email empty', { email: '' }, 'email: validation.email_not_valid'],
    ['email without domain', { email: 'mario@' }, 'email: validation.email_not_valid'],
    [
      'email with a space',
      { email: 'mario rossi@example.it' },
      'email: validation.email_not_valid',
    ],
    ['email 60 chars', { email: `${'a'.repeat(49)}@example.it` }, 'ok'],
    [
      'email 61 chars',
      { email: `${'a'.repeat(50)}@example.it` },
      'email: validation.email_not_valid',
    ],
    ['password 8 chars', { password: 'Abcdef1!' }, 'ok'],
    ['password 7 chars', { password: 'Abcde1!' }, 'password: validation.password_not_valid'],
    ['password empty', { password: '' }, 'password: validation.password_not_valid'],
    [
      'password without symbol',
      { password: 'Abcdefg1' },
      'password: validation.password_not_valid',
    ],
    [
      'password with spaces around',
      { password: ' Abcdef1! ' },
      'password: validation.password_not_valid',
    ],
    [
      'both invalid: email first',
      { email: 'x', password: 'x' },
      'email: validation.email_not_valid',
    ],
  ])('%s', (_, patch, expected) => {
    expect(check({ ...valid, ...patch })).toBe(expected);
  });

  it('reports keys per field to formik-style (abortEarly: false) validation', () => {
    expect(() =>
      loginSchema.validateSync({ email: 'x', password: 'x' }, { abortEarly: false }),
    ).toThrow(
      expect.objectContaining({
        errors: ['validation.email_not_valid', 'validation.password_not_valid'],
      }),
    );
  });
});
