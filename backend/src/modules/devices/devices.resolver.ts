import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../auth/auth.types';
import { RegisterDeviceInput, UnregisterDeviceInput } from './dto/device.input';
import { DeviceType } from './dto/device.type';

@Resolver()
export class DevicesResolver {
  @Query(() => String, {
    description: 'The VAPID public key browsers subscribe with (applicationServerKey)',
  })
  pushPublicKey(@Ctx() { services }: GraphQLContext): string {
    return services.devices.publicKey();
  }

  @Query(() => Boolean, {
    description: "Whether this push endpoint is registered to the caller (another person's: false)",
  })
  isDeviceRegistered(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('endpoint') endpoint: string,
  ): Promise<boolean> {
    return services.devices.isRegistered(user.id, endpoint);
  }

  @Query(() => String, {
    nullable: true,
    description: 'The messaging channel of the Home banner (MESSAGING_CHANNEL_URL); null: none',
  })
  messagingChannelUrl(@Ctx() { services }: GraphQLContext): string | null {
    return services.devices.messagingChannelUrl();
  }

  @Mutation(() => DeviceType, {
    description:
      "Registers the browser's push subscription for the caller (an endpoint registered by someone else moves to the caller)",
  })
  registerDevice(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => RegisterDeviceInput) input: RegisterDeviceInput,
  ): Promise<DeviceType> {
    return services.devices.register(user.id, {
      endpoint: input.endpoint,
      keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
  }

  @Mutation(() => Boolean, {
    description: "Removes the caller's subscription with this endpoint; false when there was none",
  })
  unregisterDevice(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => UnregisterDeviceInput) input: UnregisterDeviceInput,
  ): Promise<boolean> {
    return services.devices.unregister(user.id, input.endpoint);
  }
}
