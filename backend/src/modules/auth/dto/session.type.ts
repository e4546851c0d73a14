import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where the viewer is signed in: one per login' })
export class SessionType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Browser and system at login, e.g. "Chrome su Android"' })
  device: string;

  @Field()
  createdAt: Date;

  @Field()
  lastUsedAt: Date;

  @Field({ description: 'The session of this request' })
  current: boolean;
}

@InputType()
export class EndSessionInput {
  @Field(() => ID)
  id: string;
}
