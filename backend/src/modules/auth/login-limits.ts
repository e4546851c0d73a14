import type { RateLimitName, RateLimits } from '../../common/rate-limits';

/** One login attempt as the limits see it (docs/rate-limits.md). */
export interface LoginAttempt {
  email: string;
  ip: string;
  /** The nonce of a valid device cookie for this e-mail, or null: a stranger. */
  device: string | null;
}

const strangerLimits = ({ email, ip }: LoginAttempt): [RateLimitName, string][] => [
  ['loginPerIp', ip],
  ['loginPerEmailIp', `${email} ${ip}`],
  ['loginPerAccount', email],
];

/**
 * Takes the attempt's points before the password is checked (a burst of concurrent guesses cannot
 * slip under a limit) and returns the attempt as counted. A device that logged in to this account
 * before counts in its own bucket only, so the account's lock-out, which strangers can reach, does
 * not keep the owner out; once that bucket is spent the cookie is a stranger's (OWASP's rule), so
 * a stolen cookie buys no more guesses than an address does. Strangers all fall under the three
 * limits: per (e-mail, IP), per IP, per account (429 when one refuses).
 */
export async function countLoginAttempt(
  limits: RateLimits,
  attempt: LoginAttempt,
): Promise<LoginAttempt> {
  if (attempt.device && (await limits.tryConsume('loginPerDevice', attempt.device))) return attempt;
  const stranger = { ...attempt, device: null };
  await limits.consumeAll(strangerLimits(stranger));
  return stranger;
}

/** A right password: the attempt did not count; the pair's (or the device's) failures are forgotten. */
export async function forgiveLoginAttempt(
  limits: RateLimits,
  attempt: LoginAttempt,
): Promise<void> {
  if (attempt.device) return limits.reset('loginPerDevice', attempt.device);
  const [perIp, pair, perAccount] = strangerLimits(attempt);
  await Promise.all([limits.refund(...perIp), limits.reset(...pair), limits.refund(...perAccount)]);
}
