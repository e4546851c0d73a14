import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { freshLoaders, type GraphQLContext } from '../../graphql/context';
import { Topic } from '../../graphql/pubsub';
import { notFound } from '../../common/app-error';
import { EventObject } from '../events/dto/event.type';
import type { ShiftPerson } from '../events/events.loaders';
import { DecideShiftRequestInput, RemoveFromShiftInput, ShiftIdInput } from './dto/shift.inputs';
import {
  ShiftObject,
  ShiftSignUpObject,
  ShiftVolunteerObject,
  SignUpStatusEnum,
} from './dto/shift.type';
import type { ShiftWithEvent } from './shifts.service';

const toShift = ({ shift, event }: ShiftWithEvent) => ShiftObject.from(shift, event);

@Resolver(() => ShiftObject)
export class ShiftsResolver {
  @Authorized()
  @Query(() => ShiftObject, { nullable: true })
  async shift(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ShiftObject | null> {
    const found = await services.shifts.getVisible(user!.id, id);
    return found ? toShift(found) : null;
  }

  @Authorized()
  @Query(() => [ShiftSignUpObject], {
    description:
      "the viewer's sign-ups (waiting or accepted), searchable by event name, address and start date",
  })
  async myShifts(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
  ): Promise<ShiftSignUpObject[]> {
    return (await services.shifts.mySignUps(user!.id, search)).map((r) =>
      ShiftSignUpObject.from(r),
    );
  }

  @Authorized()
  @Query(() => [ShiftSignUpObject], {
    description:
      'pending sign-ups of an association: administrators only; search by name, surname, event name',
  })
  async shiftRequests(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
  ): Promise<ShiftSignUpObject[]> {
    return (await services.shifts.requests(user!.id, associationId, search)).map((r) =>
      ShiftSignUpObject.from(r),
    );
  }

  @Authorized()
  @Mutation(() => ShiftObject, {
    description: "a request pending the administrators' confirmation",
  })
  async signUpToShift(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    return toShift(await services.shifts.signUp(user!.id, input.shiftId));
  }

  @Authorized()
  @Mutation(() => ShiftObject, {
    description: 'withdraw a request or an accepted place; coming back needs a new request',
  })
  async withdrawFromShift(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    return toShift(await services.shifts.withdraw(user!.id, input.shiftId));
  }

  @Authorized()
  @Mutation(() => ShiftSignUpObject)
  async decideShiftRequest(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => DecideShiftRequestInput) input: DecideShiftRequestInput,
  ): Promise<ShiftSignUpObject> {
    return ShiftSignUpObject.from(
      await services.shifts.decide(user!.id, input.signUpId, input.accept),
    );
  }

  @Authorized()
  @Mutation(() => ShiftObject, { description: 'an administrator removes someone from a shift' })
  async removeFromShift(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => RemoveFromShiftInput) input: RemoveFromShiftInput,
  ): Promise<ShiftObject> {
    return toShift(await services.shifts.removeFromShift(user!.id, input.shiftId, input.userId));
  }

  @Authorized()
  @Mutation(() => EventObject)
  async deleteShift(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.shifts.deleteShift(user!.id, input.shiftId));
  }

  /** Visibility is checked when the subscription starts; each event is re-read for the viewer. */
  @Authorized()
  @Subscription(() => ShiftObject, {
    description: 'a shift of this event changed (places, sign-ups); same visibility as the event',
    subscribe: async ({ args, context }) => {
      const { services, user } = context as GraphQLContext;
      await services.events.requireVisible(user!.id, args.eventId as number);
      return services.pubSub.subscribe(Topic.EventShifts, args.eventId as number);
    },
  })
  async eventShiftsChanged(
    @Arg('eventId', () => Int) _eventId: number,
    @Root() payload: { eventId: number; shiftId: number },
    @Ctx() context: GraphQLContext,
  ): Promise<ShiftObject> {
    freshLoaders(context);
    const found = await context.services.shifts.getVisible(context.user!.id, payload.shiftId);
    if (!found) throw notFound('shift.not_found');
    return toShift(found);
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
    const [people, viewer] = await Promise.all([
      loaders.acceptedByShift.load(root.id),
      loaders.viewerStateByAssociation.load(root.associationId),
    ]);
    // contact data only for the association's administrators
    return people.map((p: ShiftPerson) =>
      Object.assign(new ShiftVolunteerObject(), {
        userId: p.userId,
        name: p.name,
        surname: p.surname,
        imageId: p.imageId,
        phone: viewer.isAdmin ? p.phone : null,
        email: viewer.isAdmin ? p.email : null,
      }),
    );
  }

  @FieldResolver(() => [ShiftSignUpObject], {
    description: 'pending sign-ups: administrators of the association only (empty for others)',
  })
  async waitingVolunteers(
    @Root() root: ShiftObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ShiftSignUpObject[]> {
    if (!(await loaders.viewerStateByAssociation.load(root.associationId)).isAdmin) return [];
    const event = (await loaders.eventById.load(root.eventId))!;
    return (await loaders.waitingByShift.load(root.id)).map((p) =>
      ShiftSignUpObject.from({
        id: p.signUpId,
        shiftId: root.id,
        eventId: root.eventId,
        associationId: root.associationId,
        userId: p.userId,
        name: p.name,
        surname: p.surname,
        imageId: p.imageId,
        eventName: event.name,
        eventAddress: event.address,
        shiftTitle: root.title,
        shiftStart: root.startDate,
        shiftEnd: root.endDate,
        status: 'waiting',
        requestedAt: p.requestedAt,
      }),
    );
  }

  @FieldResolver(() => EventObject)
  async event(@Root() root: ShiftObject, @Ctx() { loaders }: GraphQLContext): Promise<EventObject> {
    return EventObject.from((await loaders.eventById.load(root.eventId))!);
  }
}
