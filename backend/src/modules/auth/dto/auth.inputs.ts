import { Field, InputType, Int } from 'type-graphql';
import { CreateAssociationInput } from '../../associations/dto/association.inputs';

@InputType()
export class LoginInput {
  @Field()
  email: string;

  @Field()
  password: string;
}

@InputType()
export class TokenInput {
  @Field()
  token: string;
}

@InputType()
export class ForgotPasswordInput {
  @Field()
  email: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  oldPassword: string;

  @Field()
  newPassword: string;
}

@InputType()
export class RegisterInput {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;

  @Field()
  password: string;

  @Field()
  phone: string;

  @Field({ description: 'YYYY-MM-DD' })
  birthDate: string;

  @Field()
  acceptTerms: boolean;

  @Field()
  acceptPrivacy: boolean;

  @Field(() => [Int], { description: 'Event type ids, at most 6' })
  preferences: number[];

  @Field({ defaultValue: 'it' })
  language: string;

  @Field(() => [Int], {
    defaultValue: [],
    description: 'Volunteer path: associations to follow; each becomes a pending volunteer request',
  })
  followAssociationIds: number[];

  @Field(() => CreateAssociationInput, {
    nullable: true,
    description: 'Administrator path: the association to create with a one-time activation code',
  })
  association?: CreateAssociationInput | null;
}
