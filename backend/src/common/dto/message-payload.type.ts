import { Field, ObjectType } from 'type-graphql';
import { formatMessage } from '@insieme/schema';

@ObjectType()
export class MessagePayload {
  @Field()
  message: string;

  static of(key: string): MessagePayload {
    return Object.assign(new MessagePayload(), { message: formatMessage(key) });
  }
}
