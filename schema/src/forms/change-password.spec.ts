import { validateWith } from '../validate';
import { changePasswordSchema } from './change-password';

const valid = { oldPassword: 'Vecchia1!', newPassword: 'Nuova123!', confirmPassword: 'Nuova123!' };
const check = (values: object) => {
  const r = validateWith(changePasswordSchema, values);
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('changePasswordSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['old empty', { oldPassword: '' }, 'oldPassword: validation.mandatory'],
    ['old missing', { oldPassword: undefined }, 'oldPassword: validation.mandatory'],
    [
      'old breaks the rule',
      { oldPassword: 'vecchia' },
      'oldPassword: validation.password_not_valid',
    ],
    ['new empty', { newPassword: '' }, 'newPassword: validation.mandatory'],
    [
      'new 7 chars',
      { newPassword: 'Nuova1!', confirmPassword: 'Nuova1!' },
      'newPassword: validation.password_not_valid',
    ],
    ['confirm empty', { confirmPassword: '' }, 'confirmPassword: validation.mandatory'],
    [
      'confirm different',
      { confirmPassword: 'Nuova123?' },
      'confirmPassword: validation.password_are_not_equal',
    ],
    [
      'confirm differs by a space',
      { confirmPassword: 'Nuova123! ' },
      'confirmPassword: validation.password_are_not_equal',
    ],
    [
      'all empty: old first',
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      'oldPassword: validation.mandatory',
    ],
  ])('%s', (_, patch, expected) => {
    expect(check({ ...valid, ...patch })).toBe(expected);
  });
});
