import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AssociationSummaryType } from './dto/association-summary.type';

@Resolver()
export class AssociationsResolver {
  @Query(() => [AssociationSummaryType], {
    description: 'Associations a newcomer can choose during registration (public)',
  })
  async registrationAssociations(
    @Ctx() { services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<AssociationSummaryType[]> {
    return (await services.associations.searchPublic(search ?? undefined)).map((a) =>
      AssociationSummaryType.from(a),
    );
  }

  @Query(() => AssociationSummaryType, {
    nullable: true,
    description: 'Public card of one association (invitation, registration preselect)',
  })
  async associationCard(
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<AssociationSummaryType | null> {
    const association = await services.associations.findById(id);
    return association ? AssociationSummaryType.from(association) : null;
  }
}
