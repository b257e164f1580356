import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AuthSettings, RateLimit, RateLimitSettings } from './settings';

/** Counts requests in a sliding window; answers whether one more is allowed (and then counts it). */
export interface RateLimitStore {
  hit(key: string, limit: RateLimit): Promise<boolean>;
  close(): Promise<void>;
}

/** One process's counters: a log of request times per key. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const logs = new Map<string, number[]>();
  let hits = 0;
  const sweep = (time: number) => {
    for (const [key, log] of logs) {
      if (log.length === 0 || (log.at(-1) ?? 0) < time - 24 * 3_600_000) logs.delete(key);
    }
  };
  return {
    async hit(key, { burst, intervalMs }) {
      const time = now();
      if (++hits % 10_000 === 0) sweep(time);
      const log = (logs.get(key) ?? []).filter((at) => at > time - intervalMs);
      const allowed = log.length < burst;
      if (allowed) log.push(time);
      logs.set(key, log);
      return allowed;
    },
    async close() {
      logs.clear();
    },
  };
}

// A sorted set of request times per key, on the Redis server's clock so that every server agrees.
const SLIDING_WINDOW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1`;

/**
 * Counters shared by every server using the same Redis. When Redis cannot be reached a request is let
 * through (and a warning logged): the limits protect against abuse, they must not take sign-in down.
 */
export function createRedisStore(
  url: string,
  log: FastifyBaseLogger,
  prefix = 'rampa:auth:rate:',
): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'the rate-limit Redis failed'));
  const connected = redis.connect().catch((error: unknown) => {
    log.warn({ err: error }, 'the rate-limit Redis could not be reached; limits are not enforced');
  });
  return {
    async hit(key, { burst, intervalMs }) {
      await connected;
      try {
        const result = await redis.eval(
          SLIDING_WINDOW,
          1,
          `${prefix}${key}`,
          intervalMs,
          burst,
          randomUUID(),
        );
        return result === 1;
      } catch (error) {
        log.warn({ err: error }, 'a rate-limit check failed; the request is let through');
        return true;
      }
    },
    async close() {
      await connected;
      redis.disconnect();
    },
  };
}

type LimitName = 'global' | 'bruteForce' | 'emails' | 'sms' | 'signups';

const EMAIL_PATHS = new Set([
  '/signin/passwordless/email',
  '/signin/otp/email',
  '/user/email/change',
  '/user/password/reset',
]);
// These send e-mail only when addresses must be verified.
const VERIFICATION_EMAIL_PATHS = new Set([
  '/user/email/send-verification-email',
  '/signup/email-password',
  '/user/deanonymize',
]);
const UNLIMITED_PATHS = new Set(['/healthz', '/.well-known/jwks.json', '/version']);

/** The limits a request path (below the auth prefix) counts against, as hasura-auth assigns them. */
export function limitsFor(path: string, settings: Pick<AuthSettings, 'emailVerifiedRequired'>): LimitName[] {
  if (UNLIMITED_PATHS.has(path)) return [];
  const names: LimitName[] = ['global'];
  if (
    path.startsWith('/signin') ||
    path.startsWith('/elevate') ||
    path.endsWith('/verify') ||
    path.endsWith('/otp')
  ) {
    names.push('bruteForce');
  }
  if (EMAIL_PATHS.has(path) || (settings.emailVerifiedRequired && VERIFICATION_EMAIL_PATHS.has(path))) {
    names.push('emails');
  }
  if (path === '/signin/passwordless/sms') names.push('sms');
  if (path.startsWith('/signup')) names.push('signups');
  return names;
}

/**
 * Hasura-auth's rate limits on the routes of `app` (the auth plugin): per client IP, each limit a sliding
 * window; a request over any limit gets 429 with an empty body.
 */
export function registerRateLimits(
  app: FastifyInstance,
  settings: AuthSettings,
  store: RateLimitStore,
): void {
  const limits: RateLimitSettings = settings.rateLimit;
  const prefix = app.prefix;
  app.addHook('onClose', () => store.close());
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.slice(prefix.length);
    const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
    for (const name of limitsFor(path, settings)) {
      const limit = limits[name];
      const client = name === 'emails' && limits.emailsIsGlobal ? 'all' : request.ip;
      if (!(await store.hit(`${name}:${client}`, limit))) {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(limit.intervalMs / 1000)))
          .send();
      }
    }
  });
}
