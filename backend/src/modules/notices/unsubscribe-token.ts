import crypto from 'node:crypto';
import { MAIL_CATEGORIES, type MailCategory } from './notice-kinds';

/**
 * The signed token of a mail's unsubscribe link: `{userId}.{category}.{mac}`, the MAC an
 * HMAC-SHA256 (128 bits kept) under a key derived from the server secret. It needs no login and
 * never expires (an old mail's link must still work); it can only turn one kind of mail off for
 * one person, so it carries nothing worth stealing.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('insieme:unsubscribe').digest();
  }

  private mac(userId: number, category: MailCategory): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${userId}:${category}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  sign(userId: number, category: MailCategory): string {
    return `${userId}.${category}.${this.mac(userId, category)}`;
  }

  /** The person and category a genuine token names; null for anything else. */
  verify(token: string): { userId: number; category: MailCategory } | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z]+)\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const category = match[2] as MailCategory;
    if (!MAIL_CATEGORIES.includes(category) || userId > 2 ** 31 - 1) return null;
    const expected = Buffer.from(this.mac(userId, category));
    const given = Buffer.from(match[3]);
    return crypto.timingSafeEqual(expected, given) ? { userId, category } : null;
  }
}
