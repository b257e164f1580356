import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSettings, RateLimit, RateLimitSettings } from './settings';

/** Counts events in a sliding window per key. */
export interface RateLimitStore {
  /** Whether one more is allowed, and then counts it. */
  hit(key: string, limit: RateLimit): Promise<boolean>;
  /** Whether one more would be allowed, counting nothing. */
  peek(key: string, limit: RateLimit): Promise<boolean>;
  /** Counts one. */
  add(key: string, limit: RateLimit): Promise<void>;
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
  const current = (key: string, intervalMs: number) => {
    const time = now();
    if (++hits % 10_000 === 0) sweep(time);
    const log = (logs.get(key) ?? []).filter((at) => at > time - intervalMs);
    logs.set(key, log);
    return { log, time };
  };
  return {
    async hit(key, { burst, intervalMs }) {
      const { log, time } = current(key, intervalMs);
      const allowed = log.length < burst;
      if (allowed) log.push(time);
      return allowed;
    },
    async peek(key, { burst, intervalMs }) {
      return current(key, intervalMs).log.length < burst;
    },
    async add(key, { intervalMs }) {
      const { log, time } = current(key, intervalMs);
      log.push(time);
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

// The same window, only looked at (ARGV[3] empty) or only added to (ARGV[3] a unique member).
const WINDOW_PEEK_OR_ADD = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if ARGV[3] == '' then
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
  return 1
end
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
  // ioredis is imported only here, when a Redis URL is configured: a single server does not load it.
  const connected = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => log.warn({ err: error }, 'the rate-limit Redis failed'));
    return redis.connect().then(
      () => redis,
      (error: unknown) => {
        log.warn({ err: error }, 'the rate-limit Redis could not be reached; limits are not enforced');
        return redis;
      },
    );
  });
  return {
    async hit(key, { burst, intervalMs }) {
      const redis = await connected;
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
    async peek(key, { burst, intervalMs }) {
      const redis = await connected;
      try {
        return (await redis.eval(WINDOW_PEEK_OR_ADD, 1, `${prefix}${key}`, intervalMs, burst, '')) === 1;
      } catch (error) {
        log.warn({ err: error }, 'a rate-limit check failed; the request is let through');
        return true;
      }
    },
    async add(key, { burst, intervalMs }) {
      const redis = await connected;
      try {
        await redis.eval(WINDOW_PEEK_OR_ADD, 1, `${prefix}${key}`, intervalMs, burst, randomUUID());
      } catch (error) {
        log.warn({ err: error }, 'a failed attempt could not be counted');
      }
    },
    async close() {
      (await connected).disconnect();
    },
  };
}

type LimitName = 'global' | 'bruteForce' | 'emails' | 'sms' | 'signups';

/**
 * The route a request is for, as the router sees it: percent-decoded, slashes collapsed and dot segments
 * resolved, without the query. `/v1/%61uth/./signin//email-password?x` is `/v1/auth/signin/email-password`.
 */
export function normalisedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0]!;
  let decoded = raw;
  // Decoded until stable, so that double encoding cannot hide a segment either.
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The account a sign-in names (its e-mail or phone number, lower case), when the body names one. */
function accountOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { email, phoneNumber } = body as Record<string, unknown>;
  const name = typeof email === 'string' ? email : typeof phoneNumber === 'string' ? phoneNumber : undefined;
  const normalised = name?.trim().toLowerCase();
  return normalised === undefined || normalised === '' || normalised.length > 320 ? undefined : normalised;
}

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
 * window; a request over any limit gets 429 with an empty body. The route is the one the router matched (so
 * percent-encoding or dot segments in the path cannot dodge a limit). The brute-force limit counts failed
 * attempts only (a 4xx answer), per address and, separately, per account named in the body: an office
 * behind one address is not locked out by its own good sign-ins, and one account is not guessed at from
 * many addresses.
 */
export function registerRateLimits(
  app: FastifyInstance,
  settings: AuthSettings,
  store: RateLimitStore,
): void {
  const limits: RateLimitSettings = settings.rateLimit;
  const prefix = app.prefix;
  app.addHook('onClose', () => store.close());
  const tooMany = (reply: FastifyReply, limit: RateLimit) =>
    reply
      .code(429)
      .header('retry-after', String(Math.ceil(limit.intervalMs / 1000)))
      .send();
  const pathOf = (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? normalisedPath(request.url);
    const path = normalisedPath(route);
    return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path === prefix ? '/' : path;
  };
  const bruteForceKeys = (request: FastifyRequest) => {
    const account = accountOf(request.body);
    return [
      { key: `bruteForce:${request.ip}`, limit: limits.bruteForce },
      ...(account !== undefined
        ? [{ key: `bruteForceAccount:${account}`, limit: limits.bruteForceAccount }]
        : []),
    ];
  };

  app.addHook('onRequest', async (request, reply) => {
    const names = limitsFor(pathOf(request), settings);
    for (const name of names) {
      if (name === 'bruteForce') {
        // Checked (not counted) here for the address; the account is known once the body is read.
        if (!(await store.peek(`bruteForce:${request.ip}`, limits.bruteForce))) {
          return tooMany(reply, limits.bruteForce);
        }
        continue;
      }
      const limit = limits[name];
      const client = name === 'emails' && limits.emailsIsGlobal ? 'all' : request.ip;
      if (!(await store.hit(`${name}:${client}`, limit))) return tooMany(reply, limit);
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!limitsFor(pathOf(request), settings).includes('bruteForce')) return;
    for (const { key, limit } of bruteForceKeys(request)) {
      if (!(await store.peek(key, limit))) return tooMany(reply, limit);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || status === 429) return;
    if (!limitsFor(pathOf(request), settings).includes('bruteForce')) return;
    for (const { key, limit } of bruteForceKeys(request)) await store.add(key, limit);
  });
}
