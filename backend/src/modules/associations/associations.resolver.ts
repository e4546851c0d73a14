import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import {
  ConnectionArgs,
  SearchArgs,
  type ConnectionArgsOf,
} from '../../common/paging/connection.args';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../auth/auth.types';
import { TopicType } from '../catalog/dto/topic.type';
import { primeViewerStates } from './association.presenter';
import { associationCursor } from './associations.service';
import { AssociationSummaryType } from './dto/association-summary.type';
import { SetupChecklistType } from './dto/setup-checklist.type';
import {
  AssociationConnection,
  AssociationFilter,
  AssociationType,
  toFilter,
} from './dto/association.type';
import {
  AssociationIdInput,
  CreateAssociationInput,
  InvitationTrafficInput,
  UpdateAssociationInput,
} from './dto/association.inputs';
import { connectionOf } from '../../common/dto/connection.type';

/** Made when the module loads: type-graphql collects `@ArgsType` classes before it builds. */
const AssociationListArgs = ConnectionArgs(8);

@Resolver(() => AssociationType)
export class AssociationsResolver {
  @Query(() => [AssociationSummaryType], {
    description: 'Associations a newcomer can choose during registration (public)',
  })
  async registrationAssociations(
    @Ctx() { services }: GraphQLContext,
    @Args(() => SearchArgs) { search }: SearchArgs,
  ): Promise<AssociationSummaryType[]> {
    return (await services.associations.searchPublic(search)).map((a) =>
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

  @Authorized()
  @Query(() => AssociationType, { nullable: true })
  async association(
    @Ctx() { loaders }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<AssociationType | null> {
    // the request's loader: a dashboard screen reads the same row for `associationDashboard`
    const association = await loaders.associationById.load(id);
    return association ? AssociationType.from(association) : null;
  }

  @Query(() => AssociationConnection)
  async associations(
    @CurrentUser() user: AuthUser,
    @Ctx() { services, loaders }: GraphQLContext,
    @Arg('filter', () => AssociationFilter, { defaultValue: AssociationFilter.ALL })
    filter: AssociationFilter,
    @Args(() => AssociationListArgs) { search, first, after }: ConnectionArgsOf,
  ): Promise<AssociationConnection> {
    const page = await services.associations.list(user.id, toFilter(filter), {
      search,
      first,
      after,
    });
    primeViewerStates(loaders, page.viewerStates);
    return connectionOf(
      page,
      (association) => AssociationType.from(association),
      associationCursor,
    );
  }

  @Query(() => [AssociationType], {
    description:
      "Associations in the area: the user's province first, then by distance between chief towns (same region on a tie), then the most followed",
  })
  async nearbyAssociations(
    @CurrentUser() user: AuthUser,
    @Ctx() { services, loaders }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 8 }) first: number,
  ): Promise<AssociationType[]> {
    const { associations, viewerStates } = await services.associations.nearby(user.id, first);
    primeViewerStates(loaders, viewerStates);
    return associations.map((a) => AssociationType.from(a));
  }

  @Mutation(() => AssociationType, {
    description: 'Creates an association with a one-time code; the user becomes its administrator',
  })
  async createAssociation(
    @CurrentUser() user: AuthUser,
    @Ctx() { services, ip }: GraphQLContext,
    @Arg('input', () => CreateAssociationInput) input: CreateAssociationInput,
  ): Promise<AssociationType> {
    return AssociationType.from(await services.associations.create(user.id, input, ip));
  }

  @Mutation(() => AssociationType)
  async updateAssociation(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => UpdateAssociationInput) input: UpdateAssociationInput,
  ): Promise<AssociationType> {
    const { imageKey, ...rest } = input;
    return AssociationType.from(
      await services.associations.update(user.id, {
        ...rest,
        image: imageKey ? { key: imageKey } : undefined,
      }),
    );
  }

