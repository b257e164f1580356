import { isIP } from 'node:net';
/** How an elevated claim is demanded for sensitive account changes (Nhost's AUTH_REQUIRE_ELEVATED_CLAIM). */
export type ElevatedClaimMode = 'disabled' | 'recommended' | 'required';

/** One rate limit: at most `burst` requests per `intervalMs` (sliding window), per client IP. */
export interface RateLimit {
  burst: number;
  intervalMs: number;
}

export interface RateLimitSettings {
  enabled: boolean;
  global: RateLimit;
  /** Failed attempts at `/signin*`, `/elevate*`, `*\/verify`, `*\/otp`, per client address. */
  bruteForce: RateLimit;
  /** The same failed attempts per account (the e-mail or phone number of the body), from any address. */
  bruteForceAccount: RateLimit;
  /** Routes that send e-mail. */
  emails: RateLimit;
  /** One counter for all clients instead of one per IP. */
  emailsIsGlobal: boolean;
  sms: RateLimit;
  signups: RateLimit;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  password?: string;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  sender: string;
}

/** Gravatar's default images and ratings, as hasura-auth accepts them. */
export const GRAVATAR_DEFAULTS = [
  'blank',
  'identicon',
  'monsterid',
  'wavatar',
  'retro',
  'robohash',
  'mp',
  '404',
] as const;
export const GRAVATAR_RATINGS = ['g', 'pg', 'r', 'x'] as const;

/** AUTH_GRAVATAR_*: the `avatarUrl` new users with an e-mail address get. */
export interface GravatarSettings {
  enabled: boolean;
  /** What Gravatar shows for an address without a picture (`d=`). */
  default: (typeof GRAVATAR_DEFAULTS)[number];
  /** The highest rating shown (`r=`). */
  rating: (typeof GRAVATAR_RATINGS)[number];
}

/** AUTH_PASSWORD_HIBP_*: new passwords are refused when the Pwned Passwords range API knows them. */
export interface PasswordHibpSettings {
  enabled: boolean;
  /** The API's base URL, without a trailing slash; `<url>/range/<5 hex>` is asked (Rampa extension). */
  url: string;
  /** How long an answer is awaited before the password change fails (Rampa extension). */
  timeoutMs: number;
}

/** A generic OpenID Connect provider for `/signin/provider/{id}` and `/signin/idtoken`. */
export interface OidcProviderSettings {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Space-separated scopes for the authorization request. */
  scope: string;
  /** Overrides the discovery document's endpoints (and saves fetching it). */
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  jwksUri?: string;
}

/** The `AUTH_*` settings of the hasura-auth-compatible API; `loadConfig` reads them. */
export interface AuthSettings {
  /** Where the app lives: the default `redirectTo` and the first allowed redirect target. */
  clientUrl: string;
  /** More allowed `redirectTo` prefixes; `*` matches any characters of a host name part. */
  allowedRedirectUrls: string[];
  disableSignup: boolean;
  /** New users start disabled (an administrator enables them). */
  disableNewUsers: boolean;
  emailVerifiedRequired: boolean;
  passwordMinLength: number;
  passwordHibp: PasswordHibpSettings;
  gravatar: GravatarSettings;
  defaultRole: string;
  defaultAllowedRoles: string[];
  defaultLocale: string;
  allowedLocales: string[];
  /** Lower-case e-mail addresses / domains; empty means no restriction. */
  allowedEmails: string[];
  allowedEmailDomains: string[];
  blockedEmails: string[];
  blockedEmailDomains: string[];
  anonymousUsersEnabled: boolean;
  emailPasswordlessEnabled: boolean;
  otpEmailEnabled: boolean;
  smsPasswordlessEnabled: boolean;
  mfaEnabled: boolean;
  mfaTotpIssuer: string;
  webauthnEnabled: boolean;
  webauthnRpName: string;
  /** Relying party id (a host name); defaults to the client URL's host. */
  webauthnRpId: string;
  webauthnRpOrigins: string[];
  concealErrors: boolean;
  requireElevatedClaim: ElevatedClaimMode;
  rateLimit: RateLimitSettings;
  /** AUTH_PAT_MAX_EXPIRES_IN: the longest a personal access token may live, in seconds (default one year). */
  patMaxExpiresIn: number;
  /** Shares rate-limit counters between servers. */
  redisUrl?: string;
  /**
   * AUTH_TRUST_PROXY: which peers' X-Forwarded-For is believed for the client address (rate limits, logs):
   * `false` (none, the default), `true` (any: only behind a proxy that overwrites the header), a number of
   * proxy hops, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  smtp?: SmtpSettings;
  /**
   * Captures e-mail and SMS in the dev inbox (`/v1/dev/inbox`) instead of delivering them. On by default
   * only in dev mode without SMTP on a loopback host; beyond loopback only with `AUTH_DEV_INBOX=true`.
   */
  devInbox: boolean;
  /** RAMPA_DEV_INBOX_TOKEN: the credential the inbox asks for; when absent one is generated into the data folder. */
  devInboxToken?: string;
  oidcProviders: OidcProviderSettings[];
}

