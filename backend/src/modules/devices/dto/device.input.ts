import { Field, InputType } from 'type-graphql';

@InputType({ description: "The browser's push subscription keys (base64url)" })
export class PushKeysInput {
  @Field({ description: 'P-256 public key of the browser (65 bytes, base64url)' })
  p256dh: string;

  @Field({ description: '16-byte authentication secret (base64url)' })
  auth: string;
}

@InputType({ description: 'A PushSubscription as the browser serializes it (toJSON)' })
export class RegisterDeviceInput {
  @Field({ description: "The push service's URL for this browser (https, public address)" })
  endpoint: string;

  @Field(() => PushKeysInput)
  keys: PushKeysInput;
}

@InputType()
export class UnregisterDeviceInput {
  @Field()
  endpoint: string;
}
