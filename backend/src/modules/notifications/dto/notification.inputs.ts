import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class NotificationIdInput {
  @Field(() => Int)
  notificationId: number;
}

@InputType()
export class SendNotificationInput {
  @Field(() => Int)
  associationId: number;

  @Field(() => [Int], {
    description: "user ids; only the association's accepted volunteers receive it",
  })
  recipientIds: number[];

  @Field({ description: 'at most 50 characters' })
  title: string;

  @Field(() => String, { nullable: true, description: 'at most 255 characters' })
  body?: string | null;

  @Field(() => Int, { nullable: true, description: "one of the association's events" })
  eventId?: number | null;
}
