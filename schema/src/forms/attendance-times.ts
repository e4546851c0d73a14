import { object, type InferType } from 'yup';
import { siblingValue } from '../context';
import { parseIsoDateTime } from '../dates';
import { MESSAGE_KEYS as K } from '../messages';
import { areAttendanceTimesInOrder } from '../rules';
import { isoDateTimeField } from './fields';

/**
 * "Correggi orari" (issue 31): the check-in and check-out an administrator types, as ISO
 * date-times. Both are asked for; their order is the service's rule (areAttendanceTimesInOrder),
 * reported on the check-out with the key the server answers. The window around the shift and "not
 * after now" stay the server's: the form does not know the shift, and now moves.
 */
export const attendanceTimesSchema = object({
  checkedInAt: isoDateTimeField(K.attendanceTimeRequired),
  checkedOutAt: isoDateTimeField(K.attendanceTimeRequired).test(
    'in-order',
    K.attendanceTimesNotValid,
    function inOrder(v) {
      const checkedOut = v === undefined ? null : parseIsoDateTime(v);
      const inValue = siblingValue(this.parent, 'checkedInAt');
      const checkedIn = typeof inValue === 'string' ? parseIsoDateTime(inValue.trim()) : null;
      // a missing or unreadable check-in has its own message on its own field
      return checkedOut === null || checkedIn === null
        ? true
        : areAttendanceTimesInOrder(checkedIn, checkedOut);
    },
  ),
});

export type AttendanceTimesValues = InferType<typeof attendanceTimesSchema>;
