import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { lazy } from '../lazy';
import { AuthError } from './errors';
import type { AuthSettings } from './settings';

/** @simplewebauthn/server (and its X.509 and COSE stack) is loaded by the first ceremony, not at start. */
const loadWebauthn = lazy(() => import('@simplewebauthn/server'));

/** hasura-auth's WebAuthn ceremony timeout. */
export const WEBAUTHN_TIMEOUT_MS = 60_000;

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(65_536);

/** A `PublicKeyCredential` from `navigator.credentials.create()`, as JSON. */
export const RegistrationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().optional(),
});

/** A `PublicKeyCredential` from `navigator.credentials.get()`, as JSON. */
export const AssertionCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().optional(),
});

/** The challenge a credential answers, read from its client data; undefined when unreadable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 1024 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

export interface SecurityKey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

const SELECT_KEY = `SELECT id, user_id AS "userId", credential_id AS "credentialId",
  credential_public_key AS "publicKey", counter::int AS counter, transports FROM auth.user_security_keys`;

type KeyRow = Omit<SecurityKey, 'transports'> & { transports: string };
const toKey = (row: KeyRow): SecurityKey => ({
  ...row,
  publicKey: new Uint8Array(row.publicKey),
  transports: row.transports === '' ? [] : row.transports.split(','),
});

export async function userSecurityKeys(db: Queryable, userId: string): Promise<SecurityKey[]> {
  return (await db.query<KeyRow>(`${SELECT_KEY} WHERE user_id = $1`, [userId])).rows.map(toKey);
}

export async function findSecurityKey(db: Queryable, credentialId: string): Promise<SecurityKey | undefined> {
  const row = (await db.query<KeyRow>(`${SELECT_KEY} WHERE credential_id = $1`, [credentialId])).rows[0];
  return row && toKey(row);
}

/** Options for `navigator.credentials.create()`; `userId` becomes the user handle. */
export async function registrationOptions(
  settings: AuthSettings,
  user: { id: string; name: string; displayName: string },
  existing: SecurityKey[],
) {
  const { generateRegistrationOptions } = await loadWebauthn();
  return generateRegistrationOptions({
    rpName: settings.webauthnRpName,
    rpID: settings.webauthnRpId,
    userID: new TextEncoder().encode(user.id) as Uint8Array<ArrayBuffer>,
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: WEBAUTHN_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export async function authenticationOptions(settings: AuthSettings, keys: SecurityKey[]) {
  const { generateAuthenticationOptions } = await loadWebauthn();
  return generateAuthenticationOptions({
    rpID: settings.webauthnRpId,
    timeout: WEBAUTHN_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
  });
}

/** Checks an attestation against the expected challenge; the new key's data, or a 400 invalid-request. */
export async function verifyRegistration(
  settings: AuthSettings,
  credential: z.output<typeof RegistrationCredential>,
  expectedChallenge: string,
) {
  const { verifyRegistrationResponse } = await loadWebauthn();
  try {
    const result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: settings.webauthnRpOrigins,
      expectedRPID: settings.webauthnRpId,
      requireUserVerification: false,
    });
    if (!result.verified) throw new AuthError('invalid-request');
    const { credential: key } = result.registrationInfo;
    return {
      credentialId: key.id,
      publicKey: key.publicKey,
      counter: key.counter,
      transports: credential.response.transports ?? [],
    };
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new AuthError('invalid-request');
  }
}

/** Checks an assertion by a stored key; its new signature counter, or a 400 invalid-request. */
export async function verifyAssertion(
  settings: AuthSettings,
  credential: z.output<typeof AssertionCredential>,
  expectedChallenge: string,
  key: SecurityKey,
): Promise<number> {
  const { verifyAuthenticationResponse } = await loadWebauthn();
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: settings.webauthnRpOrigins,
      expectedRPID: settings.webauthnRpId,
      credential: {
        id: key.credentialId,
        publicKey: key.publicKey as Uint8Array<ArrayBuffer>,
        counter: key.counter,
        transports: key.transports as never,
      },
      requireUserVerification: false,
    });
    if (!result.verified) throw new AuthError('invalid-request');
    return result.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new AuthError('invalid-request');
  }
}

export async function saveSecurityKey(
  db: Queryable,
  userId: string,
  key: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] },
  nickname: string | undefined,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth.user_security_keys (user_id, credential_id, credential_public_key, counter, transports, nickname)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING id`,
    [
      userId,
      key.credentialId,
      Buffer.from(key.publicKey),
      key.counter,
      key.transports.join(','),
      nickname ?? null,
    ],
  );
  if (!rows[0]) throw new AuthError('invalid-request');
  return rows[0].id;
}

/**
 * Ceremonies that have no user row yet (sign-up) or no known user (sign-in with a passkey) are kept in
 * auth.provider_requests, keyed by their challenge, so any server can finish them.
 */
export async function saveCeremony(
  db: Queryable,
  challenge: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `DELETE FROM auth.provider_requests
     WHERE options->>'kind' LIKE 'webauthn-%' AND (options->>'expiresAt')::bigint < $1`,
    [Date.now()],
  );
  await db.query('INSERT INTO auth.provider_requests (id, options) VALUES ($1, $2)', [
    randomUUID(),
    JSON.stringify({ ...data, challenge, expiresAt: Date.now() + WEBAUTHN_TIMEOUT_MS }),
  ]);
}

/** Takes (deletes) a live ceremony of `kind` by its challenge. */
export async function takeCeremony<T extends Record<string, unknown>>(
  db: Queryable,
  kind: string,
  challenge: string | undefined,
): Promise<T | undefined> {
  if (challenge === undefined) return undefined;
  const { rows } = await db.query<{ options: T & { expiresAt: number } }>(
    `DELETE FROM auth.provider_requests WHERE options->>'kind' = $1 AND options->>'challenge' = $2 RETURNING options`,
    [kind, challenge],
  );
  const options = rows[0]?.options;
  return options && options.expiresAt > Date.now() ? options : undefined;
}
