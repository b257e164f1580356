import { createHash, timingSafeEqual } from 'node:crypto';
import { HasuraError } from './errors';

/** Who runs a request: a role, its session variables (lower-cased `x-hasura-*` keys) and whether it is the admin. */
export interface Session {
  role: string;
  /** Session variables with lower-case names, values as Hasura keeps them: text. */
  variables: Readonly<Record<string, string>>;
  /**
   * Backend-only insert/delete permissions apply: the admin secret with
   * `x-hasura-use-backend-only-permissions: true`, as in Hasura.
   */
  backendOnly: boolean;
  /** When the JWT expires (ms since the epoch): long-lived connections end then. */
  expiresAt?: number;
}

export const ADMIN_ROLE = 'admin';
export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export interface SessionOptions {
  /** Empty means no admin secret: every request is the admin (dev mode only). */
  adminSecret: string;
  verifyAccessToken(token: string): Promise<Record<string, unknown>>;
  unauthorizedRole?: string;
  /**
   * Whether the user holds `role` in organization `orgId` (a profile of his): a JWT session may name the
   * organization it acts in with the `x-hasura-org-id` header, which becomes the session variable of that name.
   * Without this check (a project without organizations) the header is ignored, as Hasura ignores `x-hasura-*`
   * headers other than the role in JWT mode.
   */
  verifyOrganization?(userId: string, role: string, orgId: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Headers = Readonly<Record<string, string | string[] | undefined>>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The `x-hasura-*` request headers, lower-cased (used only with the admin secret, as Hasura does). */
function headerVariables(headers: Headers): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (
      !lower.startsWith('x-hasura-') ||
      lower === 'x-hasura-admin-secret' ||
      lower === 'x-hasura-access-key'
    ) {
      continue;
    }
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined) variables[lower] = text;
  }
  return variables;
}

/** Session variable values are text; arrays become a Postgres array literal as Hasura does. */
function claimText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return `{${value.map((item) => `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function claimsOf(payload: Record<string, unknown>): Record<string, unknown> {
  let claims = payload[CLAIMS_NAMESPACE];
  if (typeof claims === 'string') {
    try {
      claims = JSON.parse(claims) as unknown;
    } catch {
      throw new HasuraError('jwt-invalid-claims', 'invalid JSON in the claims namespace');
    }
  }
  if (claims === null || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new HasuraError('jwt-invalid-claims', `claims key: '${CLAIMS_NAMESPACE}' not found`);
  }
  const lowered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(claims)) lowered[key.toLowerCase()] = value;
  return lowered;
}

/** Hasura's words for why a JWT failed (jose error codes mapped to Hasura's `JWTError` names). */
function jwtFailure(error: unknown): string {
  const { code, claim } = (error ?? {}) as { code?: string; claim?: string };
  if (code === 'ERR_JWT_EXPIRED') return 'JWTExpired';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
    if (claim === 'nbf') return 'JWTNotYetValid';
    if (claim === 'iss') return 'JWTNotInIssuer';
    if (claim === 'aud') return 'JWTNotInAudience';
    return 'JWTClaimsSetDecodeError';
  }
  if (code === 'ERR_JWS_INVALID' || code === 'ERR_JWT_INVALID')
    return 'JWSError (CompactDecodeError Invalid JWT)';
  return 'JWSError JWSInvalidSignature';
}

async function jwtSession(
  token: string,
  requestedRole: string | undefined,
  requestedOrg: string | undefined,
  options: SessionOptions,
) {
  let payload: Record<string, unknown>;
  try {
    payload = await options.verifyAccessToken(token);
  } catch (error) {
    throw new HasuraError('invalid-jwt', `Could not verify JWT: ${jwtFailure(error)}`);
  }
  const claims = claimsOf(payload);
  const allowed = claims['x-hasura-allowed-roles'];
  const defaultRole = claims['x-hasura-default-role'];
  if (!Array.isArray(allowed) || !allowed.every((role) => typeof role === 'string')) {
    throw new HasuraError('jwt-missing-role-claims', 'JWT claim does not contain x-hasura-allowed-roles');
  }
  if (typeof defaultRole !== 'string') {
    throw new HasuraError('jwt-missing-role-claims', 'JWT claim does not contain x-hasura-default-role');
  }
  const role = requestedRole ?? defaultRole;
  if (!allowed.includes(role)) {
    throw new HasuraError('access-denied', 'Your requested role is not in allowed roles');
  }
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(claims)) {
    if (key.startsWith('x-hasura-') && key !== 'x-hasura-allowed-roles' && key !== 'x-hasura-default-role') {
      variables[key] = claimText(value);
    }
  }
  variables['x-hasura-role'] = role;
  if (requestedOrg !== undefined && options.verifyOrganization) {
    const userId = variables['x-hasura-user-id'];
    const held =
      UUID.test(requestedOrg) &&
      userId !== undefined &&
      (await options.verifyOrganization(userId, role, requestedOrg.toLowerCase()));
    if (!held) {
      throw new HasuraError('access-denied', 'Your requested organization is not one of yours in this role');
    }
    variables['x-hasura-org-id'] = requestedOrg.toLowerCase();
  }
  const session: Session = { role, variables, backendOnly: false };
  if (typeof payload.exp === 'number') session.expiresAt = payload.exp * 1000;
  return session;
}

/** Resolves the session of a request from its headers, with Hasura's rules for admin secret, JWT and unauthorized role. */
export async function resolveSession(headers: Headers, options: SessionOptions): Promise<Session> {
  const requestedRole = header(headers, 'x-hasura-role');
  const secret = header(headers, 'x-hasura-admin-secret') ?? header(headers, 'x-hasura-access-key');
  if (options.adminSecret === '' || secret !== undefined) {
    if (options.adminSecret !== '' && !timingSafeEqualText(secret ?? '', options.adminSecret)) {
      throw new HasuraError('access-denied', 'invalid x-hasura-admin-secret/x-hasura-access-key');
    }
    const role = requestedRole ?? ADMIN_ROLE;
    return {
      role,
      variables: { ...headerVariables(headers), 'x-hasura-role': role },
      backendOnly: header(headers, 'x-hasura-use-backend-only-permissions')?.toLowerCase() === 'true',
    };
  }
  const authorization = header(headers, 'authorization');
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1]) {
      throw new HasuraError('invalid-headers', 'Malformed Authorization header');
    }
    return jwtSession(match[1], requestedRole, header(headers, 'x-hasura-org-id'), options);
  }
  if (options.unauthorizedRole) {
    return {
      role: options.unauthorizedRole,
      variables: { 'x-hasura-role': options.unauthorizedRole },
      backendOnly: false,
    };
  }
  throw new HasuraError(
    'invalid-headers',
    "Missing 'Authorization' or 'Cookie' header in JWT authentication mode",
  );
}

function timingSafeEqualText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
