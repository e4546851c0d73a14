import { Field, InputType, Int } from 'type-graphql';

/** What the create and the edit forms share; unnamed, it never appears in the schema itself. */
@InputType()
abstract class AssociationDataInput {
  @Field()
  name: string;

  @Field()
  description: string;

  @Field()
  street: string;

  @Field()
  town: string;

  @Field()
  province: string;

  @Field({ description: 'YYYY-MM-DD' })
  dateOfFoundation: string;

  @Field(() => [Int])
  topicIds: number[];

  @Field(() => String, {
    nullable: true,
    description:
      "the entity's codice fiscale (11 digits, or a person's 16 characters), printed on its register of volunteers; absent: unchanged, null or empty: none",
  })
  fiscalCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'its number of entry in the RUNTS (Registro unico nazionale del Terzo settore), at most 30 characters; absent: unchanged, null or empty: none',
  })
  runtsNumber?: string | null;
}

@InputType()
export class CreateAssociationInput extends AssociationDataInput {
  @Field()
  activationCode: string;
}

@InputType()
export class UpdateAssociationInput extends AssociationDataInput {
  @Field(() => Int)
  id: number;

  @Field(() => String, {
    nullable: true,
    description:
      'key of my upload (POST /api/media, within 24 h) replacing the logo; required when the association has none',
  })
  imageKey?: string | null;

  @Field(() => String, { nullable: true })
  siteWeb?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "link of the association's group chat (WhatsApp, Telegram…), shown to its volunteers; absent: unchanged, null or empty: none",
  })
  messagingChannelUrl?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'accept at once the requests made by accepting a waitlist offer (docs/waitlist.md); absent or null: unchanged',
  })
  autoAcceptWaitlist?: boolean | null;
}

@InputType()
export class AssociationIdInput {
  @Field(() => Int)
  associationId: number;
}

@InputType()
export class InvitationTrafficInput {
  @Field(() => Int)
  associationId: number;

  @Field({ defaultValue: false })
  ctaRegistration: boolean;

  @Field({ defaultValue: false })
  ctaViewAssociation: boolean;
}
