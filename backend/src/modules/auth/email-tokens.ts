import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';

const TTL_HOURS: Record<EmailTokenPurpose, number> = {
  confirm_registration: 7 * 24,
  reset_password: 2,
};

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Creates a link token; the raw value goes only into the mail. */
export async function createEmailToken(
  em: EntityManager,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await em.getRepository(EmailToken).insert({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TTL_HOURS[purpose] * 3600_000),
  });
  return token;
}

/**
 * Locks and returns the token row for this purpose, or null when unknown, expired or (unless
 * `allowUsed`) already used. Call inside a transaction.
 */
export async function lockEmailToken(
  em: EntityManager,
  token: string,
  purpose: EmailTokenPurpose,
  options: { allowUsed?: boolean } = {},
): Promise<EmailToken | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await em
    .getRepository(EmailToken)
    .createQueryBuilder('t')
    .setLock('pessimistic_write')
    .where('t.tokenHash = :hash AND t.purpose = :purpose', { hash: sha256(token), purpose })
    .getOne();
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  if (row.usedAt && !options.allowUsed) return null;
  return row;
}
