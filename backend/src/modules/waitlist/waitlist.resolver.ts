import {
  Arg,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer } from '../../graphql/current-user';
import { recheckedShiftSubscription } from '../../graphql/rechecked-subscription';
import { Topic } from '../../platform/pubsub';
import type { AuthUser } from '../auth/auth.types';
import { RemoveFromShiftInput, ShiftIdInput } from '../shifts/dto/shift.inputs';
import { ShiftObject } from '../shifts/dto/shift.type';
import { visibleShift } from '../shifts/dto/visible-shift';
import {
  AnswerWaitlistOfferInput,
  MyWaitlistEntryObject,
  WaitlistEntryObject,
} from './dto/waitlist.type';

/** The queue, live, re-read with the subscriber's rights for each change. */
const liveQueue = recheckedShiftSubscription(Topic.ShiftWaitlist, (services, viewer, shiftId) =>
  services.waitlist.queue(viewer, shiftId),
);

/**
 * The waitlist of full shifts (issue 21): the viewer's place on every Shift, joining, answering an
 * offer, leaving; the queue and its live updates for administrators. Every mutation answers the
 * Shift, so the Apollo cache updates its places and the viewer's position.
 */
@Resolver(() => ShiftObject)
export class WaitlistResolver {
  @FieldResolver(() => Int, { description: 'people in the waitlist' })
  async waitlistCount(@Root() root: ShiftObject, @Ctx() { loaders }: GraphQLContext) {
    return (await loaders.waitlistByShift.load(root.id)).count;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "the viewer's place in the waitlist (1 = first); null when not queued",
  })
  async waitlistPosition(@Root() root: ShiftObject, @Ctx() { loaders }: GraphQLContext) {
    return (await loaders.waitlistByShift.load(root.id)).position;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'the deadline of the place offered to the viewer; null when they hold none',
  })
  async waitlistOfferExpiresAt(@Root() root: ShiftObject, @Ctx() { loaders }: GraphQLContext) {
    return (await loaders.waitlistByShift.load(root.id)).offerExpiresAt;
  }

  @Mutation(() => ShiftObject, {
    description:
      "a full shift's waitlist (the Shift's waitlistPosition); on a shift with places, an ordinary sign-up request",
  })
  async joinWaitlist(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    await context.services.signUpOrQueue.run({
      userId: user.id,
      shiftId: input.shiftId,
      queue: true,
    });
    return visibleShift(context.services, user.id, input.shiftId);
  }

  @Mutation(() => ShiftObject, {
    description:
      'accept (a sign-up request keeping the held place) or decline the place offered; CONFLICT when none is held',
  })
  async answerWaitlistOffer(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AnswerWaitlistOfferInput) input: AnswerWaitlistOfferInput,
  ): Promise<ShiftObject> {
    await context.services.answerOffer.run({
      userId: user.id,
      shiftId: input.shiftId,
      accept: input.accept,
    });
    return visibleShift(context.services, user.id, input.shiftId);
  }

  @Mutation(() => ShiftObject, {
    description: 'leave the waitlist (declining an offer held); NOT_FOUND when not queued',
  })
  async leaveWaitlist(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    await context.services.leaveOrWithdraw.run({
      callerId: user.id,
      shiftId: input.shiftId,
      target: null,
      from: 'queue',
    });
    return visibleShift(context.services, user.id, input.shiftId);
  }

  @Mutation(() => ShiftObject, {
    description: "an administrator takes someone out of a shift's waitlist",
  })
  async removeFromWaitlist(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RemoveFromShiftInput) input: RemoveFromShiftInput,
  ): Promise<ShiftObject> {
    await context.services.leaveOrWithdraw.run({
      callerId: user.id,
      shiftId: input.shiftId,
      target: input.userId,
      from: 'queue',
    });
    return visibleShift(context.services, user.id, input.shiftId);
  }

  @Query(() => [WaitlistEntryObject], {
    description: "a shift's waitlist in order: administrators of its association only",
  })
  async shiftWaitlist(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('shiftId', () => Int) shiftId: number,
  ): Promise<WaitlistEntryObject[]> {
    return (await services.waitlist.queue(viewer, shiftId)).map((r) => WaitlistEntryObject.from(r));
  }

  @Query(() => [MyWaitlistEntryObject], {
    description: "the viewer's waitlists on shifts not yet ended (my events)",
  })
  async myWaitlist(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<MyWaitlistEntryObject[]> {
    return (await services.waitlist.mine(user.id)).map((r) => MyWaitlistEntryObject.from(r));
  }

  /**
   * Administrators of the shift's association: the queue, live (joins, offers, answers, expiries,
   * removals), on every instance. Asked when it starts and again for each change.
   */
  @Subscription(() => [WaitlistEntryObject], {
    description: "a shift's waitlist changed: administrators of its association only",
    subscribe: liveQueue.subscribe,
  })
  async shiftWaitlistChanged(
    @Ctx() context: GraphQLContext,
    @Arg('shiftId', () => Int) shiftId: number,
  ): Promise<WaitlistEntryObject[]> {
    return (await liveQueue.next(context, shiftId)).map((r) => WaitlistEntryObject.from(r));
  }
}
