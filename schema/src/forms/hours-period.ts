import { object, type InferType } from 'yup';
import { siblingValue } from '../context';
import { isValidIsoDate } from '../rules';
import { MESSAGE_KEYS as K } from '../messages';
import { isoDateField } from './fields';

/**
 * "Dal … Al …" of the hours screens (issue 22): two calendar days (YYYY-MM-DD), the first not after
 * the second. The server's longest period (attendance.period_not_valid) is not checked here.
 */
export const hoursPeriodSchema = object({
  from: isoDateField(K.hoursFromRequired).test(
    'not-after-to',
    K.hoursFromAfterTo,
    function notAfterTo(v) {
      const to = siblingValue(this.parent, 'to');
      const end = typeof to === 'string' ? to.trim() : '';
      // YYYY-MM-DD compares as text
      return v === undefined || !isValidIsoDate(v) || !isValidIsoDate(end) || v <= end;
    },
  ),
  to: isoDateField(K.hoursToRequired),
});

export type HoursPeriodValues = InferType<typeof hoursPeriodSchema>;
