import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, type ConnectionArgsOf } from '../../common/paging/connection.args';
import type { Page } from '../../common/paging/page';
import { connectionOf } from '../../common/dto/connection.type';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { AssociationSummaryType } from '../associations/dto/association-summary.type';
import { AssociationType } from '../associations/dto/association.type';
import type { AuthUser } from '../auth/auth.types';
import { EventTypeType } from '../catalog/dto/event-type.type';
import { TopicType } from '../catalog/dto/topic.type';
import { mediaUrls } from '../media/media.surface';
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
import { eventCursor, type EventPage, type EventScope } from './event-queries.service';
import type { Event } from './event.entity';

// created when the module loads: type-graphql reads the args classes registered before the
// schema is built, so a class first made inside an `@Args` thunk would be missing
const ExploreArgs = ConnectionArgs(50);
const AssociationEventsArgs = ConnectionArgs(5);
const HistoryArgs = ConnectionArgs(10);

const connection = (page: Page<Event>): EventConnection =>
  connectionOf(page, (event) => EventObject.from(event), eventCursor);

/** A page whose statement read the viewer's state of its associations primes their loader. */
function primed(loaders: GraphQLContext['loaders'], page: EventPage): EventPage {
  for (const [id, state] of page.viewerStates) loaders.viewerStateByAssociation.prime(id, state);
  return page;
}

@Resolver(() => EventObject)
export class EventsResolver {
  @Query(() => EventObject, {
    nullable: true,
    description:
      'null when it does not exist or is private and the viewer is not of its association',
  })
  async event(
    @CurrentUser() user: AuthUser,
    @Ctx() { loaders }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<EventObject | null> {
    // one statement that also fills the loaders of the fields the page asks (issue 20)
    const event = await loaders.eventPage(user.id, id);
    return event ? EventObject.from(event) : null;
  }

  @Query(() => EventConnection, {
    description:
      "explore (search over name, address and start date DD/MM/YYYY; 50 then +25), favourite associations' events, or my events",
  })
  async events(
    @CurrentUser() user: AuthUser,
    @Ctx() { services, loaders }: GraphQLContext,
    @Arg('scope', () => EventScopeEnum, { defaultValue: EventScopeEnum.EXPLORE })
    scope: EventScopeEnum,
    @Args(() => ExploreArgs) page: ConnectionArgsOf,
  ): Promise<EventConnection> {
    return connection(
      primed(loaders, await services.eventQueries.list(user.id, scope as EventScope, page)),
    );
  }

  @Query(() => EventConnection, {
    description:
      'events of one association: in programme (onlyActive, default) or all; searchable by name',
  })
  async associationEvents(
    @CurrentUser() user: AuthUser,
    @Ctx() { services, loaders }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('onlyActive', { defaultValue: true }) onlyActive: boolean,
    @Args(() => AssociationEventsArgs) page: ConnectionArgsOf,
  ): Promise<EventConnection> {
    return connection(
      primed(
        loaders,
        await services.eventQueries.listForAssociation(user.id, associationId, {
          ...page,
          onlyActive,
        }),
      ),
    );
  }

  @Query(() => EventConnection, {
    description:
      'terminated events of one association, most recent first (popular: most liked first)',
  })
  async eventHistory(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('popular', { defaultValue: false }) popular: boolean,
    @Args(() => HistoryArgs) page: ConnectionArgsOf,
  ): Promise<EventConnection> {
    return connection(
      await services.eventQueries.history(user.id, associationId, { ...page, popular }),
    );
  }

  @Mutation(() => CreateEventPayload)
  async createEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => CreateEventInput) input: CreateEventInput,
  ): Promise<CreateEventPayload> {
    const { photoKeys, ...fields } = input;
    const { event, copies } = await services.events.create(user.id, {
      ...fields,
      photos: photoKeys.map((key) => ({ key })),
    });
    return { event: EventObject.from(event), copies: copies.map((c) => EventObject.from(c)) };
  }

  @Mutation(() => EventObject)
  async updateEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => UpdateEventInput) input: UpdateEventInput,
  ): Promise<EventObject> {
    const { newPhotoKeys, ...fields } = input;
    return EventObject.from(
      await services.events.update(user.id, {
        ...fields,
        newPhotos: newPhotoKeys.map((key) => ({ key })),
      }),
    );
  }

  @Mutation(() => EventObject, { description: 'a private copy without images' })
  async duplicateEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.duplicate(user.id, input.eventId));
  }

  @Mutation(() => DeletedEventPayload, { description: 'irreversible' })
  async deleteEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<DeletedEventPayload> {
    return { id: await services.events.delete(user.id, input.eventId) };
  }

  @Mutation(() => EventObject, { description: 'archive: irreversible' })
  async terminateEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.events.terminate(user.id, input.eventId));
  }

  @Mutation(() => EventObject)
  async likeEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.eventReactions.like(user.id, input.eventId));
  }

  @Mutation(() => EventObject)
  async unlikeEvent(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<EventObject> {
    return EventObject.from(await services.eventReactions.unlike(user.id, input.eventId));
  }

  @Mutation(() => Boolean)
  async recordEventView(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EventIdInput) input: EventIdInput,
  ): Promise<boolean> {
    await services.eventReactions.recordView(user.id, input.eventId);
    return true;
  }

  @FieldResolver(() => AssociationSummaryType, { description: 'info_association' })
  async association(
    @Root() root: EventObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<AssociationSummaryType> {
    return AssociationSummaryType.from((await loaders.associationById.load(root.associationId))!);
  }

  // The viewer's place in the association (iAmVolunteer, iAmWaiting, iAmAdmin) travels with the
  // event, so the event and shift pages ask for it in their one request instead of a second one
  // once the event named its association; an Association, so the cache shares it by id.
  @FieldResolver(() => AssociationType, {
    description: "The event's association as the viewer sees it: membership and administration",
  })
  async organiser(
    @Root() root: EventObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<AssociationType> {
    return AssociationType.from((await loaders.associationById.load(root.associationId))!);
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