/** What `readAuthSettings` needs from `loadConfig`: its readers, which collect problems themselves. */
export interface SettingsReader {
  text(name: string): string | undefined;
  raw(name: string): string | undefined;
  integer(name: string, fallback: number, min: number, max: number, what?: string): number;
  boolean(name: string, fallback: boolean): boolean;
  httpUrl(name: string, fallback: string): string;
  problem(message: string): void;
}

const DURATION = /^(\d+)(ms|s|m|h)$/;
const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const ROLE_NAME = /^[A-Za-z0-9_-]+$/;
const PROVIDER_ID = /^[a-z0-9][a-z0-9_-]{0,31}$/;

export function readAuthSettings(
  read: SettingsReader,
  {
    publicUrl,
    embedded,
    devMode,
    loopback = true,
  }: { publicUrl: string; embedded: boolean; devMode: boolean; loopback?: boolean },
): AuthSettings {
  const list = (name: string, fallback: string[], lower = false) => {
    const value = read.text(name);
    if (value === undefined) return fallback;
    return value
      .split(',')
      .map((item) => (lower ? item.trim().toLowerCase() : item.trim()))
      .filter((item) => item !== '');
  };
  const duration = (name: string, fallbackMs: number) => {
    const value = read.text(name);
    if (value === undefined) return fallbackMs;
    const match = DURATION.exec(value);
    const ms = match ? Number(match[1]) * DURATION_UNITS[match[2]!]! : 0;
    if (ms > 0 && ms <= 2 ** 31 - 1) return ms;
    read.problem(`${name} must be a duration like 30s, 5m or 1h, got ${JSON.stringify(value)}`);
    return fallbackMs;
  };
  const limit = (name: string, burst: number, intervalMs: number): RateLimit => ({
    burst: read.integer(`AUTH_RATE_LIMIT_${name}_BURST`, burst, 1, 1_000_000),
    intervalMs: duration(`AUTH_RATE_LIMIT_${name}_INTERVAL`, intervalMs),
  });
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const value = read.text(name);
    if (value === undefined) return fallback;
    if ((values as readonly string[]).includes(value)) return value as T;
    read.problem(`${name} must be one of ${values.join(', ')}, got ${JSON.stringify(value)}`);
    return fallback;
  };
  const roles = (name: string, fallback: string[]) => {
    const value = list(name, fallback);
    for (const role of value) {
      if (!ROLE_NAME.test(role)) read.problem(`${name} must list role names, got ${JSON.stringify(role)}`);
    }
    return value;
  };

  const clientUrl = read.httpUrl('AUTH_CLIENT_URL', publicUrl);
  const allowedRedirectUrls = list('AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS', []);
  for (const url of allowedRedirectUrls) {
    if (!URL.canParse(url.replaceAll('*', 'x'))) {
      read.problem(`AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS must list URLs, got ${JSON.stringify(url)}`);
    }
  }

  const defaultRole = read.text('AUTH_USER_DEFAULT_ROLE') ?? 'user';
  if (!ROLE_NAME.test(defaultRole)) {
    read.problem(`AUTH_USER_DEFAULT_ROLE must be a role name, got ${JSON.stringify(defaultRole)}`);
  }
  const defaultAllowedRoles = roles('AUTH_USER_DEFAULT_ALLOWED_ROLES', [defaultRole, 'me']);
  if (!defaultAllowedRoles.includes(defaultRole)) defaultAllowedRoles.unshift(defaultRole);
  const defaultLocale = read.text('AUTH_LOCALE_DEFAULT') ?? 'en';
  const allowedLocales = list('AUTH_LOCALE_ALLOWED_LOCALES', ['en', 'pl']);
  if (!allowedLocales.includes(defaultLocale)) allowedLocales.unshift(defaultLocale);
  for (const locale of allowedLocales) {
    if (!/^[a-z]{2}$/.test(locale)) {
      read.problem(`AUTH_LOCALE_* must be two-letter language codes, got ${JSON.stringify(locale)}`);
    }
  }

  const elevated = read.text('AUTH_REQUIRE_ELEVATED_CLAIM') ?? 'disabled';
  if (!['disabled', 'recommended', 'required'].includes(elevated)) {
    read.problem(
      `AUTH_REQUIRE_ELEVATED_CLAIM must be disabled, recommended or required, got ${JSON.stringify(elevated)}`,
    );
  }

  // Nhost's AUTH_SMTP_* names, with plain SMTP_* accepted too.
  const smtpText = (name: string) => read.text(`AUTH_SMTP_${name}`) ?? read.text(`SMTP_${name}`);
  const smtpHost = smtpText('HOST');
  let smtp: SmtpSettings | undefined;
  if (smtpHost !== undefined) {
    const portName = read.text('AUTH_SMTP_PORT') !== undefined ? 'AUTH_SMTP_PORT' : 'SMTP_PORT';
    const secureName = read.text('AUTH_SMTP_SECURE') !== undefined ? 'AUTH_SMTP_SECURE' : 'SMTP_SECURE';
    const user = smtpText('USER');
    const password = read.raw('AUTH_SMTP_PASS') ?? read.raw('SMTP_PASS');
    smtp = {
      host: smtpHost,
      port: read.integer(portName, 587, 1, 65535),
      ...(user !== undefined && { user }),
      ...(password !== undefined && { password }),
      secure: read.boolean(secureName, false),
      sender: smtpText('SENDER') ?? 'Rampa <no-reply@rampa.local>',
    };
  }

  const trustProxy = readTrustProxy(read);
  const devInboxToken = read.raw('RAMPA_DEV_INBOX_TOKEN');
  if (devInboxToken !== undefined && devInboxToken.length < 16) {
    read.problem(`RAMPA_DEV_INBOX_TOKEN must be at least 16 characters long, got ${devInboxToken.length}`);
  }

  const webauthnRpOrigins = list('AUTH_WEBAUTHN_RP_ORIGINS', [new URL(clientUrl).origin]);

  return {
    clientUrl,
    allowedRedirectUrls,
    disableSignup: read.boolean('AUTH_DISABLE_SIGNUP', false),
    disableNewUsers: read.boolean('AUTH_DISABLE_NEW_USERS', false),
    emailVerifiedRequired: read.boolean('AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED', true),
    passwordMinLength: read.integer('AUTH_PASSWORD_MIN_LENGTH', 3, 3, 50),
    passwordHibp: {
      enabled: read.boolean('AUTH_PASSWORD_HIBP_ENABLED', false),
      url: read.httpUrl('AUTH_PASSWORD_HIBP_URL', 'https://api.pwnedpasswords.com'),
      timeoutMs: duration('AUTH_PASSWORD_HIBP_TIMEOUT', 5000),
    },
    gravatar: {
      enabled: read.boolean('AUTH_GRAVATAR_ENABLED', true),
      default: oneOf('AUTH_GRAVATAR_DEFAULT', GRAVATAR_DEFAULTS, 'blank'),
      rating: oneOf('AUTH_GRAVATAR_RATING', GRAVATAR_RATINGS, 'g'),
    },
    defaultRole,
    defaultAllowedRoles,
    defaultLocale,
    allowedLocales,
    allowedEmails: list('AUTH_ACCESS_CONTROL_ALLOWED_EMAILS', [], true),
    allowedEmailDomains: list('AUTH_ACCESS_CONTROL_ALLOWED_EMAIL_DOMAINS', [], true),
    blockedEmails: list('AUTH_ACCESS_CONTROL_BLOCKED_EMAILS', [], true),
    blockedEmailDomains: list('AUTH_ACCESS_CONTROL_BLOCKED_EMAIL_DOMAINS', [], true),
    anonymousUsersEnabled: read.boolean('AUTH_ANONYMOUS_USERS_ENABLED', false),
    // The Rampa app offers these sign-in methods; Nhost's own defaults (off) apply with a PostgreSQL server.
    emailPasswordlessEnabled: read.boolean('AUTH_EMAIL_PASSWORDLESS_ENABLED', embedded),
    otpEmailEnabled: read.boolean('AUTH_OTP_EMAIL_ENABLED', embedded),
    smsPasswordlessEnabled: read.boolean('AUTH_SMS_PASSWORDLESS_ENABLED', false),
    mfaEnabled: read.boolean('AUTH_MFA_ENABLED', embedded),
    mfaTotpIssuer: read.text('AUTH_MFA_TOTP_ISSUER') ?? 'Rampa',
    webauthnEnabled: read.boolean('AUTH_WEBAUTHN_ENABLED', embedded),
    webauthnRpName: read.text('AUTH_WEBAUTHN_RP_NAME') ?? 'Rampa',
    webauthnRpId: read.text('AUTH_WEBAUTHN_RP_ID') ?? new URL(clientUrl).hostname,
    webauthnRpOrigins,
    concealErrors: read.boolean('AUTH_CONCEAL_ERRORS', false),
    requireElevatedClaim: elevated as ElevatedClaimMode,
    rateLimit: {
      enabled: read.boolean('AUTH_RATE_LIMIT_ENABLE', true),
      global: limit('GLOBAL', 100, 60_000),
      bruteForce: limit('BRUTE_FORCE', 10, 5 * 60_000),
      bruteForceAccount: limit('ACCOUNT_BRUTE_FORCE', 10, 5 * 60_000),
      emails: limit('EMAIL', 10, 3_600_000),
      emailsIsGlobal: read.boolean('AUTH_RATE_LIMIT_EMAIL_IS_GLOBAL', false),
      sms: limit('SMS', 10, 3_600_000),
      signups: limit('SIGNUPS', 10, 5 * 60_000),
    },
    ...(read.text('REDIS_URL') !== undefined && { redisUrl: read.text('REDIS_URL') }),
    trustProxy,
    patMaxExpiresIn: read.integer(
      'AUTH_PAT_MAX_EXPIRES_IN',
      31_536_000,
      60,
      2 ** 31 - 1,
      'a number of seconds',
    ),
    ...(smtp && { smtp }),
    // Whoever reads the inbox can sign in as anyone: beyond loopback it needs an explicit AUTH_DEV_INBOX=true.
    devInbox: read.boolean('AUTH_DEV_INBOX', smtp === undefined && devMode && loopback),
    ...(devInboxToken !== undefined && { devInboxToken }),
    oidcProviders: readOidcProviders(read),
  };
}

