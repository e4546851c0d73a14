import { Ctx, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AddressFields, addressFields } from '../../../common/dto/address-fields.type';
import { Connection } from '../../../common/dto/connection.type';
import type { GraphQLContext } from '../../../graphql/context';
import { mediaUrls } from '../../media/media.surface';
import type { Association } from '../association.entity';
import type { AssociationFilter as Filter } from '../associations.service';

export enum AssociationFilter {
  ALL = 'all',
  FOLLOWED = 'followed',
  VOLUNTEER = 'volunteer',
  ADMIN = 'admin',
}
registerEnumType(AssociationFilter, { name: 'AssociationFilter' });
export const toFilter = (f: AssociationFilter): Filter => f as Filter;

/** An association as a signed-in person sees it; viewer fields and counts come from loaders. */
@ObjectType('Association')
export class AssociationType extends AddressFields {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => String, { nullable: true })
  siteWeb: string | null;

  @Field({ description: 'YYYY-MM-DD' })
  dateOfFoundation: string;

  /** Not in the schema: the field resolver shows it to volunteers and administrators only. */
  messagingChannelUrl: string | null;

  /** Not in the schema: the field resolvers show them to administrators only. */
  fiscalCode: string | null;
  autoAcceptWaitlist: boolean;
  runtsNumber: string | null;

  /** Not in the schema: imageUrl is built per viewer. */
  imageId: number | null;

  /**
   * Not in the schema (the `followers` field resolver reads it): the maintained count when the
   * row was read with it, undefined for a row just written (the loader reads it then).
   */
  followerCount?: number;

  @Field(() => String, { nullable: true })
  imageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).logo(this.imageId);
  }

  static from(a: Association): AssociationType {
    return Object.assign(new AssociationType(), {
      id: a.id,
      name: a.name,
      description: a.description,
      ...addressFields(a.address),
      siteWeb: a.siteWeb,
      messagingChannelUrl: a.messagingChannelUrl,
      fiscalCode: a.fiscalCode,
      runtsNumber: a.runtsNumber,
      autoAcceptWaitlist: a.autoAcceptWaitlist,
      dateOfFoundation: a.dateOfFoundation,
      imageId: a.imageId,
      followerCount: a.followerCount,
    });
  }
}

@ObjectType('AssociationConnection')
export class AssociationConnection extends Connection('Association', AssociationType) {}

@ObjectType('AssociationStatistics')
export class AssociationStatisticsType {
  @Field(() => Int)
  likes: number;

  @Field(() => Int)
  followers: number;

  @Field(() => Int)
  views: number;
}

@ObjectType('DashboardCounters')
export class DashboardCountersType {
  @Field(() => Int)
  associationId: number;

  @Field(() => Int)
  numberVolunteerRequests: number;

  @Field(() => Int)
  numberShiftRequests: number;

  @Field(() => Int, {
    description: "places offered from shifts' waitlists, waiting for the volunteer's answer",
  })
  numberWaitlistOffers: number;

  @Field(() => Int)
  numberQuestion: number;
}

@ObjectType('AssociationDashboard')
export class AssociationDashboardType {
  @Field(() => AssociationType)
  association: AssociationType;

  @Field(() => Int)
  associationId: number;
}
