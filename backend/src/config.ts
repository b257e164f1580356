import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_HASH_SLOTS } from './auth/hash-slots';
import { parseJwtSecret, type JwtSecret } from './auth/jwt-secret';
import { readAuthSettings, type AuthSettings } from './auth/settings';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A caller's transforms wait in line (one runs at a time), so the queue's length only bounds what one caller may
 * park on the server; it must hold a page of thumbnails, which the browser asks for together: six at a time over
 * HTTP/1.1, all of them at once over HTTP/2, all from one address for presigned URLs (no user). The product list's
 * largest page is 100 rows. At 4 (before), a list page with more than four pictures not yet transformed got 429s
 * for the rest, which an <img> shows as a broken image and never retries.
 */
export const DEFAULT_TRANSFORM_QUEUE_PER_CALLER = 100;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every setting of the backend, read from the environment by `loadConfig`. */
export interface Config {
  port: number;
  host: string;
  /** Where browsers reach this server, without a trailing slash. */
  publicUrl: string;
  /**
   * Whether RAMPA_PUBLIC_URL set `publicUrl`. When it did not, `publicUrl` is only HOST and PORT's guess
   * (`http://localhost:4000`), and a URL handed back to a browser in answer to its request (a presigned storage
   * URL) uses the origin that browser reached instead: see http/public-origin.ts.
   */
  publicUrlConfigured: boolean;
  /** The public base URL of the auth API (Nhost's AUTH_SERVER_URL). */
  authServerUrl: string;
  /** Holds the embedded database, the generated secrets and the demo password. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** When absent (embedded mode only) one is generated into `dataDir`. */
  adminSecret?: string;
  /** When absent (embedded mode only) an HS256 key is generated into `dataDir`. */
  jwtSecret?: JwtSecret;
  unauthorizedRole?: string;
  devMode: boolean;
  /** Whether the demo organization and its five users are ensured at start. */
  demoSeed: boolean;
  /** When absent a password is generated once into `dataDir`. */
  demoPassword?: string;
  projectDir: string;
  appDist: string;
  /** Nhost functions served at /v1/functions/<path>. */
  functionsDir: string;
  accessTokenExpiresIn: number;
  refreshTokenExpiresIn: number;
  /** Seconds a rotated-away refresh token still answers with its successor instead of revoking; 0 never. */
  refreshTokenReuseInterval: number;
  logLevel: LogLevel;
  /** RAMPA_REQUEST_LOG_SAMPLE: the share (0–1) of successful, fast requests logged at `info`; 0 none. */
  requestLogSample: number;
  storage: StorageConfig;
  /** The `AUTH_*` settings of `/v1/auth`. */
  auth: AuthSettings;
  /** RAMPA_STATEMENT_TIMEOUT: the longest one database statement may run, in milliseconds; 0 none. */
  statementTimeoutMs: number;
  /** The `RAMPA_GRAPHQL_*` limits of `/v1/graphql` (see readGraphqlSettings). */
  graphql: GraphqlSettings;
  /** RAMPA_INSTANCE_NAME: sent as `x-rampa-instance` on every answer, naming the process behind a load balancer. */
  instanceName?: string;
  /** RAMPA_DRAIN_DELAY_MS: after SIGTERM, how long `/healthz` fails before the process stops listening. */
  drainDelayMs: number;
  /** RAMPA_PASSWORD_HASH_SLOTS: how many password hashes (sign-in, sign-up, password change) run at once. */
  passwordHashSlots: number;
}

