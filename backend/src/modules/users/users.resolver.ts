import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { notFound } from '../../common/app-error';
import { MessagePayload } from '../../common/dto/message-payload.type';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../auth/auth.types';
import { EventTypeType } from '../catalog/dto/event-type.type';
import { DataExportResult } from './dto/data-export.type';
import { MailPreferencesType } from './dto/mail-preferences.type';
import { UpdateMailPreferencesInput } from './dto/update-mail-preferences.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import { UserType } from './dto/user.type';
import { USER_ERRORS, USER_MESSAGES } from './users.errors';

@Resolver(() => UserType)
export class UsersResolver {
  @Query(() => UserType, { description: 'The signed-in user' })
  async me(@CurrentUser() user: AuthUser, @Ctx() { loaders }: GraphQLContext): Promise<UserType> {
    // the frame's one statement, shared with unreadNotificationCount; isAdmin comes with it
    const shell = await loaders.viewerShell.load(user.id);
    if (!shell) throw notFound(USER_ERRORS.notFound);
    loaders.isAdminByUser.prime(user.id, shell.isAdmin);
    return UserType.from(shell.user);
  }

  @Mutation(() => UserType)
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
  ): Promise<UserType> {
    const updated = await services.users.updateProfile(user.id, {
      name: input.name,
      surname: input.surname,
      phone: input.phone,
      birthDate: input.birthDate,
      image: input.imageKey ? { key: input.imageKey } : undefined,
      removeImage: input.removeImage,
      preferences: input.preferences,
      registerData: {
        fiscalCode: input.fiscalCode,
        birthPlace: input.birthPlace,
        residence: input.residence,
        domicile: input.domicile,
      },
    });
    return UserType.from(updated);
  }

  @Mutation(() => DataExportResult, {
    description:
      '"Scarica i miei dati": all my data as a JSON text when small; past DATA_EXPORT_INLINE_ROWS rows the export is built by a job and its link mailed (the same as GET /api/user/export)',
  })
  async exportMyData(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<DataExportResult> {
    const answer = await services.dataExport.request(user.id);
    // who downloaded what (issue 31): the data leaves the app now (a queued one, by its link)
    if (answer.kind === 'ready')
      await services.accessLog.record({
        userId: user.id,
        associationId: null,
        what: 'data_export',
        format: 'json',
        period: null,
      });
    return DataExportResult.from(answer);
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes the account at once; the entries of registers of volunteers stay, a legal record of the associations (myRegisterAssociations names them)',
  })
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<MessagePayload> {
    await services.users.deleteAccount(user.id);
    return MessagePayload.of(USER_MESSAGES.deleted);
  }

  @Mutation(() => UserType, {
    description: 'A new secret calendar feed address (calendarFeedUrl); the old one answers 404',
  })
  async renewCalendarFeed(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<UserType> {
    await services.calendarFeed.renew(user.id);
    return UserType.from(await services.users.get(user.id));
  }

  @Mutation(() => UserType, {
    description:
      'Which kinds of automatic messages also come by e-mail; only the named choices change',
  })
  async updateMailPreferences(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => UpdateMailPreferencesInput) input: UpdateMailPreferencesInput,
  ): Promise<UserType> {
    return UserType.from(
      await services.users.updateMailPreferences(user.id, {
        notices: input.notices,
        reminders: input.reminders,
        adminNotices: input.adminNotices,
        waitlist: input.waitlist,
      }),
    );
  }

  @FieldResolver(() => MailPreferencesType, {
    nullable: true,
    description:
      'Which kinds of automatic messages also come by e-mail: my own profile only (me, login), else null',
  })
  mailPreferences(
    @Root() root: UserType,
    @Ctx() { user }: GraphQLContext,
  ): MailPreferencesType | null {
    // a User is only ever the signed-in person's own profile (the login payload's before the
    // token exists); should another person's ever be served, their choices stay private
    if (!root.ownMailPreferences || (user && user.id !== root.id)) return null;
    return MailPreferencesType.of(root.ownMailPreferences);
  }

  @FieldResolver(() => String, {
    description:
      'The secret address of my shifts as an iCalendar feed (/calendar/{token}.ics, no login)',
  })
  calendarFeedUrl(@Root() root: UserType, @Ctx() { services }: GraphQLContext): Promise<string> {
    return services.calendarFeed.url(root.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'True while the user administers at least one association',
  })
  isAdmin(@Root() root: UserType, @Ctx() { loaders }: GraphQLContext): Promise<boolean> {
    return loaders.isAdminByUser.load(root.id);
  }

  @FieldResolver(() => [EventTypeType])
  preferences(
    @Root() root: UserType,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<EventTypeType[]> {
    return loaders.preferencesByUser.load(root.id);
  }
}
