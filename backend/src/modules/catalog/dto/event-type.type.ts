import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('EventType')
export class EventTypeType {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}