/** Where uploaded files live: a folder (the default) or an S3-compatible bucket. */
export type StorageDriverConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** e.g. `http://127.0.0.1:9000` for MinIO; absent means AWS (`https://s3.<region>.amazonaws.com`). */
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Key prefix inside the bucket, without slashes at the ends; may be empty. */
      rootFolder: string;
      /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`; the default with an endpoint. */
      forcePathStyle: boolean;
    };

/** The storage API's settings; each bucket's size limits and cache control are rows of `storage.buckets`. */
export interface StorageConfig {
  driver: StorageDriverConfig;
  /** Signs presigned URLs (STORAGE_SIGNING_SECRET, required with DATABASE_URL); when absent (embedded mode) one is generated once into `dataDir`. */
  signingSecret?: string;
  /** Images with more pixels than this are not decoded for a transform (decompression bombs). */
  maxImagePixels: number;
  /** How many image transforms run at once. */
  transformConcurrency: number;
  /** Transformed images with more pixels are refused (STORAGE_MAX_TRANSFORM_OUTPUT_PIXELS). */
  maxTransformOutputPixels: number;
  /** A transform running longer is stopped (STORAGE_TRANSFORM_TIMEOUT, seconds). */
  transformTimeoutSeconds: number;
  /**
   * Transforms one user (or address) may have waiting or running (STORAGE_TRANSFORM_QUEUE_PER_USER): at least a
   * page of thumbnails, which a browser asks for together (DEFAULT_TRANSFORM_QUEUE_PER_CALLER).
   */
  transformQueuePerUser: number;
  /** Memory kept for transformed images, in bytes. */
  transformCacheBytes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/** Whether a listen address is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}

type Env = Readonly<Record<string, string | undefined>>;

const MAX_SECONDS = 2 ** 31 - 1;
// Within the interval a stolen refresh token passes for a second tab: seconds are enough, minutes the most.
const MAX_REUSE_INTERVAL = 300;
const ROLE_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Reads and validates every setting; an empty variable counts as unset. Throws a ConfigError with one
 * line per bad value. Messages quote plain values but never secrets or connection strings.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const raw = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const text = (name: string) => raw(name)?.trim();
  const quoted = (name: string) => JSON.stringify(env[name]);

  const integer = (name: string, fallback: number, min: number, max: number, what = 'an integer') => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
    problems.push(`${name} must be ${what} ${min}–${max}, got ${quoted(name)}`);
    return fallback;
  };
  const boolean = (name: string, fallback: boolean) => {
    const value = text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    problems.push(`${name} must be true or false, got ${quoted(name)}`);
    return fallback;
  };
  // npm runs workspace scripts inside the workspace; a relative path means the folder npm was started in.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const path = (name: string, fallback: string) => {
    const value = text(name);
    if (value === undefined) return fallback;
    return isAbsolute(value) ? value : resolve(baseDir, value);
  };
  const httpUrl = (name: string, fallback: string) => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)) return value.replace(/\/+$/, '');
    problems.push(`${name} must be an http:// or https:// URL, got ${quoted(name)}`);
    return fallback;
  };

  const readStorageConfig = (): StorageConfig => {
    const dataDir = path('RAMPA_DATA_DIR', resolve(repoRoot, '.data'));
    const bucket = text('S3_BUCKET');
    let driver: StorageDriverConfig = { kind: 'local', dir: path('STORAGE_DIR', join(dataDir, 'storage')) };
    if (bucket !== undefined) {
      const accessKeyId = raw('S3_ACCESS_KEY');
      const secretAccessKey = raw('S3_SECRET_KEY');
      if (accessKeyId === undefined || secretAccessKey === undefined) {
        problems.push('S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_BUCKET');
      }
      const endpoint = text('S3_ENDPOINT') === undefined ? undefined : httpUrl('S3_ENDPOINT', '');
      driver = {
        kind: 's3',
        ...(endpoint && { endpoint }),
        region: text('S3_REGION') ?? 'us-east-1',
        bucket,
        accessKeyId: accessKeyId ?? '',
        secretAccessKey: secretAccessKey ?? '',
        rootFolder: (text('S3_ROOT_FOLDER') ?? '').replace(/^\/+|\/+$/g, ''),
        forcePathStyle: boolean('S3_FORCE_PATH_STYLE', endpoint !== undefined),
      };
    }
    const signingSecret = raw('STORAGE_SIGNING_SECRET');
    if (signingSecret !== undefined && signingSecret.length < 32) {
      problems.push(
        `STORAGE_SIGNING_SECRET must be at least 32 characters long, got ${signingSecret.length}`,
      );
    }
    return {
      driver,
      ...(signingSecret !== undefined && { signingSecret }),
      maxImagePixels: integer('STORAGE_MAX_IMAGE_PIXELS', 50_000_000, 1, 268_402_689, 'a number of pixels'),
      transformConcurrency: integer('STORAGE_TRANSFORM_CONCURRENCY', 2, 1, 64),
      maxTransformOutputPixels: integer(
        'STORAGE_MAX_TRANSFORM_OUTPUT_PIXELS',
        4096 * 4096,
        1,
        268_402_689,
        'a number of pixels',
      ),
      transformTimeoutSeconds: integer('STORAGE_TRANSFORM_TIMEOUT', 30, 1, 3600, 'a number of seconds'),
      transformQueuePerUser: integer(
        'STORAGE_TRANSFORM_QUEUE_PER_USER',
        DEFAULT_TRANSFORM_QUEUE_PER_CALLER,
        1,
        1000,
      ),
      transformCacheBytes:
        integer('STORAGE_TRANSFORM_CACHE_MB', 64, 0, 65_536, 'a number of megabytes') * 1024 * 1024,
    };
  };

  const port = integer('PORT', 4000, 1, 65535);
  const host = text('HOST') ?? 'localhost';
  const browserHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = httpUrl('RAMPA_PUBLIC_URL', `http://${browserHost}:${port}`);

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const embedded = databaseUrl === undefined;

  const adminSecret = raw('HASURA_GRAPHQL_ADMIN_SECRET');
  if (!embedded && adminSecret === undefined) {
    problems.push(
      'HASURA_GRAPHQL_ADMIN_SECRET is required with DATABASE_URL (only embedded mode generates one)',
    );
  }
  let jwtSecret: JwtSecret | undefined;
  const jwtSecretText = raw('HASURA_GRAPHQL_JWT_SECRET');
  if (jwtSecretText !== undefined) {
    try {
      jwtSecret = parseJwtSecret(jwtSecretText, 'HASURA_GRAPHQL_JWT_SECRET');
    } catch (error) {
      problems.push((error as Error).message);
    }
  } else if (!embedded) {
    problems.push(
      'HASURA_GRAPHQL_JWT_SECRET is required with DATABASE_URL (only embedded mode generates one)',
    );
  }

  const unauthorizedRole = text('HASURA_GRAPHQL_UNAUTHORIZED_ROLE');
  if (unauthorizedRole !== undefined && !ROLE_NAME.test(unauthorizedRole)) {
    problems.push(
      `HASURA_GRAPHQL_UNAUTHORIZED_ROLE must be a role name (letters, digits, _ and -), got ${quoted('HASURA_GRAPHQL_UNAUTHORIZED_ROLE')}`,
    );
  }

  const demoPassword = raw('RAMPA_DEMO_PASSWORD');
  if (demoPassword !== undefined && (demoPassword.length < 3 || demoPassword.length > 50)) {
    problems.push(`RAMPA_DEMO_PASSWORD must be 3–50 characters long, got ${demoPassword.length}`);
  }

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${quoted('LOG_LEVEL')}`);
  }

  let requestLogSample = 0;
  const sample = text('RAMPA_REQUEST_LOG_SAMPLE');
  if (sample !== undefined) {
    if (/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(sample)) requestLogSample = Number(sample);
    else
      problems.push(
        `RAMPA_REQUEST_LOG_SAMPLE must be a share from 0 to 1 (0.01), got ${quoted('RAMPA_REQUEST_LOG_SAMPLE')}`,
      );
  }

  const storage = readStorageConfig();
  const devMode = boolean('HASURA_GRAPHQL_DEV_MODE', embedded);
  const auth = readAuthSettings(
    { text, raw, integer, boolean, httpUrl, problem: (message) => problems.push(message) },
    { publicUrl, embedded, devMode, loopback: isLoopbackHost(host) },
  );
  // On a PostgreSQL server several processes may serve one project: what one signs or issues, every other
  // must accept, so nothing is generated into a process's own data folder (docs/deploy.md).
  if (!embedded && storage.signingSecret === undefined) {
    problems.push(
      'STORAGE_SIGNING_SECRET is required with DATABASE_URL (presigned URLs signed by one process are served by the others; only embedded mode generates one)',
    );
  }
  if (!embedded && auth.devInbox && auth.devInboxToken === undefined) {
    problems.push(
      'RAMPA_DEV_INBOX_TOKEN is required with DATABASE_URL when the dev inbox is on (AUTH_DEV_INBOX; only embedded mode generates one)',
    );
  }

  const config: Config = {
    port,
    host,
    publicUrl,
    publicUrlConfigured: text('RAMPA_PUBLIC_URL') !== undefined,
    authServerUrl: httpUrl('AUTH_SERVER_URL', `${publicUrl}/v1/auth`),
    dataDir: path('RAMPA_DATA_DIR', resolve(repoRoot, '.data')),
    ...(databaseUrl !== undefined && { databaseUrl }),
    ...(adminSecret !== undefined && { adminSecret }),
    ...(jwtSecret !== undefined && { jwtSecret }),
    ...(unauthorizedRole !== undefined && { unauthorizedRole }),
    devMode,
    demoSeed: boolean('RAMPA_DEMO_SEED', embedded),
    ...(demoPassword !== undefined && { demoPassword }),
    projectDir: path('NHOST_PROJECT_DIR', resolve(repoRoot, 'nhost')),
    appDist: path('RAMPA_APP_DIST', resolve(repoRoot, 'app/dist')),
    functionsDir: path('NHOST_FUNCTIONS_DIR', resolve(repoRoot, 'functions')),
    accessTokenExpiresIn: integer('AUTH_ACCESS_TOKEN_EXPIRES_IN', 900, 1, MAX_SECONDS, 'a number of seconds'),
    refreshTokenExpiresIn: integer(
      'AUTH_REFRESH_TOKEN_EXPIRES_IN',
      2_592_000,
      1,
      MAX_SECONDS,
      'a number of seconds',
    ),
    refreshTokenReuseInterval: integer(
      'AUTH_REFRESH_TOKEN_REUSE_INTERVAL',
      5,
      0,
      MAX_REUSE_INTERVAL,
      'a number of seconds',
    ),
    logLevel: logLevel as LogLevel,
    ...(text('RAMPA_INSTANCE_NAME') !== undefined && { instanceName: text('RAMPA_INSTANCE_NAME') }),
    drainDelayMs: integer('RAMPA_DRAIN_DELAY_MS', 0, 0, 600_000, 'a number of milliseconds'),
    passwordHashSlots: integer(
      'RAMPA_PASSWORD_HASH_SLOTS',
      PASSWORD_HASH_SLOTS,
      1,
      256,
      'a number of hashes',
    ),
    requestLogSample,
    storage,
    auth,
    ...readGraphqlSettings(text, integer, (message) => problems.push(message)),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Limits of the GraphQL engine for every role but admin, unless said otherwise (backend/README.md "Limits"). */
export interface GraphqlSettings {
  /** RAMPA_GRAPHQL_DEFAULT_ROW_LIMIT (100): rows of an array field without `limit`; a permission's `limit` replaces it. */
  defaultRowLimit: number;
  /** RAMPA_GRAPHQL_MAX_ROW_LIMIT (1,000): the most rows of one array field; a larger `limit` is lowered. */
  maxRowLimit: number;
  /** RAMPA_GRAPHQL_MAX_COST (50,000): the most rows an operation may answer, estimated before it runs. */
  maxCost: number;
  /** RAMPA_GRAPHQL_MAX_RESPONSE_MB (10): the largest answer, for admin too, in bytes. */
  maxResponseBytes: number;
  /** RAMPA_GRAPHQL_SLOW_MS (1,000): operations slower than this are logged (warn); 0 none. */
  slowQueryMs: number;
}

/** RAMPA_STATEMENT_TIMEOUT (seconds, or with `ms`/`s`; default 10 s) and the RAMPA_GRAPHQL_* limits. */
function readGraphqlSettings(
  text: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number, what?: string) => number,
  problem: (message: string) => void,
): { statementTimeoutMs: number; graphql: GraphqlSettings } {
  let statementTimeoutMs = 10_000;
  const timeout = text('RAMPA_STATEMENT_TIMEOUT');
  if (timeout !== undefined) {
    const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/i.exec(timeout);
    const ms = match ? Number(match[1]) * (match[2]?.toLowerCase() === 'ms' ? 1 : 1000) : NaN;
    if (Number.isInteger(ms) && ms <= MAX_SECONDS) statementTimeoutMs = ms;
    else
      problem(
        `RAMPA_STATEMENT_TIMEOUT must be seconds (10, 2.5s) or milliseconds (500ms), 0 for none, got ${JSON.stringify(timeout)}`,
      );
  }
  const defaultRowLimit = integer('RAMPA_GRAPHQL_DEFAULT_ROW_LIMIT', 100, 1, 1_000_000, 'a number of rows');
  const maxRowLimit = integer('RAMPA_GRAPHQL_MAX_ROW_LIMIT', 1000, 1, 1_000_000, 'a number of rows');
  if (defaultRowLimit > maxRowLimit) {
    problem(
      `RAMPA_GRAPHQL_DEFAULT_ROW_LIMIT (${defaultRowLimit}) must not be above RAMPA_GRAPHQL_MAX_ROW_LIMIT (${maxRowLimit})`,
    );
  }
  return {
    statementTimeoutMs,
    graphql: {
      defaultRowLimit,
      maxRowLimit,
      maxCost: integer('RAMPA_GRAPHQL_MAX_COST', 50_000, 1, 1_000_000_000, 'a number of rows'),
      maxResponseBytes:
        integer('RAMPA_GRAPHQL_MAX_RESPONSE_MB', 10, 1, 1024, 'a number of megabytes') * 1024 * 1024,
      slowQueryMs: integer('RAMPA_GRAPHQL_SLOW_MS', 1000, 0, MAX_SECONDS, 'a number of milliseconds'),
    },
  };
}
