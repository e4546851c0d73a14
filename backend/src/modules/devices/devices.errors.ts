/** Message keys of the devices domain (Italian texts in @insieme/schema messages). */
export const DEVICE_ERRORS = {
  /** not https, or a private / loopback / link-local… address (docs/web-push.md) */
  endpointNotAllowed: 'device.endpoint_not_allowed',
  /** keys that are not a P-256 public key and a 16-byte secret (base64url) */
  keysNotValid: 'device.keys_not_valid',
  mandatory: 'validation.mandatory',
  maxLength: 'validation.max_length',
} as const;

/** Keys of the confirmations sent with a successful write (spec §7 `message`). */
export const DEVICE_MESSAGES = {
  registered: 'device.registered',
  unregistered: 'device.unregistered',
} as const;

/** The longest endpoint accepted (push services use a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 2048;
