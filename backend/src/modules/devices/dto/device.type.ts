import { Field, Int, ObjectType } from 'type-graphql';

/** A browser registered for Web Push (its keys stay on the server). */
@ObjectType('Device')
export class DeviceType {
  @Field(() => Int)
  id: number;

  @Field()
  endpoint: string;

  @Field({ description: 'when this browser was (last) registered to the caller' })
  registeredAt: Date;
}
