import { jwtVerify } from 'jose';

/**
 * The caller of a function, from its `Authorization: Bearer <access token>`. On the Rampa backend the token is
 * verified by the backend's own verifier (handed to the request); on Nhost Cloud, with `NHOST_JWT_SECRET`
 * (`{"type":"HS256","key":"…"}`), which Nhost sets for every function.
 */
export interface FunctionSession {
  userId: string;
  defaultRole: string;
  allowedRoles: string[];
  /** The Hasura claims, keys lower-cased. */
  claims: Record<string, unknown>;
}

export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

/** What a function receives (Express's request as Nhost passes it; the Rampa backend passes the same shape). */
export interface FunctionRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The Rampa backend's own JWT verifier; absent on Nhost Cloud. */
  verifyAccessToken?: (token: string) => Promise<Record<string, unknown>>;
}

/** What a function answers through (the part of Express's response the functions use). */
export interface FunctionResponse {
  status(code: number): FunctionResponse;
  json(body: unknown): unknown;
  set(name: string, value: string): FunctionResponse;
}

type RequestLike = Pick<FunctionRequest, 'headers' | 'verifyAccessToken'>;
type ResponseLike = Pick<FunctionResponse, 'status'>;

const CLAIMS = 'https://hasura.io/jwt/claims';

async function verifyWithSecret(token: string): Promise<Record<string, unknown>> {
  const secret = process.env.NHOST_JWT_SECRET ?? process.env.HASURA_GRAPHQL_JWT_SECRET;
  if (!secret) throw new UnauthorizedError('no JWT secret is configured for functions');
  const { type, key } = JSON.parse(secret) as { type: string; key: string };
  const { payload } = await jwtVerify(token, new TextEncoder().encode(key), { algorithms: [type] });
  return payload as Record<string, unknown>;
}

/** The session of the caller, or null when the request carries no token; throws for an invalid token. */
export async function getSession(req: RequestLike): Promise<FunctionSession | null> {
  const header = req.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const token = value && /^Bearer\s+(\S+)$/i.exec(value)?.[1];
  if (!token) return null;
  let payload: Record<string, unknown>;
  try {
    payload = await (req.verifyAccessToken ?? verifyWithSecret)(token);
  } catch {
    throw new UnauthorizedError('invalid or expired access token');
  }
  const raw =
    typeof payload[CLAIMS] === 'string' ? (JSON.parse(payload[CLAIMS]) as unknown) : payload[CLAIMS];
  const claims: Record<string, unknown> = {};
  for (const [key, item] of Object.entries((raw ?? {}) as Record<string, unknown>))
    claims[key.toLowerCase()] = item;
  const userId = claims['x-hasura-user-id'] ?? payload.sub;
  if (typeof userId !== 'string') throw new UnauthorizedError('the token names no user');
  return {
    userId,
    defaultRole: String(claims['x-hasura-default-role'] ?? ''),
    allowedRoles: Array.isArray(claims['x-hasura-allowed-roles'])
      ? claims['x-hasura-allowed-roles'].map(String)
      : [],
    claims,
  };
}

/**
 * The caller's session; answers 401 (hasura-auth's `{status, error, message}` shape) and returns null
 * when there is none, so a function can `if (!session) return;`.
 */
export async function requireSession(req: RequestLike, res: ResponseLike): Promise<FunctionSession | null> {
  try {
    const session = await getSession(req);
    if (session) return session;
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  res.status(401).json({ status: 401, error: 'unauthorized', message: 'A valid access token is required' });
  return null;
}
