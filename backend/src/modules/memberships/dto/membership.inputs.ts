import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class DecideVolunteerRequestInput {
  @Field(() => Int)
  membershipId: number;

  @Field()
  accept: boolean;
}

@InputType()
export class SetVolunteerRolesInput {
  @Field(() => Int)
  membershipId: number;

  @Field(() => Boolean, { nullable: true, description: 'omitted keeps the current value' })
  isAdmin?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isMember?: boolean | null;
}

@InputType()
export class MembershipIdInput {
  @Field(() => Int)
  membershipId: number;
}
