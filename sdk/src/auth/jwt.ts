import { OTHER_ERROR_CODE, SdkError } from '../errors';

export const HASURA_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export interface JwtPayload {
  readonly sub?: string;
  readonly iat?: number;
  readonly exp?: number;
  readonly iss?: string;
  readonly [HASURA_CLAIMS_NAMESPACE]?: Readonly<Record<string, unknown>>;
  readonly [claim: string]: unknown;
}

/** Spec §3: raised for a non-string, a missing part, or bad base64/JSON. */
export class InvalidTokenError extends SdkError {
  override readonly name = 'InvalidTokenError';

  constructor(reason: string, cause?: unknown) {
    super(
      { error: 'invalid-token', message: `Invalid token specified: ${reason}`, status: OTHER_ERROR_CODE },
      { cause },
    );
  }
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  // atob yields Latin-1 code units; names in claims may be UTF-8.
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Reads the payload of a signed token without verifying it (the server does that). */
export function decodeJwtPayload(token: unknown): JwtPayload {
  if (typeof token !== 'string') throw new InvalidTokenError('must be a string');
  const part = token.split('.')[1];
  if (part === undefined || part === '') throw new InvalidTokenError('missing part #2');

  let json: string;
  try {
    json = decodeBase64Url(part);
  } catch (cause) {
    throw new InvalidTokenError(`invalid base64 for part #2 (${(cause as Error).message})`, cause);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch (cause) {
    throw new InvalidTokenError(`invalid json for part #2 (${(cause as Error).message})`, cause);
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new InvalidTokenError('invalid json for part #2 (not an object)');
  }
  return payload as JwtPayload;
}

export interface HasuraClaims {
  readonly userId: string | null;
  readonly defaultRole: string | null;
  readonly allowedRoles: readonly string[];
  readonly isAnonymous: boolean;
  /** Every `x-hasura-*` claim as sent; custom array claims stay Postgres-encoded (`{a,b}`). */
  readonly raw: Readonly<Record<string, unknown>>;
}

const stringClaim = (raw: Readonly<Record<string, unknown>>, name: string): string | null => {
  const value = raw[name];
  return typeof value === 'string' ? value : null;
};

/** Postgres array text as hasura-auth encodes custom claims: `{a,b,"c d"}`. */
export function parsePostgresArray(value: string): string[] {
  if (!value.startsWith('{') || !value.endsWith('}')) return [value];
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  return inner.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
}

export function getHasuraClaims(payload: JwtPayload | null): HasuraClaims | null {
  const raw = payload?.[HASURA_CLAIMS_NAMESPACE];
  if (!raw || typeof raw !== 'object') return null;
  const allowed = raw['x-hasura-allowed-roles'];
  return {
    userId: stringClaim(raw, 'x-hasura-user-id'),
    defaultRole: stringClaim(raw, 'x-hasura-default-role'),
    allowedRoles: Array.isArray(allowed)
      ? allowed.filter((role): role is string => typeof role === 'string')
      : typeof allowed === 'string'
        ? parsePostgresArray(allowed)
        : [],
    // hasura-auth sends this one as the string "true"/"false".
    isAnonymous: raw['x-hasura-user-is-anonymous'] === 'true' || raw['x-hasura-user-is-anonymous'] === true,
    raw,
  };
}
