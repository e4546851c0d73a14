import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { formatMessage } from '@insieme/schema';
import { MessagePayload } from '../../common/dto/message-payload.type';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { UserType } from '../users/dto/user.type';
import type { SignedIn } from './auth.service';
import type { AuthUser } from './auth.types';
import { AuthPayload, RegistrationPayload } from './dto/auth-payload.type';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  TokenInput,
} from './dto/auth.inputs';
import { AUTH_MESSAGES } from './auth.errors';

const toPayload = ({ accessToken, user }: SignedIn): AuthPayload =>
  Object.assign(new AuthPayload(), { accessToken, user: UserType.from(user) });

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload)
  async login(
    @Ctx() { services, ip, userAgent, device }: GraphQLContext,
    @Arg('input', () => LoginInput) input: LoginInput,
  ): Promise<AuthPayload> {
    const signedIn = await services.auth.login(input, ip, {
      userAgent,
      presentedCookies: device?.presented,
    });
    device?.keep(signedIn.deviceCookie);
    return toPayload(signedIn);
  }

  @Mutation(() => RegistrationPayload)
  async register(
    @Ctx() { services, ip }: GraphQLContext,
    @Arg('input', () => RegisterInput) input: RegisterInput,
  ): Promise<RegistrationPayload> {
    const { email } = await services.auth.register(input, ip);
    return Object.assign(new RegistrationPayload(), {
      email,
      message: formatMessage(AUTH_MESSAGES.registrationDone),
    });
  }

  @Mutation(() => MessagePayload, {
    description: 'Confirms the address from the mailed link /confirm-registration/{token}',
  })
  async confirmRegistration(
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => TokenInput) input: TokenInput,
  ): Promise<MessagePayload> {
    await services.auth.confirmRegistration(input.token);
    return MessagePayload.of(AUTH_MESSAGES.registrationConfirmed);
  }

  @Mutation(() => MessagePayload, {
    description: 'Always answers the same, whether the address exists or not',
  })
  async forgotPassword(
    @Ctx() { services, ip }: GraphQLContext,
    @Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput,
  ): Promise<MessagePayload> {
    await services.auth.forgotPassword(input, ip);
    return MessagePayload.of(AUTH_MESSAGES.resetMailSent);
  }

  @Mutation(() => MessagePayload, {
    description: 'From the mailed link /confirm-forget-password/{token}: mails a new password',
  })
  async resetPassword(
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => TokenInput) input: TokenInput,
  ): Promise<MessagePayload> {
    await services.auth.resetPassword(input.token);
    return MessagePayload.of(AUTH_MESSAGES.newPasswordSent);
  }

  @Mutation(() => AuthPayload, {
    description: 'Returns a fresh token: tokens issued before the change are refused',
  })
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Ctx() { services, userAgent }: GraphQLContext,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<AuthPayload> {
    return toPayload(await services.auth.changePassword(user.id, input, userAgent));
  }
}
