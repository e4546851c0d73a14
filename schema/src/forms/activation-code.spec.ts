import { validateWith } from '../validate';
import { activationCodeSchema } from './activation-code';

describe('activationCodeSchema', () => {
  it.each<[unknown, string]>([
    ['A1B2C3', 'ok'],
    ['123456', 'ok'],
    ['  A1B2C3 ', 'ok'],
    ['', 'validation.mandatory'],
    ['      ', 'validation.mandatory'],
    [undefined, 'validation.mandatory'],
    [null, 'validation.mandatory'],
    ['12345', 'validation.activation_code_length'],
    ['1234567', 'validation.activation_code_length'],
    [' 12345 ', 'validation.activation_code_length'],
  ])('%p -> %s', (activationCode, expected) => {
    const r = validateWith(activationCodeSchema, { activationCode });
    expect(r.ok ? 'ok' : r.key).toBe(expected);
  });

  it('trims the code and passes the expected length', () => {
    expect(validateWith(activationCodeSchema, { activationCode: ' A1B2C3 ' })).toEqual({
      ok: true,
      value: { activationCode: 'A1B2C3' },
    });
    expect(validateWith(activationCodeSchema, { activationCode: '123' })).toMatchObject({
      params: { length: 6 },
    });
  });
});
