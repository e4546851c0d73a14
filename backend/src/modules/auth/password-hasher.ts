import argon2 from 'argon2';
import crypto from 'node:crypto';
import { PASSWORD_SYMBOLS } from '@insieme/schema';

/** argon2id at OWASP's minimum (19 MiB, t = 2, p = 1): one hash takes well under a second. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Hashed once; verified against when the e-mail is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export async function burnDummyVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** A random password that satisfies the shared password rule (mailed after a reset). */
export function generatePassword(length = 12): string {
  const pick = (alphabet: string) => alphabet[crypto.randomInt(alphabet.length)];
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const required = [pick(upper), pick(lower), pick(digits), pick(PASSWORD_SYMBOLS)];
  const all = upper + lower + digits;
  const rest = Array.from({ length: length - required.length }, () => pick(all));
  const chars = [...required, ...rest];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
