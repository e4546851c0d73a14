import { Field, ObjectType } from 'type-graphql';
import { UserType } from '../../users/dto/user.type';

@ObjectType()
export class AuthPayload {
  @Field()
  accessToken: string;

  @Field(() => UserType)
  user: UserType;
}

@ObjectType()
export class RegistrationPayload {
  @Field()
  email: string;

  @Field()
  message: string;
}
