import type { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import type { Config } from './config';
import { RateLimits, rateLimitPrefix } from './common/rate-limits';
import { loadViewer, RequestViewer } from './common/policy/viewer';
import { createLoaders } from './graphql/loaders';
import type { Services } from './platform/services';
import { Processors, Transactions } from './platform/domain-events';
import { Live } from './platform/live';
import type { AppPubSub } from './platform/pubsub';
import { registerProcessors } from './processors';
import { Mailer } from './mail/mailer';
import { ActivationCodesService } from './modules/activation-codes/activation-codes.service';
import { AssociationFoundingService } from './modules/associations/association-founding.service';
import { AssociationsService } from './modules/associations/associations.service';
import { AccessTokens } from './modules/auth/access-token';
import { AuthService } from './modules/auth/auth.service';
import { SessionsService } from './modules/auth/sessions.service';
import { CalendarFeedService } from './modules/calendar/calendar-feed.service';
import { CalendarService } from './modules/calendar/calendar.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { EventPhotosService } from './modules/events/event-photos.service';
import { EventQueriesService } from './modules/events/event-queries.service';
import { EventReactionsService } from './modules/events/event-reactions.service';
import { EventsService } from './modules/events/events.service';
import { MediaService } from './modules/media/media.service';
import { MembershipsService } from './modules/memberships/memberships.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { ChangeNoticesService } from './modules/notices/change-notices.service';
import { NoticesService } from './modules/notices/notices.service';
import { UnsubscribeTokens } from './modules/notices/unsubscribe-token';
import { RemindersService } from './modules/reminders/reminders.service';
import { DevicesService } from './modules/devices/devices.service';
import { QuestionsService } from './modules/questions/questions.service';
import { RegisterService } from './modules/register/register.service';
import { ShiftsService } from './modules/shifts/shifts.service';
import { DataExportService } from './modules/users/data-export.service';
import { AccessLogService } from './modules/access-log/access-log.service';
import { UsersService } from './modules/users/users.service';
import { OfferLinkTokens } from './modules/notices/offer-link-token';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { AnswerOffer } from './modules/waitlist/commands/answer-offer';
import { LeaveOrWithdraw } from './modules/waitlist/commands/leave-or-withdraw';
import { SignUpOrQueue } from './modules/waitlist/commands/sign-up-or-queue';
import { AttendanceService } from './modules/attendance/attendance.service';
import { CheckInCodes } from './modules/attendance/check-in-code';
import { checkInCommand } from './modules/attendance/commands/check-in';
import { HoursService } from './modules/attendance/hours.service';

export type { Services } from './platform/services';

export function createServices(
  config: Config,
  dataSource: DataSource,
  pubSub: AppPubSub,
  redis?: Redis,
): Services {
  const rateLimits = new RateLimits(config.rateLimits, {
    redis,
    prefix: rateLimitPrefix(config.rateLimitPrefix, (dataSource.options as { url?: string }).url),
  });
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const tokens = new AccessTokens(config.jwtSecret, config.tokenTtlSeconds);
  const live = new Live(pubSub);
  const processors = new Processors();
  const transactions = new Transactions(dataSource, processors);
  const sessions = new SessionsService(dataSource, tokens, config.tokenTtlSeconds, pubSub);
  const catalog = new CatalogService(dataSource);
  const media = new MediaService(dataSource, rateLimits);
  const activationCodes = new ActivationCodesService(dataSource, rateLimits);
  const founding = new AssociationFoundingService(catalog, activationCodes);
  const associations = new AssociationsService(
    dataSource,
    catalog,
    activationCodes,
    founding,
    media,
  );
  const notices = new NoticesService(
    dataSource,
    live,
    new UnsubscribeTokens(config.jwtSecret),
    config.publicUrl,
    new OfferLinkTokens(config.jwtSecret),
  );
  const changeNotices = new ChangeNoticesService(dataSource, notices, config.noticeCoalesceSeconds);
  const reminders = new RemindersService(dataSource, transactions, config.reminderOffsets);
  const memberships = new MembershipsService(dataSource, transactions);
  const eventQueries = new EventQueriesService(dataSource);
  const eventPhotos = new EventPhotosService(dataSource, media);
  const events = new EventsService(transactions, catalog, eventPhotos);
  const shifts = new ShiftsService(dataSource, transactions, eventQueries);
  const users = new UsersService(dataSource, transactions, catalog, media);
  // the waitlist writes sign-ups and the places ledger only through the shifts domain's commands
  const waitlist = new WaitlistService(
    dataSource,
    transactions,
    shifts,
    config.waitlistOfferMinutes,
    config.waitlistOfferNight,
  );
  const attendance = new AttendanceService(
    dataSource,
    transactions,
    new CheckInCodes(config.jwtSecret),
    config.publicUrl,
  );
  const register = new RegisterService(dataSource, transactions);
  const accessLog = new AccessLogService(dataSource);
  // what reacts to what: the one place that knows both sides (docs/architecture.md, "Effects")
  registerProcessors(processors, {
    live,
    notices,
    changeNotices,
    reminders,
    memberships,
    shifts,
    sessions,
    waitlist,
    attendance,
    register,
    accessLog,
  });
  return {
    config,
    pubSub,
    live,
    loaders: (viewer) => createLoaders(dataSource, viewer),
    requestViewer: (userId) =>
      new RequestViewer(userId, (id) => loadViewer(dataSource.manager, id)),
    ping: async () => {
      await dataSource.query('SELECT 1');
    },
    mailer,
    activationCodes,
    associations,
    auth: new AuthService(
      dataSource,
      transactions,
      config,
      sessions,
      rateLimits,
      catalog,
      founding,
    ),
    sessions,
    calendar: new CalendarService(dataSource),
    calendarFeed: new CalendarFeedService(dataSource, config),
    catalog,
    events,
    eventPhotos,
    eventQueries,
    eventReactions: new EventReactionsService(dataSource, eventQueries),
    shifts,
    media,
    memberships,
    notifications: new NotificationsService(dataSource, live),
    notices,
    changeNotices,
    reminders,
    questions: new QuestionsService(dataSource, transactions, live),
    devices: new DevicesService(dataSource, config),
    users,
    dataExport: new DataExportService(dataSource, config, rateLimits),
    waitlist,
    signUpOrQueue: new SignUpOrQueue(transactions, shifts, waitlist),
    leaveOrWithdraw: new LeaveOrWithdraw(transactions, shifts, waitlist),
    answerOffer: new AnswerOffer(transactions, waitlist),
    attendance,
    checkIn: checkInCommand({ transactions, attendance }),
    hours: new HoursService(dataSource, rateLimits, config.publicUrl),
    register,
    accessLog,
  };
}
