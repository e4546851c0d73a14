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

  // The register of volunteers (issue 23, docs/register.md): optional; omitted keeps the stored
  // value, null or '' clears it.
  @Field(() => String, {
    nullable: true,
    description:
      'codice fiscale (spaces and case ignored): format, check character and birth date are checked; omitted keeps it, null clears it',
  })
  fiscalCode?: string | null;

  @Field(() => String, { nullable: true, description: 'place of birth; omitted keeps it' })
  birthPlace?: string | null;

  @Field(() => String, { nullable: true, description: 'address of residence; omitted keeps it' })
  residence?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'address of domicile, only when different from the residence; omitted keeps it',
  })
  domicile?: string | null;
}
