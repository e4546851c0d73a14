import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ActivationCodesResolver } from '../modules/activation-codes/activation-codes.resolver';
import { AssociationsResolver } from '../modules/associations/associations.resolver';
import { DashboardResolver } from '../modules/associations/dashboard.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { SessionsResolver } from '../modules/auth/sessions.resolver';
import { CalendarResolver } from '../modules/calendar/calendar.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { EventsResolver } from '../modules/events/events.resolver';
import { ShiftsResolver } from '../modules/shifts/shifts.resolver';
import { MembershipsResolver } from '../modules/memberships/memberships.resolver';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { DevicesResolver } from '../modules/devices/devices.resolver';
import { QuestionsResolver } from '../modules/questions/questions.resolver';
import { WaitlistResolver } from '../modules/waitlist/waitlist.resolver';
import { AttendanceResolver } from '../modules/attendance/attendance.resolver';
import { HoursResolver } from '../modules/attendance/hours.resolver';
import { RegisterResolver } from '../modules/register/register.resolver';
import { AccessLogResolver } from '../modules/access-log/access-log.resolver';
import { authChecker } from './auth-checker';
import type { AppPubSub } from '../platform/pubsub';

export const RESOLVERS = [
  AuthResolver,
  SessionsResolver,
  UsersResolver,
  CatalogResolver,
  AssociationsResolver,
  ActivationCodesResolver,
  DashboardResolver,
  MembershipsResolver,
  EventsResolver,
  ShiftsResolver,
  WaitlistResolver,
  AttendanceResolver,
  HoursResolver,
  RegisterResolver,
  AccessLogResolver,
  CalendarResolver,
  NotificationsResolver,
  QuestionsResolver,
  DevicesResolver,
] as const;

export function buildAppSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, authChecker, pubSub, validate: false });
}

/** The SDL committed as schema/schema.graphql (sorted, so the file diffs cleanly). */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
