import { Field, ObjectType } from 'type-graphql';
import type { MailPreferences } from '../users.service';

@ObjectType('MailPreferences', {
  description:
    'Which kinds of automatic messages also come by e-mail; in-app notifications always do',
})
export class MailPreferencesType implements MailPreferences {
  @Field({ description: 'Notices about my sign-ups, requests, shifts and events (default on)' })
  notices: boolean;

  @Field({ description: 'Reminders before my shifts (default on)' })
  reminders: boolean;

  @Field({
    description: 'Administrators: new volunteer requests and questions (default off)',
  })
  adminNotices: boolean;

  @Field({
    description: "A freed place offered from a shift's waitlist, and its expiry (default on)",
  })
  waitlist: boolean;

  static of(preferences: MailPreferences): MailPreferencesType {
    return Object.assign(new MailPreferencesType(), preferences);
  }
}
