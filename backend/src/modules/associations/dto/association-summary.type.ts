import { Ctx, Field, Int, ObjectType } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { mediaUrls } from '../../media/media.surface';
import type { Association } from '../association.entity';

@ObjectType('AssociationSummary', {
  description: 'Public card of an association (registration, invitation).',
})
export class AssociationSummaryType {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  address: string;

  /** Not in the schema: imageUrl is built per viewer. */
  imageId: number | null;

  @Field(() => String, { nullable: true })
  imageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).logo(this.imageId);
  }

  static from(a: Association): AssociationSummaryType {
    return Object.assign(new AssociationSummaryType(), {
      id: a.id,
      name: a.name,
      address: a.address,
      imageId: a.imageId,
    });
  }
}