  @Mutation(() => Boolean, { description: 'Records a visit of the association page' })
  async recordAssociationView(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<boolean> {
    await services.associations.recordView(user.id, input.associationId);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Public: records a button press on the invitation page' })
  async recordInvitationTraffic(
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => InvitationTrafficInput) input: InvitationTrafficInput,
  ): Promise<boolean> {
    await services.associations.recordInvitationTraffic(input);
    return true;
  }

  @Mutation(() => AssociationType, {
    description:
      "Administrators: a new secret address of the association's calendar feed (calendarFeedUrl); the old one answers 404",
  })
  async renewAssociationCalendarFeed(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => AssociationIdInput) input: AssociationIdInput,
  ): Promise<AssociationType> {
    await services.calendarFeed.renewAssociation(user.id, input.associationId);
    return AssociationType.from(await services.associations.require(input.associationId));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The secret address of all the association's shifts as an iCalendar feed (/calendar/{token}.ics, no login): for its administrators, null for anyone else",
  })
  async calendarFeedUrl(
    @Root() root: AssociationType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string | null> {
    return viewer ? services.calendarFeed.associationUrlFor(await viewer.get(), root.id) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The link of the association's group chat (WhatsApp, Telegram…): for its accepted volunteers and administrators, null for anyone else",
  })
  async messagingChannelUrl(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<string | null> {
    if (!root.messagingChannelUrl) return null;
    const viewer = await loaders.viewerStateByAssociation.load(root.id);
    return viewer.status === 'accepted' ? root.messagingChannelUrl : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The entity's codice fiscale, printed on its register of volunteers (docs/register.md): for its administrators, null for anyone else",
  })
  async fiscalCode(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<string | null> {
    const viewer = await loaders.viewerStateByAssociation.load(root.id);
    return viewer.seesLegalData ? root.fiscalCode : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Its number of entry in the RUNTS, printed on its register of volunteers: for its administrators, null for anyone else',
  })
  async runtsNumber(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<string | null> {
    const viewer = await loaders.viewerStateByAssociation.load(root.id);
    return viewer.seesLegalData ? root.runtsNumber : null;
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      'Whether a request made by accepting a waitlist offer is accepted at once (docs/waitlist.md): for its administrators, null for anyone else',
  })
  async autoAcceptWaitlist(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean | null> {
    const viewer = await loaders.viewerStateByAssociation.load(root.id);
    return viewer.isAdmin ? root.autoAcceptWaitlist : null;
  }

  @FieldResolver(() => SetupChecklistType, {
    nullable: true,
    description:
      "The association's first steps, each ticking itself (docs/association-first-steps.md): for its administrators, null for anyone else",
  })
  async setupChecklist(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<SetupChecklistType | null> {
    if (!(await loaders.viewerStateByAssociation.load(root.id)).isAdmin) return null;
    const checklist = await loaders.setupChecklistByAssociation.load(root.id);
    return checklist ? SetupChecklistType.from(checklist) : null;
  }

  @FieldResolver(() => [TopicType])
  async topics(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<TopicType[]> {
    return (await loaders.topicsByAssociation.load(root.id)).map((t) => TopicType.from(t));
  }

  @FieldResolver(() => Int)
  followers(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): number | Promise<number> {
    return root.followerCount ?? loaders.followersByAssociation.load(root.id);
  }

  @FieldResolver(() => Int, { description: "Likes on the association's events" })
  numberLike(@Root() root: AssociationType, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return loaders.likesByAssociation.load(root.id);
  }

  @FieldResolver(() => Boolean)
  async isFavourite(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean> {
    return (await loaders.viewerStateByAssociation.load(root.id)).isFavourite;
  }

  @FieldResolver(() => Boolean)
  async iAmVolunteer(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean> {
    return (await loaders.viewerStateByAssociation.load(root.id)).status === 'accepted';
  }

  @FieldResolver(() => Boolean)
  async iAmWaiting(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean> {
    return (await loaders.viewerStateByAssociation.load(root.id)).status === 'waiting';
  }

  @FieldResolver(() => Boolean)
  async iAmAdmin(
    @Root() root: AssociationType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean> {
    return (await loaders.viewerStateByAssociation.load(root.id)).isAdmin;
  }
}
