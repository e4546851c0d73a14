import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../../common/dto/connection.type';
import { AssociationSummaryType } from '../../associations/dto/association-summary.type';
import { QuestionType } from '../../questions/dto/question.type';
import type { NotificationRow, SentNotificationRow } from '../notification-row';

/** What became of the offer of a `waitlist_offer` notice (issue 31, docs/waitlist.md). */
export enum WaitlistOfferState {
  OPEN = 'open',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
  EXPIRED = 'expired',
}
registerEnumType(WaitlistOfferState, { name: 'WaitlistOfferState' });

/** A notification received by the signed-in user. */
@ObjectType('Notification')
export class NotificationType {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field()
  body: string;

  @Field()
  sentAt: Date;

  @Field()
  displayed: boolean;

  @Field(() => AssociationSummaryType, { nullable: true })
  association: AssociationSummaryType | null;

  @Field(() => Int, { nullable: true })
  eventId: number | null;

  @Field(() => String, { nullable: true })
  eventName: string | null;

  @Field(() => Int, { nullable: true })
  questionId: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'the automatic notice it is (sign_up_accepted, sign_up_rejected, removed_from_shift, volunteer_accepted, volunteer_rejected, changed, shift_deleted, shift_cancelled, shift_reminder, volunteer_request, new_question); null when sent by an association or answering a question',
  })
  kind: string | null;

  @Field(() => Int, { nullable: true, description: 'the shift it is about (automatic notices)' })
  shiftId: number | null;

  @Field(() => QuestionType, {
    nullable: true,
    description: "the question it is about (the administrators' notice, or the asker's answer)",
  })
  question: QuestionType | null;

  @Field(() => WaitlistOfferState, {
    nullable: true,
    description:
      'for a waitlist_offer notice, what became of the offer: still OPEN, ACCEPTED, DECLINED (or the person left the queue) or EXPIRED; null for any other notice',
  })
  offerState: WaitlistOfferState | null;

  static from(row: NotificationRow): NotificationType {
    return Object.assign(new NotificationType(), {
      id: row.id,
      title: row.title,
      body: row.body,
      sentAt: row.sentAt,
      displayed: row.displayed,
      association:
        row.associationId === null
          ? null
          : Object.assign(new AssociationSummaryType(), {
              id: row.associationId,
              name: row.associationName,
              address: row.associationAddress,
              imageId: row.associationImageId,
            }),
      eventId: row.eventId,
      eventName: row.eventName,
      kind: row.kind,
      shiftId: row.shiftId,
      offerState: row.offerState as WaitlistOfferState | null,
      questionId: row.questionId,
      question: row.question ? QuestionType.from(row.question) : null,
    });
  }
}

@ObjectType('NotificationConnection')
export class NotificationConnection extends Connection('Notification', NotificationType) {}

/** One send of an association ("Notifiche inviate"), for its administrators. */
@ObjectType('SentNotification')
export class SentNotificationType {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field()
  body: string;

  @Field()
  sentAt: Date;

  @Field(() => Int, { nullable: true })
  eventId: number | null;

  @Field(() => String, { nullable: true })
  eventName: string | null;

  @Field(() => Int)
  recipientCount: number;

  @Field(() => Int, { description: 'recipients who opened it' })
  openedCount: number;

  static from(row: SentNotificationRow): SentNotificationType {
    return Object.assign(new SentNotificationType(), {
      id: row.id,
      title: row.title,
      body: row.body,
      sentAt: row.sentAt,
      eventId: row.eventId,
      eventName: row.eventName,
      recipientCount: row.recipientCount,
      openedCount: row.openedCount,
    });
  }
}

@ObjectType('SentNotificationConnection')
export class SentNotificationConnection extends Connection(
  'SentNotification',
  SentNotificationType,
) {}
