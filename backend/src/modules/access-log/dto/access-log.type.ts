import { Field, Int, ObjectType } from 'type-graphql';
import type { AccessLogRow } from '../access-log-row';

@ObjectType('AccessLogEntry', {
  description:
    "One download of an association's personal data (issue 31; GDPR art. 5(2), 30): who, when, what",
})
export class AccessLogEntryObject {
  @Field(() => Int)
  id: number;

  @Field()
  at: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'who downloaded it; null once their account is deleted',
  })
  userId: number | null;

  @Field({ description: 'their name when they downloaded it' })
  name: string;

  @Field()
  surname: string;

  @Field({
    description: 'register | insured_list | volunteer_hours | hours_statement | data_export',
  })
  what: string;

  @Field({ description: 'csv | pdf | json' })
  format: string;

  @Field(() => String, {
    nullable: true,
    description: 'the day or period (YYYY-MM-DD/YYYY-MM-DD) the file covers; null: all of it',
  })
  period: string | null;

  static from(r: AccessLogRow): AccessLogEntryObject {
    return Object.assign(new AccessLogEntryObject(), r);
  }
}
