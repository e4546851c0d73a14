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
    description: 'data:image/...;base64,... replacing the profile image; omitted keeps it',
  })
  imageDataUrl?: string | null;

  @Field({ defaultValue: false })
  removeImage: boolean;

  @Field(() => [Int], { description: 'Event type ids, at most 6' })
  preferences: number[];
}
