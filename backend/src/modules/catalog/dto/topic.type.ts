import { Field, Int, ObjectType } from 'type-graphql';
import { mediaUrl } from '../../media/media.service';
import type { Topic } from '../topic.entity';

@ObjectType('Topic')
export class TopicType {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  static from(topic: Topic): TopicType {
    return Object.assign(new TopicType(), {
      id: topic.id,
      name: topic.name,
      imageUrl: mediaUrl(topic.imageId),
    });
  }
}
