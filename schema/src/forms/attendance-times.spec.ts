import type { ValidationError } from 'yup';
import { validateWith } from '../validate';
import { attendanceTimesSchema } from './attendance-times';

const valid = { checkedInAt: '2025-06-15T07:15:00.000Z', checkedOutAt: '2025-06-15T10:45:00.000Z' };
const check = (patch: object) => {
  const r = validateWith(attendanceTimesSchema, { ...valid, ...patch });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('attendanceTimesSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['check-in empty', { checkedInAt: '' }, 'checkedInAt: attendance.required_time'],
    ['check-in missing', { checkedInAt: undefined }, 'checkedInAt: attendance.required_time'],
    [
      'check-in malformed',
      { checkedInAt: '15/06/2025 09:15' },
      'checkedInAt: attendance.required_time',
    ],
    ['check-out empty', { checkedOutAt: '' }, 'checkedOutAt: attendance.required_time'],
    [
      'check-out before check-in',
      { checkedOutAt: '2025-06-15T07:14:00.000Z' },
      'checkedOutAt: attendance.times_not_valid',
    ],
    ['check-out equal to check-in', { checkedOutAt: valid.checkedInAt }, 'ok'],
    [
      'check-out before check-in across offsets',
      { checkedOutAt: '2025-06-15T09:00:00+02:00' },
      'checkedOutAt: attendance.times_not_valid',
    ],
    ['a shift across midnight', { checkedInAt: '2025-06-14T21:00:00.000Z' }, 'ok'],
  ])('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });

  it('reports a missing check-in alone, not the order as well', () => {
    let fields: (string | undefined)[] = [];
    try {
      attendanceTimesSchema.validateSync({ ...valid, checkedInAt: '' }, { abortEarly: false });
    } catch (error) {
      fields = (error as ValidationError).inner.map((failure) => failure.path);
    }
    expect(new Set(fields)).toEqual(new Set(['checkedInAt']));
  });
});
