import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { MyWaitlistRow, WaitlistRow } from '../waitlist-row';

@ObjectType('WaitlistEntry', {
  description: "One person of a shift's waitlist, as its administrators see it (issue 21)",
})
export class WaitlistEntryObject {
  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field(() => Int, { description: '1 = first' })
  position: number;

  @Field()
  joinedAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'the deadline of the place offered to them; null while they wait',
  })
  offerExpiresAt: Date | null;

  static from(r: WaitlistRow): WaitlistEntryObject {
    return Object.assign(new WaitlistEntryObject(), {
      userId: r.userId,
      name: r.name,
      surname: r.surname,
      position: r.position,
      joinedAt: new Date(r.joinedAt),
      offerExpiresAt: r.offerExpiresAt ? new Date(r.offerExpiresAt) : null,
    });
  }
}

@ObjectType('MyWaitlistEntry', { description: 'A shift whose waitlist the viewer is in' })
export class MyWaitlistEntryObject {
  @Field(() => Int)
  shiftId: number;

  @Field(() => Int)
  eventId: number;

  @Field(() => Int)
  associationId: number;

  @Field()
  eventName: string;

  @Field()
  eventAddress: string;

  @Field()
  shiftTitle: string;

  @Field()
  shiftStart: Date;

  @Field()
  shiftEnd: Date;

  @Field(() => Int, { description: '1 = first' })
  position: number;

  @Field()
  joinedAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'the deadline of the place offered to the viewer; null while they wait',
  })
  offerExpiresAt: Date | null;

  static from(r: MyWaitlistRow): MyWaitlistEntryObject {
    return Object.assign(new MyWaitlistEntryObject(), {
      ...r,
      shiftStart: new Date(r.shiftStart),
      shiftEnd: new Date(r.shiftEnd),
      joinedAt: new Date(r.joinedAt),
      offerExpiresAt: r.offerExpiresAt ? new Date(r.offerExpiresAt) : null,
    });
  }
}

@InputType()
export class AnswerWaitlistOfferInput {
  @Field(() => Int)
  shiftId: number;

  @Field({ description: 'true: accept the place (a sign-up request); false: decline it' })
  accept: boolean;
}
