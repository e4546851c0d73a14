import { Ctx, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { mediaUrls } from '../../media/media.surface';
import type { Event } from '../../events/event.entity';
import type { ShiftPerson } from '../../events/shift-person.types';
import type { Shift } from '../shift.entity';
import type { SignUpRow } from '../sign-up-row';

export enum SignUpStatusEnum {
  WAITING = 'waiting',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
  WITHDRAWN = 'withdrawn',
  REMOVED = 'removed',
}
registerEnumType(SignUpStatusEnum, { name: 'SignUpStatus' });

@ObjectType('Shift')
export class ShiftObject {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  eventId: number;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field({ description: 'one of the 9 colours of the palette' })
  color: string;

  @Field()
  startDate: Date;

  @Field()
  endDate: Date;

  @Field(() => Int)
  maxVolunteer: number;

  @Field({
    description: 'public events only: people who are not volunteers of the association may sign up',
  })
  openSubscription: boolean;

  @Field(() => Int, {
    description: 'max volunteers minus accepted sign-ups and places held for the waitlist',
  })
  availableSpots: number;

  @Field({ description: 'the shift has ended' })
  terminated: boolean;

  /** Not in the schema: used by field resolvers to check the viewer's role. */
  associationId: number;

  static from(shift: Shift, event: Pick<Event, 'associationId'>): ShiftObject {
    return Object.assign(new ShiftObject(), {
      id: shift.id,
      eventId: shift.eventId,
      title: shift.title,
      description: shift.description,
      color: shift.color,
      startDate: shift.startDate,
      endDate: shift.endDate,
      maxVolunteer: shift.maxVolunteer,
      openSubscription: shift.openSubscription,
      availableSpots: Math.max(0, shift.maxVolunteer - shift.acceptedCount - shift.heldCount),
      terminated: shift.endDate.getTime() < Date.now(),
      associationId: event.associationId,
    });
  }
}

/** A person on a shift, as both lists show them; unnamed, it is only a base of the two. */
@ObjectType()
abstract class ShiftPersonFields {
  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  /** Not in the schema: imageUrl is built per viewer. */
  imageId: number | null;

  @Field(() => String, { nullable: true })
  imageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).profilePicture(this.imageId);
  }
}

@ObjectType('ShiftVolunteer', {
  description:
    "A person on a shift. Phone and e-mail only for the association's administrators (null otherwise).",
})
export class ShiftVolunteerObject extends ShiftPersonFields {
  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  /** Phone and e-mail come already hidden for who may not see them (events.loaders). */
  static from(p: ShiftPerson): ShiftVolunteerObject {
    return Object.assign(new ShiftVolunteerObject(), {
      userId: p.userId,
      name: p.name,
      surname: p.surname,
      imageId: p.imageId,
      phone: p.phone,
      email: p.email,
    });
  }
}

@ObjectType('ShiftSignUp', {
  description: 'A sign-up request to a shift (spec: user shift request).',
})
export class ShiftSignUpObject extends ShiftPersonFields {
  @Field(() => Int, { description: 'id_user_shift' })
  id: number;

  @Field(() => Int)
  shiftId: number;

  @Field(() => Int)
  eventId: number;

  @Field(() => Int)
  associationId: number;

  @Field()
  eventName: string;

  @Field()
  shiftTitle: string;

  @Field()
  shiftStart: Date;

  @Field()
  shiftEnd: Date;

  @Field(() => SignUpStatusEnum)
  status: SignUpStatusEnum;

  @Field()
  requestedAt: Date;

  @Field({
    description:
      'made by accepting a waitlist offer ("dalla lista d\'attesa"): it holds its place until decided',
  })
  fromWaitlist: boolean;

  static from(row: SignUpRow): ShiftSignUpObject {
    return Object.assign(new ShiftSignUpObject(), {
      id: row.id,
      shiftId: row.shiftId,
      eventId: row.eventId,
      associationId: row.associationId,
      userId: row.userId,
      name: row.name,
      surname: row.surname,
      imageId: row.imageId,
      eventName: row.eventName,
      shiftTitle: row.shiftTitle,
      shiftStart: new Date(row.shiftStart),
      shiftEnd: new Date(row.shiftEnd),
      status: row.status as SignUpStatusEnum,
      requestedAt: new Date(row.requestedAt),
      fromWaitlist: row.fromWaitlist,
    });
  }

  /** A pending request of a shift's waiting list. */
  static waiting(p: ShiftPerson, shift: ShiftObject, event: Event): ShiftSignUpObject {
    return ShiftSignUpObject.from({
      id: p.signUpId,
      shiftId: shift.id,
      eventId: shift.eventId,
      associationId: shift.associationId,
      userId: p.userId,
      name: p.name,
      surname: p.surname,
      imageId: p.imageId,
      eventName: event.name,
      eventAddress: event.address,
      shiftTitle: shift.title,
      shiftStart: shift.startDate,
      shiftEnd: shift.endDate,
      status: 'waiting',
      requestedAt: p.requestedAt,
      fromWaitlist: p.fromWaitlist,
    });
  }
}
