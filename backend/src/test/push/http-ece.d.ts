/** The part of http_ece (web-push's own encryption library) the push tests use to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    content: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
