import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { SearchArgs } from '../../common/paging/connection.args';
import type { Viewer } from '../../common/policy/viewer';
import { freshLoaders, type GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer, signedInUser } from '../../graphql/current-user';
import { notFound } from '../../common/app-error';
import { Topic } from '../../platform/pubsub';
import type { AuthUser } from '../auth/auth.types';
import { EventObject } from '../events/dto/event.type';
import { DecideShiftRequestInput, RemoveFromShiftInput, ShiftIdInput } from './dto/shift.inputs';
import {
  ShiftObject,
  ShiftSignUpObject,
  ShiftVolunteerObject,
  SignUpStatusEnum,
} from './dto/shift.type';
import { SHIFT_ERRORS } from './shifts.errors';
import type { ShiftWithEvent } from './shifts.service';

const toShift = ({ shift, event }: ShiftWithEvent) => ShiftObject.from(shift, event);

@Resolver(() => ShiftObject)
export class ShiftsResolver {
  @Query(() => ShiftObject, { nullable: true })
  async shift(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ShiftObject | null> {
    const found = await services.shifts.getVisible(user.id, id);
    return found ? toShift(found) : null;
  }

  @Query(() => [ShiftSignUpObject], {
    description:
      "the viewer's sign-ups (waiting or accepted), searchable by event name, address and start date",
  })
  async myShifts(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Args(() => SearchArgs) { search }: SearchArgs,
  ): Promise<ShiftSignUpObject[]> {
    return (await services.shifts.mySignUps(user.id, search)).map((r) => ShiftSignUpObject.from(r));
  }

  @Query(() => [ShiftSignUpObject], {
    description:
      'pending sign-ups of an association: administrators only; search by name, surname, event name',
  })
  async shiftRequests(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Args(() => SearchArgs) { search }: SearchArgs,
  ): Promise<ShiftSignUpObject[]> {
    return (await services.shifts.requests(viewer, associationId, search)).map((r) =>
      ShiftSignUpObject.from(r),
    );
  }

  @Mutation(() => ShiftObject, {
    description: "a request pending the administrators' confirmation",
  })
  async signUpToShift(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    return toShift(await services.shifts.signUp(user.id, input.shiftId));
  }

  @Mutation(() => ShiftObject, {
    description: 'withdraw a request or an accepted place; coming back needs a new request',
  })
  async withdrawFromShift(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    return toShift(await services.shifts.withdraw(user.id, input.shiftId));
  }

  @Mutation(() => ShiftSignUpObject)
  async decideShiftRequest(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => DecideShiftRequestInput) input: DecideShiftRequestInput,
  ): Promise<ShiftSignUpObject> {
    return ShiftSignUpObject.from(
      await services.shifts.decide(user.id, input.signUpId, input.accept),
    );
  }

  @Mutation(() => ShiftObject, { description: 'an administrator removes someone from a shift' })
  async removeFromShift(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => RemoveFromShiftInput) input: RemoveFromShiftInput,
  ): Promise<ShiftObject> {
    return toShift(await services.shifts.removeFromShift(user.id, input.shiftId, input.userId));
  }

  @Mutation(() => EventObject)
  async deleteShift(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.shifts.deleteShift(user.id, input.shiftId));
  }

  /**
   * Visibility is checked when the subscription starts (`signedInUser` refuses an anonymous
   * caller there, as `@Authorized()` would); each publish is read once for all its subscribers.
   */
  @Subscription(() => ShiftObject, {
    description: 'a shift of this event changed (places, sign-ups); same visibility as the event',
    subscribe: async ({ args, context }) => {
      const ctx = context as GraphQLContext;
      await ctx.services.eventQueries.requireVisible(signedInUser(ctx).id, args.eventId as number);
      return ctx.services.pubSub.subscribe(Topic.EventShifts, args.eventId as number);
    },
  })
  async eventShiftsChanged(
    @Arg('eventId', () => Int) _eventId: number,
    @Root() payload: { eventId: number; shiftId: number },
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
  ): Promise<ShiftObject> {
    freshLoaders(context);
    // the shift, its event and the viewer's sign-up come from reads shared by every subscriber
    // of this publish; visibility is checked again (membership may have ended)
    const seen = await context.services.shifts.publishReads(payload).forViewer(user.id);
    if (!seen) throw notFound(SHIFT_ERRORS.notFound);
    context.loaders.viewerSignUpByShift.prime(seen.shift.id, seen.signUp);
    return toShift(seen);
  }

  @FieldResolver(() => Boolean, { description: "the viewer's sign-up is accepted" })
  async iAmSubscribed(
    @Root() root: ShiftObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean> {
    return (await loaders.viewerSignUpByShift.load(root.id)) === 'accepted';
  }

  @FieldResolver(() => SignUpStatusEnum, {
    nullable: true,
    description: "the viewer's sign-up state (null when none)",
  })
  async mySignUp(
    @Root() root: ShiftObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<SignUpStatusEnum | null> {
    return ((await loaders.viewerSignUpByShift.load(root.id)) as SignUpStatusEnum | null) ?? null;
  }

  @FieldResolver(() => [ShiftVolunteerObject], { description: 'accepted volunteers' })
  async volunteers(
    @Root() root: ShiftObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ShiftVolunteerObject[]> {
    const people = await loaders.shiftVolunteers(root.id, root.associationId);
    return people.map((p) => ShiftVolunteerObject.from(p));
  }

  @FieldResolver(() => [ShiftSignUpObject], {
    description: 'pending sign-ups: administrators of the association only (empty for others)',
  })
  async waitingVolunteers(
    @Root() root: ShiftObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ShiftSignUpObject[]> {
    const waiting = await loaders.shiftWaiting(root.id, root.associationId);
    if (!waiting.length) return [];
    const event = (await loaders.eventById.load(root.eventId))!;
    return waiting.map((p) => ShiftSignUpObject.waiting(p, root, event));
  }

  @FieldResolver(() => EventObject)
  async event(@Root() root: ShiftObject, @Ctx() { loaders }: GraphQLContext): Promise<EventObject> {
    return EventObject.from((await loaders.eventById.load(root.eventId))!);
  }
}
