import { validateWith } from '../validate';
import { hoursPeriodSchema } from './hours-period';

const valid = { from: '2025-01-01', to: '2025-03-31' };
const check = (patch: object) => {
  const r = validateWith(hoursPeriodSchema, { ...valid, ...patch });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('hoursPeriodSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['one day', { to: valid.from }, 'ok'],
    ['from empty', { from: '' }, 'from: hours.from_required'],
    ['to empty', { to: '' }, 'to: hours.to_required'],
    ['both empty: the first field first', { from: '', to: '' }, 'from: hours.from_required'],
    ['from after to', { from: '2025-04-01' }, 'from: hours.from_after_to'],
    ['from not a day', { from: '2025-02-30' }, 'from: validation.date_not_valid'],
    ['to not a day, from not compared', { to: '2025-13-01' }, 'to: validation.date_not_valid'],
  ])('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });
});
