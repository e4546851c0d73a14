import crypto from 'node:crypto';
import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError } from './app-error';

export type RateLimitName = keyof Config['rateLimits'];

/**
 * The key prefix of one deployment: RATE_LIMIT_PREFIX, or else a digest of the database's host,
 * port and name. Instances of one deployment share their database, hence their counters; two
 * deployments (or two test runs) sharing one Redis do not.
 */
export function rateLimitPrefix(explicit: string | undefined, databaseUrl: string | undefined) {
  if (explicit) return explicit;
  if (!databaseUrl) return 'insieme';
  let identity = databaseUrl;
  try {
    const url = new URL(databaseUrl);
    identity = `${url.hostname}:${url.port}${url.pathname}`;
  } catch {
    /* not a URL: the whole string identifies the database */
  }
  return `insieme:${crypto.createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

/**
 * Named limits (per IP, per e-mail, per pair) in memory, or in Redis when REDIS_URL is set so that
 * several instances share the counters. What each limit counts is the caller's choice: see
 * docs/rate-limits.md.
 */
export class RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();

  constructor(rules: Config['rateLimits'], options: { redis?: Redis; prefix: string }) {
    for (const [name, rule] of Object.entries(rules) as [
      RateLimitName,
      Config['rateLimits'][RateLimitName],
    ][]) {
      const settings = {
        keyPrefix: `${options.prefix}:rl:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      this.limiters.set(
        name,
        options.redis
          ? new RateLimiterRedis({ ...settings, storeClient: options.redis })
          : new RateLimiterMemory(settings),
      );
    }
  }

  private limiter(name: RateLimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Counts one point; refuses with 429 once the limit is passed. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    await this.consumeAll([[name, key]]);
  }

  /**
   * Counts one point on each limit, all or nothing: when one refuses, the points already taken
   * from the others are given back and the answer is 429 with the refusing limit's wait. Taking the points
   * before the work (and refunding on success) keeps a burst of concurrent requests within the
   * limit, which a check-then-count would not.
   */
  async consumeAll(entries: [RateLimitName, string][]): Promise<void> {
    const taken: [RateLimitName, string][] = [];
    for (const [name, key] of entries) {
      try {
        await this.limiter(name).consume(key);
        taken.push([name, key]);
      } catch (error) {
        await Promise.all(taken.map(([n, k]) => this.refund(n, k)));
        if (error instanceof RateLimiterRes) throw tooMany(error);
        throw error;
      }
    }
  }

  /**
   * Counts one point if the limit still allows it; false once it is passed (no 429: the caller
   * falls back to another rule, as a device cookie whose own bucket is spent falls back to the
   * limits of strangers).
   */
  async tryConsume(name: RateLimitName, key: string): Promise<boolean> {
    try {
      await this.limiter(name).consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Gives back one point (an attempt that turned out not to count, e.g. a right password). */
  async refund(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).reward(key, 1);
  }

  /** Forgets the key's count. */
  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }
}

function tooMany(state: RateLimiterRes): AppError {
  return new AppError('TOO_MANY_REQUESTS', 'auth.too_many_requests', {
    retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
  });
}
