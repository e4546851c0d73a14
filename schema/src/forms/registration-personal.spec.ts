import { validateWith } from '../validate';
import { registrationPersonalSchema } from './registration-personal';

// 10:00 in Rome on 15 June 2025
const now = new Date('2025-06-15T08:00:00Z');
const valid = {
  phone: '3331234567',
  birthDate: '1990-05-20',
  acceptTerms: true,
  acceptPrivacy: true,
};
const check = (values: object, context = { now }) => {
  const r = validateWith(registrationPersonalSchema, values, context);
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('registrationPersonalSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['phone 10 digits', { phone: '0612345678' }, 'ok'],
    ['phone 9 digits', { phone: '333123456' }, 'phone: validation.phone_not_valid'],
    ['phone 11 digits', { phone: '33312345678' }, 'phone: validation.phone_not_valid'],
    ['phone with letters', { phone: '333123456a' }, 'phone: validation.phone_not_valid'],
    ['phone with a space', { phone: '333 1234567' }, 'phone: validation.phone_not_valid'],
    ['phone empty', { phone: '' }, 'phone: validation.phone_not_valid'],
    ['birth date empty', { birthDate: '' }, 'birthDate: validation.date_not_valid'],
    ['birth date missing', { birthDate: undefined }, 'birthDate: validation.date_not_valid'],
    [
      'birth date 29 Feb of a non-leap year',
      { birthDate: '2003-02-29' },
      'birthDate: validation.date_not_valid',
    ],
    ['birth date 29 Feb of a leap year', { birthDate: '2004-02-29' }, 'ok'],
    ['birth date month 13', { birthDate: '1990-13-01' }, 'birthDate: validation.date_not_valid'],
    ['birth date DD/MM/YYYY', { birthDate: '20/05/1990' }, 'birthDate: validation.date_not_valid'],
    ['turns 18 today', { birthDate: '2007-06-15' }, 'ok'],
    ['turns 18 tomorrow', { birthDate: '2007-06-16' }, 'birthDate: validation.age_under_18'],
    ['born today', { birthDate: '2025-06-15' }, 'birthDate: validation.age_under_18'],
    ['born in the future', { birthDate: '2026-01-01' }, 'birthDate: validation.age_under_18'],
    ['exactly 100 today', { birthDate: '1925-06-15' }, 'ok'],
    ['100, turns 101 tomorrow', { birthDate: '1924-06-16' }, 'ok'],
    ['turns 101 today', { birthDate: '1924-06-15' }, 'birthDate: validation.age_over_100'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms: validation.accept_terms'],
    ['terms missing', { acceptTerms: undefined }, 'acceptTerms: validation.accept_terms'],
    ['terms null', { acceptTerms: null }, 'acceptTerms: validation.accept_terms'],
    ['terms as a string', { acceptTerms: 'true' }, 'ok'],
    ['privacy not accepted', { acceptPrivacy: false }, 'acceptPrivacy: validation.accept_privacy'],
    ['privacy missing', { acceptPrivacy: undefined }, 'acceptPrivacy: validation.accept_privacy'],
    [
      'neither accepted: terms first',
      { acceptTerms: false, acceptPrivacy: false },
      'acceptTerms: validation.accept_terms',
    ],
    [
      'all invalid: phone first',
      { phone: '1', birthDate: 'x', acceptTerms: false },
      'phone: validation.phone_not_valid',
    ],
  ])('%s', (_, patch, expected) => {
    expect(check({ ...valid, ...patch })).toBe(expected);
  });

  it('computes the age on the Europe/Rome date', () => {
    // 22:30 UTC on 14 June is 00:30 on 15 June in Rome: the 18th birthday is today.
    expect(
      check({ ...valid, birthDate: '2007-06-15' }, { now: new Date('2025-06-14T22:30:00Z') }),
    ).toBe('ok');
    expect(
      check({ ...valid, birthDate: '2007-06-15' }, { now: new Date('2025-06-14T21:30:00Z') }),
    ).toBe('birthDate: validation.age_under_18');
  });

  it('uses the current time without a context', () => {
    jest.useFakeTimers().setSystemTime(now);
    try {
      const r = validateWith(registrationPersonalSchema, { ...valid, birthDate: '2007-06-16' });
      expect(r).toMatchObject({ ok: false, key: 'validation.age_under_18' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes the age limits as params', () => {
    expect(
      validateWith(registrationPersonalSchema, { ...valid, birthDate: '2010-01-01' }, { now }),
    ).toMatchObject({
      params: { min: 18 },
    });
    expect(
      validateWith(registrationPersonalSchema, { ...valid, birthDate: '1900-01-01' }, { now }),
    ).toMatchObject({
      params: { max: 100 },
    });
  });
});
