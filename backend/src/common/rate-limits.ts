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
 * Named limits (per IP, per e-mail) in memory, or in Redis when REDIS_URL is set so that
 * several instances share the counters.
 */
export class RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();

  constructor(rules: Config['rateLimits'], redis?: Redis) {
    for (const [name, rule] of Object.entries(rules) as [
      RateLimitName,
      Config['rateLimits'][RateLimitName],
    ][]) {
      const options = {
        keyPrefix: `rl:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      this.limiters.set(
        name,
        redis
          ? new RateLimiterRedis({ ...options, storeClient: redis })
          : new RateLimiterMemory(options),
      );
    }
  }

  private limiter(name: RateLimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Counts one attempt; refuses with 429 once the limit is passed. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error);
      throw error;
    }
  }

  /** Refuses with 429 if the key has already used all its points, without counting. */
  async check(name: RateLimitName, key: string): Promise<void> {
    const limiter = this.limiter(name);
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) throw tooMany(state);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }
}

function tooMany(state: RateLimiterRes): AppError {
  return new AppError('TOO_MANY_REQUESTS', 'auth.too_many_requests', {
    retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
  });
}
