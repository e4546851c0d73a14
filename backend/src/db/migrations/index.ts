import { InitialSchema1763750000000 } from './1763750000000-initial-schema';
import { CatalogData1763750000001 } from './1763750000001-catalog-data';
import { AssociationTraffic1763760000000 } from './1763760000000-association-traffic';
import { EventsAndShifts1763770000000 } from './1763770000000-events-and-shifts';
import { MediaKeys1763780000000 } from './1763780000000-media-keys';
import { NotificationsAndQuestions1763790000000 } from './1763790000000-notifications-and-questions';
import { DeviceSubscriptions1763790000001 } from './1763790000001-device-subscriptions';
import { CalendarFeed1763800000000 } from './1763800000000-calendar-feed';
import { NoticesAndReminders1763810000000 } from './1763810000000-notices-and-reminders';
import { AssociationCalendarFeed1763810000001 } from './1763810000001-association-calendar-feed';
import { AssociationFollowerCount1763820000000 } from './1763820000000-association-follower-count';
import { UserSessions1763830000000 } from './1763830000000-user-sessions';
import { JobWorkerHeartbeat1763830000005 } from './1763830000005-job-worker-heartbeat';
import { PendingMediaUploads1763830000010 } from './1763830000010-pending-media-uploads';
import { AssociationMessagingChannel1764000000100 } from './1764000000100-association-messaging-channel';
import { AnsweredQuestionNoticesRead1764000000200 } from './1764000000200-answered-question-notices-read';
import { VolunteerRequestNoticeSubject1764000000201 } from './1764000000201-volunteer-request-notice-subject';
import { ShiftWaitlist1764000000300 } from './1764000000300-shift-waitlist';
import { AttendanceAndHours1764000000400 } from './1764000000400-attendance-and-hours';
import { VolunteerRegister1764000000500 } from './1764000000500-volunteer-register';
import { AssociationLegalData1764000000600 } from './1764000000600-association-legal-data';
import { DataExport1764000000700 } from './1764000000700-data-export';
import { AttendanceRecords1764000000800 } from './1764000000800-attendance-records';
import { StatementFrozenIdentity1764000000900 } from './1764000000900-statement-frozen-identity';
import { PersonalData1764000001000 } from './1764000001000-personal-data';
import { SessionDevice1764000001100 } from './1764000001100-session-device';
import { AssociationAutoAcceptWaitlist1764000001101 } from './1764000001101-association-auto-accept-waitlist';
import { AttendanceTable1764000001200 } from './1764000001200-attendance-table';

/** Every migration, oldest first. Never edit one that has landed: add a new file. */
export const MIGRATIONS = [
  InitialSchema1763750000000,
  CatalogData1763750000001,
  AssociationTraffic1763760000000,
  EventsAndShifts1763770000000,
  MediaKeys1763780000000,
  NotificationsAndQuestions1763790000000,
  DeviceSubscriptions1763790000001,
  CalendarFeed1763800000000,
  NoticesAndReminders1763810000000,
  AssociationCalendarFeed1763810000001,
  AssociationFollowerCount1763820000000,
  UserSessions1763830000000,
  JobWorkerHeartbeat1763830000005,
  PendingMediaUploads1763830000010,
  AssociationMessagingChannel1764000000100,
  AnsweredQuestionNoticesRead1764000000200,
  VolunteerRequestNoticeSubject1764000000201,
  ShiftWaitlist1764000000300,
  AttendanceAndHours1764000000400,
  VolunteerRegister1764000000500,
  AssociationLegalData1764000000600,
  DataExport1764000000700,
  AttendanceRecords1764000000800,
  StatementFrozenIdentity1764000000900,
  PersonalData1764000001000,
  SessionDevice1764000001100,
  AssociationAutoAcceptWaitlist1764000001101,
  AttendanceTable1764000001200,
];
