import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SearchArgs } from '../../common/paging/connection.args';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer } from '../../graphql/current-user';
import { AssociationIdInput } from '../associations/dto/association.inputs';
import { AssociationType } from '../associations/dto/association.type';
import type { AuthUser } from '../auth/auth.types';
import {
  DecideVolunteerRequestInput,
  MembershipIdInput,
  SetVolunteerRolesInput,
} from './dto/membership.inputs';
import { MembershipStatus, VolunteerType } from './dto/volunteer.type';

/** What the follow / volunteer mutations do to the caller's place in one association. */
type OwnMembershipChange = 'follow' | 'unfollow' | 'requestToVolunteer' | 'leave';

@Resolver()
export class MembershipsResolver {
  @Query(() => [VolunteerType], {
    description:
      'Administrators only: accepted volunteers or pending requests, searchable by name, surname, email, phone',
  })
  async volunteers(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('status', () => MembershipStatus, { defaultValue: MembershipStatus.ACCEPTED })
    status: MembershipStatus,
    @Args(() => SearchArgs) { search }: SearchArgs,
  ): Promise<VolunteerType[]> {
    const filter = status === MembershipStatus.WAITING ? 'waiting' : 'accepted';
    return VolunteerType.fromList(
      await services.memberships.list(viewer, associationId, filter, search),
    );
  }

  @Mutation(() => AssociationType)
  followAssociation(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    return this.changeOwn(context, 'follow', user.id, input.associationId);
  }

  @Mutation(() => AssociationType)
  unfollowAssociation(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    return this.changeOwn(context, 'unfollow', user.id, input.associationId);
  }

  @Mutation(() => AssociationType, {
    description: 'Asks to become a volunteer (pending) and follows the association',
  })
  requestToVolunteer(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    return this.changeOwn(context, 'requestToVolunteer', user.id, input.associationId);
  }

  @Mutation(() => AssociationType, {
    description: 'Leaves the association; coming back needs a new request',
  })
  leaveAssociation(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    return this.changeOwn(context, 'leave', user.id, input.associationId);
  }

  @Mutation(() => VolunteerType)
  async decideVolunteerRequest(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => DecideVolunteerRequestInput) input: DecideVolunteerRequestInput,
  ): Promise<VolunteerType> {
    return VolunteerType.fromRecord(
      await services.memberships.decide(user.id, input.membershipId, input.accept),
    );
  }

  @Mutation(() => VolunteerType)
  async setVolunteerRoles(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => SetVolunteerRolesInput) input: SetVolunteerRolesInput,
  ): Promise<VolunteerType> {
    return VolunteerType.fromRecord(
      await services.memberships.setRoles(user.id, input.membershipId, input),
    );
  }

  @Mutation(() => VolunteerType)
  async removeVolunteer(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => MembershipIdInput) input: MembershipIdInput,
  ): Promise<VolunteerType> {
    return VolunteerType.fromRecord(await services.memberships.remove(user.id, input.membershipId));
  }

  /** The caller's change, then the association as they now see it. */
  private async changeOwn(
    { services }: GraphQLContext,
    change: OwnMembershipChange,
    userId: number,
    associationId: number,
  ): Promise<AssociationType> {
    await services.memberships[change](userId, associationId);
    return AssociationType.from(await services.associations.require(associationId));
  }
}
