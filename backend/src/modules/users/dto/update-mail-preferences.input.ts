import { Field, InputType } from 'type-graphql';
import type { MailPreferencesChange } from '../users.service';

/** Only the named choices change; an absent or null one stays as it is. */
@InputType()
export class UpdateMailPreferencesInput implements MailPreferencesChange {
  @Field(() => Boolean, { nullable: true, description: 'Notices by e-mail; null keeps it' })
  notices?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Reminders by e-mail; null keeps it' })
  reminders?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Administrators' notices by e-mail; null keeps it",
  })
  adminNotices?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Waitlist offers by e-mail; null keeps it' })
  waitlist?: boolean | null;
}
