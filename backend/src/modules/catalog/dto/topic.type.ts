import { Ctx, Field, Int, ObjectType } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { mediaUrls } from '../../media/media.surface';
import type { Topic } from '../topic.entity';

@ObjectType('Topic')
export class TopicType {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  /** Not in the schema: imageUrl is built per viewer. */
  imageId: number | null;

  @Field(() => String, { nullable: true })
  imageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).topicImage(this.imageId);
  }

  static from(topic: Topic): TopicType {
    return Object.assign(new TopicType(), {
      id: topic.id,
      name: topic.name,
      imageId: topic.imageId,
    });
  }
}
