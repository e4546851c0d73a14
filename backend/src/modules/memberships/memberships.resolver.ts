import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AssociationIdInput } from '../associations/dto/association.inputs';
import { AssociationType } from '../associations/dto/association.type';
import {
  DecideVolunteerRequestInput,
  MembershipIdInput,
  SetVolunteerRolesInput,
} from './dto/membership.inputs';
import { MembershipStatus, VolunteerType } from './dto/volunteer.type';

@Resolver()
export class MembershipsResolver {
  @Authorized()
  @Query(() => [VolunteerType], {
    description:
      'Administrators only: accepted volunteers or pending requests, searchable by name, surname, email, phone',
  })
  async volunteers(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('status', () => MembershipStatus, { defaultValue: MembershipStatus.ACCEPTED })
    status: MembershipStatus,
    @Arg('search', () => String, { nullable: true }) search: string | null,
  ): Promise<VolunteerType[]> {
    const filter = status === MembershipStatus.WAITING ? 'waiting' : 'accepted';
    return (await services.memberships.list(user!.id, associationId, filter, search)).map((m) =>
      VolunteerType.from(m),
    );
  }

  @Authorized()
  @Mutation(() => AssociationType)
  async followAssociation(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    await ctx.services.memberships.follow(ctx.user!.id, input.associationId);
    return AssociationType.from(await ctx.services.associations.require(input.associationId));
  }

  @Authorized()
  @Mutation(() => AssociationType)
  async unfollowAssociation(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    await ctx.services.memberships.unfollow(ctx.user!.id, input.associationId);
    return AssociationType.from(await ctx.services.associations.require(input.associationId));
  }

  @Authorized()
  @Mutation(() => AssociationType, {
    description: 'Asks to become a volunteer (pending) and follows the association',
  })
  async requestToVolunteer(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    await ctx.services.memberships.requestToVolunteer(ctx.user!.id, input.associationId);
    return AssociationType.from(await ctx.services.associations.require(input.associationId));
  }

  @Authorized()
  @Mutation(() => AssociationType, {
    description: 'Leaves the association; coming back needs a new request',
  })
  async leaveAssociation(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    await ctx.services.memberships.leave(ctx.user!.id, input.associationId);
    return AssociationType.from(await ctx.services.associations.require(input.associationId));
  }

  @Authorized()
  @Mutation(() => VolunteerType)
  async decideVolunteerRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => DecideVolunteerRequestInput) input: DecideVolunteerRequestInput,
  ): Promise<VolunteerType> {
    const record = await ctx.services.memberships.decide(
      ctx.user!.id,
      input.membershipId,
      input.accept,
    );
    return VolunteerType.from(record.membership, record.outcome);
  }

  @Authorized()
  @Mutation(() => VolunteerType)
  async setVolunteerRoles(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SetVolunteerRolesInput) input: SetVolunteerRolesInput,
  ): Promise<VolunteerType> {
    const record = await ctx.services.memberships.setRoles(ctx.user!.id, input.membershipId, input);
    return VolunteerType.from(record.membership, record.outcome);
  }

  @Authorized()
  @Mutation(() => VolunteerType)
  async removeVolunteer(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => MembershipIdInput) input: MembershipIdInput,
  ): Promise<VolunteerType> {
    const record = await ctx.services.memberships.remove(ctx.user!.id, input.membershipId);
    return VolunteerType.from(record.membership, record.outcome);
  }
}
