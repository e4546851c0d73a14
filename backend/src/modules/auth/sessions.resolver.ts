import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload } from '../../common/dto/message-payload.type';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { AUTH_MESSAGES } from './auth.errors';
import type { AuthUser } from './auth.types';
import { EndSessionInput, SessionType } from './dto/session.type';

const toType = (session: SessionType) => Object.assign(new SessionType(), session);

/** The viewer's sessions (settings) and the ways to end them (docs/sessions.md). */
@Resolver()
export class SessionsResolver {
  @Query(() => [SessionType], { description: "The viewer's sessions, most recently used first" })
  async sessions(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<SessionType[]> {
    return (await services.sessions.list(user)).map(toType);
  }

  @Mutation(() => MessagePayload, {
    description: "Ends this request's session: its token is refused from now on",
  })
  async logout(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<MessagePayload> {
    await services.sessions.end(user, user.sessionId);
    return MessagePayload.of(AUTH_MESSAGES.loggedOut);
  }

  @Mutation(() => MessagePayload, {
    description: "Ends one of the viewer's sessions (e.g. a lost phone's), closing its sockets",
  })
  async endSession(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EndSessionInput) input: EndSessionInput,
  ): Promise<MessagePayload> {
    await services.sessions.end(user, input.id);
    return MessagePayload.of(AUTH_MESSAGES.loggedOut);
  }

  @Mutation(() => MessagePayload, {
    description: '"Esci da tutti i dispositivi": ends every session of the viewer, this one too',
  })
  async logoutEverywhere(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<MessagePayload> {
    await services.sessions.endEverywhere(user);
    return MessagePayload.of(AUTH_MESSAGES.loggedOutEverywhere);
  }
}
