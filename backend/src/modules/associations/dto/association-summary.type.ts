import { Field, Int, ObjectType } from 'type-graphql';
import { mediaUrl } from '../../media/media.service';
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

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  static from(a: Association): AssociationSummaryType {
    return Object.assign(new AssociationSummaryType(), {
      id: a.id,
      name: a.name,
      address: a.address,
      imageUrl: mediaUrl(a.imageId),
    });
  }
}
