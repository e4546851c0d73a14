import type { Services } from '../../platform/services';
import type { User } from './user.entity';
import { mailPreferencesOf, type MailPreferences } from './users.service';

/** The e-mail choices as the REST facade names them. */
export function mailPreferencesBody(preferences: MailPreferences) {
  return {
    notices: preferences.notices,
    reminders: preferences.reminders,
    admin_notices: preferences.adminNotices,
    waitlist: preferences.waitlist,
  };
}

/** spec §3 user shape for the REST facade; `full` adds the event types of the preferences. */
export async function userBody(services: Services, user: User, full: boolean) {
  const [admin, preferences, numberNotifications, image, calendarFeedUrl] = await Promise.all([
    services.users.isAdmin(user.id),
    services.users.preferenceIds(user.id),
    services.notifications.unreadCount(user.id),
    services.media.asBase64(user.imageId),
    services.calendarFeed.url(user.id),
  ]);
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    tel: user.phone,
    birth_date: user.birthDate,
    image_profile: image.image,
    image_type: image.image_type,
    admin,
    number_notifications: numberNotifications,
    preferences,
    calendar_feed_url: calendarFeedUrl,
    mail_preferences: mailPreferencesBody(mailPreferencesOf(user)),
    fiscal_code: user.fiscalCode,
    birth_place: user.birthPlace,
    residence: user.residence,
    domicile: user.domicile,
    ...(full
      ? {
          event_types: (await services.catalog.eventTypes()).filter((t) =>
            preferences.includes(t.id),
          ),
        }
      : {}),
  };
}
