import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class ShiftInput {
  @Field(() => Int, {
    nullable: true,
    description: 'an existing shift (edit); omitted for a new one',
  })
  id?: number | null;

  @Field(() => String, { nullable: true, description: "default 'Turno N'" })
  title?: string | null;

  @Field({ defaultValue: '' })
  description: string;

  @Field()
  color: string;

  @Field()
  startDate: Date;

  @Field()
  endDate: Date;

  @Field(() => Int, { defaultValue: 1 })
  maxVolunteer: number;

  @Field({ defaultValue: false })
  openSubscription: boolean;
}

@InputType()
export class EventFieldsInput {
  @Field()
  name: string;

  @Field({ defaultValue: '' })
  description: string;

  @Field()
  street: string;

  @Field()
  town: string;

  @Field()
  province: string;

  @Field()
  startDate: Date;

  @Field()
  endDate: Date;

  @Field()
  isPublic: boolean;

  @Field(() => [Int], { defaultValue: [] })
  topicIds: number[];

  @Field(() => [Int], { defaultValue: [] })
  eventTypeIds: number[];

  @Field(() => [ShiftInput], { defaultValue: [] })
  shifts: ShiftInput[];
}

@InputType()
export class CreateEventInput extends EventFieldsInput {
  @Field(() => Int)
  associationId: number;

  @Field(() => [String], {
    defaultValue: [],
    description: 'keys of my uploads (POST /api/media, within 24 h), at most 3',
  })
  photoKeys: string[];

  @Field(() => [Int], {
    nullable: true,
    description:
      'weekdays 0 (Sunday) … 6 (Saturday): copies through the end of next month; only when start and end fall on the same day',
  })
  repeatWeekdays?: number[] | null;
}

@InputType()
export class UpdateEventInput extends EventFieldsInput {
  @Field(() => Int)
  id: number;

  @Field(() => [Int], { defaultValue: [], description: 'ids of the current photos to keep' })
  keepPhotoIds: number[];

  @Field(() => [String], {
    defaultValue: [],
    description: 'keys of my uploads (POST /api/media, within 24 h) to add (kept + new at most 3)',
  })
  newPhotoKeys: string[];
}

@InputType()
export class EventIdInput {
  @Field(() => Int)
  eventId: number;
}
