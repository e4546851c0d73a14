import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class CreateAssociationInput {
  @Field()
  activationCode: string;

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
}

@InputType()
export class UpdateAssociationInput {
  @Field(() => Int)
  id: number;

  @Field(() => String, {
    nullable: true,
    description: 'data URL replacing the logo; required when the association has none',
  })
  imageDataUrl?: string | null;

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

  @Field(() => String, { nullable: true })
  siteWeb?: string | null;

  @Field(() => [Int])
  topicIds: number[];
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