function readTrustProxy(read: SettingsReader): boolean | number | string[] {
  const value = read.text('AUTH_TRUST_PROXY')?.toLowerCase();
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (entries.length === 0 || !valid) {
    read.problem(
      `AUTH_TRUST_PROXY must be true, false, a number of proxy hops or a list of addresses and CIDR ranges, got ${JSON.stringify(value)}`,
    );
    return false;
  }
  return entries;
}

/**
 * `AUTH_PROVIDER_OIDC_IDS=corp,…` and for each id `AUTH_PROVIDER_OIDC_<ID>_ISSUER`, `_CLIENT_ID`,
 * `_CLIENT_SECRET`, `_SCOPE` and the optional endpoint overrides.
 */
function readOidcProviders(read: SettingsReader): OidcProviderSettings[] {
  // Google and Apple ID tokens (`/signin/idtoken`) need only the app's client id, their audience.
  const wellKnown: OidcProviderSettings[] = [];
  const googleClientId = read.text('AUTH_PROVIDER_GOOGLE_CLIENT_ID');
  if (googleClientId !== undefined) {
    const clientSecret = read.raw('AUTH_PROVIDER_GOOGLE_CLIENT_SECRET');
    wellKnown.push({
      id: 'google',
      issuer: 'https://accounts.google.com',
      clientId: googleClientId,
      ...(clientSecret !== undefined && { clientSecret }),
      scope: 'openid email profile',
    });
  }
  const appleClientId = read.text('AUTH_PROVIDER_APPLE_CLIENT_ID');
  if (appleClientId !== undefined) {
    wellKnown.push({
      id: 'apple',
      issuer: 'https://appleid.apple.com',
      clientId: appleClientId,
      scope: 'openid email name',
      jwksUri: 'https://appleid.apple.com/auth/keys',
    });
  }
  const ids = (read.text('AUTH_PROVIDER_OIDC_IDS') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return wellKnown.concat(
    ids.flatMap((id) => {
      if (!PROVIDER_ID.test(id)) {
        read.problem(`AUTH_PROVIDER_OIDC_IDS must list lower-case ids, got ${JSON.stringify(id)}`);
        return [];
      }
      const prefix = `AUTH_PROVIDER_OIDC_${id.toUpperCase().replaceAll('-', '_')}`;
      const issuer = read.httpUrl(`${prefix}_ISSUER`, '');
      const clientId = read.text(`${prefix}_CLIENT_ID`);
      if (issuer === '' || clientId === undefined) {
        read.problem(`${prefix}_ISSUER and ${prefix}_CLIENT_ID are required for the provider "${id}"`);
        return [];
      }
      const clientSecret = read.raw(`${prefix}_CLIENT_SECRET`);
      const endpoint = (name: string) =>
        read.text(`${prefix}_${name}`) === undefined ? undefined : read.httpUrl(`${prefix}_${name}`, '');
      const authorizationEndpoint = endpoint('AUTHORIZATION_URL');
      const tokenEndpoint = endpoint('TOKEN_URL');
      const jwksUri = endpoint('JWKS_URL');
      return [
        {
          id,
          issuer,
          clientId,
          ...(clientSecret !== undefined && { clientSecret }),
          scope: read.text(`${prefix}_SCOPE`) ?? 'openid email profile',
          ...(authorizationEndpoint && { authorizationEndpoint }),
          ...(tokenEndpoint && { tokenEndpoint }),
          ...(jwksUri && { jwksUri }),
        },
      ];
    }),
  );
}
