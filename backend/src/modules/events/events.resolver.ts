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
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AssociationSummaryType } from '../associations/dto/association-summary.type';
import { EventTypeType } from '../catalog/dto/event-type.type';
import { TopicType } from '../catalog/dto/topic.type';
import { mediaUrls } from '../media/media-urls';
import { ShiftObject } from '../shifts/dto/shift.type';
import {
  CreateEventPayload,
  DeletedEventPayload,
  EventConnection,
  EventObject,
  EventPhotoObject,
  EventScopeEnum,
} from './dto/event.type';
import { CreateEventInput, EventIdInput, UpdateEventInput } from './dto/event.inputs';
import { eventCursor, type EventPage, type EventScope } from './events.service';

const connection = (page: EventPage): EventConnection => ({
  edges: page.nodes.map((node) => ({ node: EventObject.from(node), cursor: eventCursor(node) })),
  pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  totalCount: page.totalCount,
});

@Resolver(() => EventObject)
export class EventsResolver {
  @Authorized()
  @Query(() => EventObject, {
    nullable: true,
    description:
      'null when it does not exist or is private and the viewer is not of its association',
  })
  async event(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<EventObject | null> {
    const event = await services.events.getVisible(user!.id, id);
    return event ? EventObject.from(event) : null;
  }

  @Authorized()
  @Query(() => EventConnection, {
    description:
      "explore (search over name, address and start date DD/MM/YYYY; 50 then +25), favourite associations' events, or my events",
  })
  async events(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('scope', () => EventScopeEnum, { defaultValue: EventScopeEnum.EXPLORE })
    scope: EventScopeEnum,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<EventConnection> {
    return connection(
      await services.events.list(user!.id, scope as EventScope, { search, first, after }),
    );
  }

  @Authorized()
  @Query(() => EventConnection, {
    description:
      'events of one association: in programme (onlyActive, default) or all; searchable by name',
  })
  async associationEvents(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('onlyActive', { defaultValue: true }) onlyActive: boolean,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('first', () => Int, { defaultValue: 5 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<EventConnection> {
    return connection(
      await services.events.listForAssociation(user!.id, associationId, {
        onlyActive,
        search,
        first,
        after,
      }),
    );
  }

  @Authorized()
  @Query(() => EventConnection, {
    description:
      'terminated events of one association, most recent first (popular: most liked first)',
  })
  async eventHistory(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('popular', { defaultValue: false }) popular: boolean,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<EventConnection> {
    return connection(
      await services.events.history(user!.id, associationId, { popular, search, first, after }),
    );
  }

  @Authorized()
  @Mutation(() => CreateEventPayload)
  async createEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => CreateEventInput) input: CreateEventInput,
  ): Promise<CreateEventPayload> {
    const { event, copies } = await services.events.create(user!.id, input);
    return { event: EventObject.from(event), copies: copies.map((c) => EventObject.from(c)) };
  }

  @Authorized()
  @Mutation(() => EventObject)
  async updateEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => UpdateEventInput) input: UpdateEventInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.update(user!.id, input));
  }

  @Authorized()
  @Mutation(() => EventObject, { description: 'a private copy without images' })
  async duplicateEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.duplicate(user!.id, input.eventId));
  }

  @Authorized()
  @Mutation(() => DeletedEventPayload, { description: 'irreversible' })
  async deleteEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<DeletedEventPayload> {
    return { id: await services.events.delete(user!.id, input.eventId) };
  }

  @Authorized()
  @Mutation(() => EventObject, { description: 'archive: irreversible' })
  async terminateEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.terminate(user!.id, input.eventId));
  }

  @Authorized()
  @Mutation(() => EventObject)
  async likeEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.like(user!.id, input.eventId));
  }

  @Authorized()
  @Mutation(() => EventObject)
  async unlikeEvent(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.unlike(user!.id, input.eventId));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async recordEventView(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<boolean> {
    await services.events.recordView(user!.id, input.eventId);
    return true;
  }

  @FieldResolver(() => AssociationSummaryType, { description: 'info_association' })
  async association(
    @Root() root: EventObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<AssociationSummaryType> {
    return AssociationSummaryType.from((await loaders.associationById.load(root.associationId))!);
  }

  @FieldResolver(() => [EventPhotoObject])
  async photos(
    @Root() root: EventObject,
    @Ctx() context: GraphQLContext,
  ): Promise<EventPhotoObject[]> {
    // a private event's photos get URLs signed for the viewer (docs/media.md)
    const urls = mediaUrls(context);
    const photos = await Promise.all(
      (await context.loaders.photosByEvent.load(root.id)).map(async (p) => ({
        id: p.id,
        url: await urls.eventPhoto(p.mediaId, root.isPublic),
      })),
    );
    return photos.filter((p): p is EventPhotoObject => p.url !== null);
  }

  @FieldResolver(() => [TopicType])
  async topics(
    @Root() root: EventObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<TopicType[]> {
    return (await loaders.topicsByEvent.load(root.id)).map((t) => TopicType.from(t));
  }

  @FieldResolver(() => [EventTypeType])
  eventTypes(
    @Root() root: EventObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<EventTypeType[]> {
    return loaders.eventTypesByEvent.load(root.id);
  }

  @FieldResolver(() => [ShiftObject])
  async shifts(
    @Root() root: EventObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ShiftObject[]> {
    return (await loaders.shiftsByEvent.load(root.id)).map((s) => ShiftObject.from(s, root));
  }

  @FieldResolver(() => Boolean)
  isLike(@Root() root: EventObject, @Ctx() { loaders }: GraphQLContext): Promise<boolean> {
    return loaders.viewerLikesEvent.load(root.id);
  }

  @FieldResolver(() => Int)
  numberLike(@Root() root: EventObject, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return loaders.likesByEvent.load(root.id);
  }

  @FieldResolver(() => Boolean, { description: "the viewer administers the event's association" })
  async isAdmin(@Root() root: EventObject, @Ctx() { loaders }: GraphQLContext): Promise<boolean> {
    return (await loaders.viewerStateByAssociation.load(root.associationId)).isAdmin;
  }
}
