import crypto from 'node:crypto';

/**
 * The signed token of a waitlist offer's mail links (issue 21): `{entryId}.{mac}`, the MAC an
 * HMAC-SHA256 (128 bits kept) under a key derived from the server secret, apart from the
 * unsubscribe key. It needs no login; it names one queue entry, and an entry holds at most one
 * offer in its life (answered, expired or left, the entry is gone), so the link works once and
 * not after its offer's deadline — the service checks that, not the token.
 */
export class OfferLinkTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('insieme:waitlist-offer').digest();
  }

  private mac(entryId: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`waitlist-offer:${entryId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  sign(entryId: number): string {
    return `${entryId}.${this.mac(entryId)}`;
  }

  /** The entry a genuine token names; null for anything else. */
  verify(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    const entryId = Number(match[1]);
    if (entryId > 2 ** 31 - 1) return null;
    const expected = Buffer.from(this.mac(entryId));
    const given = Buffer.from(match[2]);
    return crypto.timingSafeEqual(expected, given) ? entryId : null;
  }
}
