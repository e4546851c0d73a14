import { displayDateTime } from '../../common/rome-time';
import type { SignUpRow } from './sign-up-row';

/** spec §3 "user shift request" shape (REST). */
export const signUpRequestBody = (r: SignUpRow) => ({
  id: r.id,
  id_user_shift: r.id,
  id_event: r.eventId,
  id_shift: r.shiftId,
  id_user: r.userId,
  name: r.name,
  surname: r.surname,
  name_event: r.eventName,
  title: r.shiftTitle,
  start_datetime: displayDateTime(new Date(r.shiftStart)),
  end_datetime: displayDateTime(new Date(r.shiftEnd)),
  status: r.status,
  from_waitlist: r.fromWaitlist,
});
