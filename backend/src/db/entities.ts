import { ActivationCode } from '../modules/activation-codes/activation-code.entity';
import { Association } from '../modules/associations/association.entity';
import { AssociationView } from '../modules/associations/association-view.entity';
import { InvitationTraffic } from '../modules/associations/invitation-traffic.entity';
import { EmailToken } from '../modules/auth/email-token.entity';
import { Session } from '../modules/auth/session.entity';
import { EventType } from '../modules/catalog/event-type.entity';
import { Event } from '../modules/events/event.entity';
import { EventLike } from '../modules/events/event-like.entity';
import { EventPhoto } from '../modules/events/event-photo.entity';
import { EventView } from '../modules/events/event-view.entity';
import { Shift } from '../modules/shifts/shift.entity';
import { SignUp } from '../modules/shifts/sign-up.entity';
import { Topic } from '../modules/catalog/topic.entity';
import { Media } from '../modules/media/media.entity';
import { Follow } from '../modules/memberships/follow.entity';
import { Membership } from '../modules/memberships/membership.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { DeviceSubscription } from '../modules/devices/device-subscription.entity';
import { NotificationDispatch } from '../modules/notifications/notification-dispatch.entity';
import { Question } from '../modules/questions/question.entity';
import { RegisterEntry } from '../modules/register/register-entry.entity';
import { User } from '../modules/users/user.entity';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity';
import { AttendanceChange } from '../modules/attendance/attendance-change.entity';
import { HoursStatement } from '../modules/attendance/hours-statement.entity';
import { ShiftAttendance } from '../modules/attendance/shift-attendance.entity';

export const ENTITIES = [
  ActivationCode,
  Association,
  AssociationView,
  InvitationTraffic,
  EmailToken,
  Session,
  EventType,
  Event,
  EventLike,
  EventPhoto,
  EventView,
  Shift,
  SignUp,
  Topic,
  Media,
  Follow,
  Membership,
  Notification,
  DeviceSubscription,
  NotificationDispatch,
  Question,
  RegisterEntry,
  User,
  WaitlistEntry,
  ShiftAttendance,
  AttendanceChange,
  HoursStatement,
];
