import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AddressFields, addressFields } from '../../../common/dto/address-fields.type';
import { Connection } from '../../../common/dto/connection.type';
import { ShiftObject } from '../../shifts/dto/shift.type';
import type { Event } from '../event.entity';
import { isTerminated } from '../event-state';

export enum EventScopeEnum {
  EXPLORE = 'explore',
  FAVOURITE = 'favourite',
  MINE = 'mine',
}
registerEnumType(EventScopeEnum, {
  name: 'EventScope',
  valuesConfig: {
    EXPLORE: {
      description:
        'Events the viewer may see and join: public ones and those of associations they belong to',
    },
    FAVOURITE: { description: 'Events of the associations the viewer follows' },
    MINE: { description: 'Events where the viewer has a sign-up (waiting or accepted)' },
  },
});

@ObjectType('EventPhoto')
export class EventPhotoObject {
  @Field(() => Int)
  id: number;

  @Field()
  url: string;
}

/** An event as a signed-in person sees it; viewer fields, shifts and photos come from loaders. */
@ObjectType('Event')
export class EventObject extends AddressFields {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  associationId: number;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field()
  startDate: Date;

  @Field()
  endDate: Date;

  @Field()
  isPublic: boolean;

  @Field({ description: 'archived by an administrator' })
  archived: boolean;

  @Field({ description: 'archived, or its end has passed' })
  terminated: boolean;

  static from(e: Event): EventObject {
    return Object.assign(new EventObject(), {
      id: e.id,
      associationId: e.associationId,
      name: e.name,
      description: e.description,
      ...addressFields(e.address),
      startDate: e.startDate,
      endDate: e.endDate,
      isPublic: e.isPublic,
      archived: e.archivedAt !== null,
      terminated: isTerminated(e),
    });
  }
}

@ObjectType('EventConnection')
export class EventConnection extends Connection('Event', EventObject) {}

@ObjectType('CreateEventPayload')
export class CreateEventPayload {
  @Field(() => EventObject)
  event: EventObject;

  @Field(() => [EventObject], {
    description: 'the copies made by the repetition (each named with its date)',
  })
  copies: EventObject[];
}

@ObjectType('DeletedEventPayload')
export class DeletedEventPayload {
  @Field(() => Int)
  id: number;
}

@ObjectType('CalendarDay', {
  description: 'One day of a calendar: its events, each with its shifts.',
})
export class CalendarDayObject {
  @Field({ description: 'YYYY-MM-DD (Europe/Rome)' })
  date: string;

  @Field(() => [EventObject])
  events: EventObject[];
}

@ObjectType('ProgrammeItem', { description: "A shift of today's programme on Home." })
export class ProgrammeItemObject {
  @Field(() => ShiftObject)
  shift: ShiftObject;

  @Field(() => EventObject)
  event: EventObject;

  @Field({
    description:
      "true: a shift of an association the viewer administers (orange card); false: the viewer's own sign-up (green card)",
  })
  managed: boolean;

  @Field(() => Int)
  associationId: number;
}
