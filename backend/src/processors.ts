import type { Processors } from './platform/domain-events';
import type { Live } from './platform/live';
import { sessionProcessors } from './modules/auth/sessions.processors';
import { eventProcessors } from './modules/events/events.processors';
import {
  membershipProcessors,
  registrationProcessors,
} from './modules/memberships/memberships.processors';
import type { MembershipsService } from './modules/memberships/memberships.service';
import type { ChangeNoticesService } from './modules/notices/change-notices.service';
import { noticeProcessors } from './modules/notices/notices.processors';
import type { NoticesService } from './modules/notices/notices.service';
import { notificationProcessors } from './modules/notifications/notifications.processors';
import { questionProcessors } from './modules/questions/questions.processors';
import { volunteerRegisterProcessors } from './modules/register/register.processors';
import type { RegisterService } from './modules/register/register.service';
import { accessLogProcessors } from './modules/access-log/access-log.processors';
import type { AccessLogService } from './modules/access-log/access-log.service';
import { reminderProcessors } from './modules/reminders/reminders.processors';
import type { RemindersService } from './modules/reminders/reminders.service';
import type { SessionsService } from './modules/auth/sessions.service';
import { shiftProcessors } from './modules/shifts/shifts.processors';
import type { ShiftsService } from './modules/shifts/shifts.service';
import { waitlistProcessors } from './modules/waitlist/waitlist.processors';
import type { WaitlistService } from './modules/waitlist/waitlist.service';
import {
  attendanceErasureProcessors,
  attendanceProcessors,
} from './modules/attendance/attendance.processors';
import type { AttendanceService } from './modules/attendance/attendance.service';

/**
 * Every reaction to a domain event, registered once per process. In-transaction processors of
 * one event run in this order: a domain's own consequences first (requests made, places given
 * back), then what they are told of it (notices, reminders, sessions).
 */
export function registerProcessors(
  processors: Processors,
  deps: {
    live: Live;
    notices: NoticesService;
    changeNotices: ChangeNoticesService;
    reminders: RemindersService;
    memberships: MembershipsService;
    shifts: ShiftsService;
    sessions: SessionsService;
    waitlist: WaitlistService;
    attendance: AttendanceService;
    register: RegisterService;
    accessLog: AccessLogService;
  },
): void {
  registrationProcessors(processors, deps.memberships);
  // the register records the end of a membership or of an account in the same transaction
  volunteerRegisterProcessors(processors, deps.register);
  // who downloaded what (issue 31): the row in the download's transaction
  accessLogProcessors(processors, deps.accessLog);
  // before the shifts': an erased account's attendance goes before its sign-ups (issue 32)
  attendanceErasureProcessors(processors);
  // before the shifts': a person who goes leaves the queues before their places are freed
  waitlistProcessors(processors, deps.waitlist, deps.live);
  shiftProcessors(processors, deps.shifts, deps.live);
  attendanceProcessors(processors, deps.attendance, deps.live);
  noticeProcessors(processors, deps.notices, deps.changeNotices);
  notificationProcessors(processors, deps.live);
  reminderProcessors(processors, deps.reminders);
  sessionProcessors(processors, deps.sessions);
  eventProcessors(processors, deps.live);
  membershipProcessors(processors, deps.live);
  questionProcessors(processors, deps.live);
}
