import { validateWith } from '../validate';
import { forgotPasswordSchema } from './forgot-password';

describe('forgotPasswordSchema', () => {
  it.each<[unknown, string]>([
    ['mario.rossi@example.it', 'ok'],
    [' mario.rossi@example.it ', 'ok'],
    ['', 'validation.email_not_valid'],
    [undefined, 'validation.email_not_valid'],
    [null, 'validation.email_not_valid'],
    ['mario.rossi', 'validation.email_not_valid'],
    [`${'a'.repeat(50)}@example.it`, 'validation.email_not_valid'],
  ])('email %p -> %s', (email, expected) => {
    const r = validateWith(forgotPasswordSchema, { email });
    expect(r.ok ? 'ok' : r.key).toBe(expected);
  });
});
