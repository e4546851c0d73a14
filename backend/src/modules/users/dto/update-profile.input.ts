import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class UpdateProfileInput {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  phone: string;

  @Field({ description: 'YYYY-MM-DD' })
  birthDate: string;

  @Field(() => String, {
    nullable: true,
    description:
      'key of my upload (POST /api/media, within 24 h) replacing the profile image; omitted keeps it',
  })
  imageKey?: string | null;

  @Field({ defaultValue: false })
  removeImage: boolean;

  @Field(() => [Int], { description: 'Event type ids, at most 6' })
  preferences: number[];
}
