import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class ShiftIdInput {
  @Field(() => Int)
  shiftId: number;
}

@InputType()
export class DecideShiftRequestInput {
  @Field(() => Int)
  signUpId: number;

  @Field()
  accept: boolean;
}

@InputType()
export class RemoveFromShiftInput {
  @Field(() => Int)
  shiftId: number;

  @Field(() => Int)
  userId: number;
}
