import type {
  CredentialAssertionResponse,
  CredentialCreationResponse,
  PublicKeyCredentialCreationOptions,
  PublicKeyCredentialRequestOptions,
} from '@nhost/nhost-js/auth';
import { HASURA_CLAIMS_NAMESPACE } from '../auth/jwt';
import type { WebAuthnCeremonies } from '../auth/webauthn';
import type { Session, User } from '../auth/state';

export const FIXTURE_USER_ID = '5f1c2b4e-8a7d-4c3b-9e21-0a6b7c8d9e10';
export const FIXTURE_REFRESH_TOKEN_ID = '7b2e9c41-3f6a-4d58-8c07-1e2d3f4a5b6c';
export const FIXTURE_MFA_TICKET = 'mfaTotp:0c9f3a52-6e1b-4d7a-b8c4-2f5e6a7b8c9d';

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

export interface TestJwtOptions {
  readonly userId?: string;
  readonly defaultRole?: string;
  readonly allowedRoles?: readonly string[];
  readonly isAnonymous?: boolean;
  /** Seconds since the epoch; default now. */
  readonly issuedAt?: number;
  readonly expiresIn?: number;
  /** Extra `x-hasura-*` claims. */
  readonly hasuraClaims?: Readonly<Record<string, unknown>>;
}

/**
 * A token shaped like hasura-auth's (HS256 header, its claims), with a fake signature: the sdk only
 * decodes tokens, and servers under test must never accept it.
 */
export function createTestJwt(options: TestJwtOptions = {}): string {
  const userId = options.userId ?? FIXTURE_USER_ID;
  const defaultRole = options.defaultRole ?? 'user';
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const payload = {
    sub: userId,
    iss: 'hasura-auth',
    iat: issuedAt,
    exp: issuedAt + (options.expiresIn ?? 900),
    [HASURA_CLAIMS_NAMESPACE]: {
      'x-hasura-allowed-roles': [...(options.allowedRoles ?? [defaultRole, 'me'])],
      'x-hasura-default-role': defaultRole,
      'x-hasura-user-id': userId,
      'x-hasura-user-is-anonymous': String(options.isAnonymous ?? false),
      ...options.hasuraClaims,
    },
  };
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(payload)),
    'test-signature',
  ].join('.');
}

export function createTestUser(overrides: Partial<User> = {}): User {
  return {
    id: FIXTURE_USER_ID,
    createdAt: '2026-01-15T08:30:00.000Z',
    displayName: 'Anna Nowak',
    avatarUrl: 'https://www.gravatar.com/avatar/00000000000000000000000000000000?d=blank&r=g',
    locale: 'pl',
    email: 'handlowiec@demo.rampa.pl',
    emailVerified: true,
    phoneNumber: '+48500100200',
    phoneNumberVerified: false,
    // The demo's sales rep: his organization role first, as the backend's tokens carry it.
    defaultRole: 'handlowiec',
    roles: ['handlowiec', 'user', 'me'],
    isAnonymous: false,
    metadata: { firstName: 'Anna', lastName: 'Nowak' },
    activeMfaType: undefined,
    ...overrides,
  };
}

let tokenSequence = 0;

/** A distinct refresh-token value on every call, as hasura-auth rotates it on every /token. */
export function nextTestRefreshToken(): string {
  tokenSequence += 1;
  return `0b6d3e1a-2c4f-4a8b-9d7e-${tokenSequence.toString(16).padStart(12, '0')}`;
}

export interface TestSessionOptions extends Partial<Omit<Session, 'user'>> {
  readonly user?: User;
  readonly jwt?: TestJwtOptions;
}

export function createTestSession(options: TestSessionOptions = {}): Session {
  const { user = createTestUser(), jwt, ...overrides } = options;
  const accessTokenExpiresIn = overrides.accessTokenExpiresIn ?? 900;
  return {
    accessToken: createTestJwt({
      userId: user.id,
      defaultRole: user.defaultRole,
      allowedRoles: user.roles,
      isAnonymous: user.isAnonymous,
      expiresIn: accessTokenExpiresIn,
      ...jwt,
    }),
    accessTokenExpiresIn,
    refreshToken: nextTestRefreshToken(),
    refreshTokenId: FIXTURE_REFRESH_TOKEN_ID,
    user,
    ...overrides,
  };
}

export const FIXTURE_PAT = '3b0e2c5d-1f4a-4b6c-8d9e-0a1b2c3d4e5f';
export const FIXTURE_PAT_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const FIXTURE_SECURITY_KEY_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
export const FIXTURE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const FIXTURE_TOTP_IMAGE_URL = 'data:image/png;base64,iVBORw0KGgo=';

/** PublicKeyCredentialCreationOptions as hasura-auth sends them (base64url user id of 16 bytes). */
export function testCreationOptions(overrides: { userId?: string } = {}) {
  return {
    challenge: 'Y2hhbGxlbmdlLWZvci1yZWdpc3RyYXRpb24',
    rp: { name: 'Rampa', id: 'localhost' },
    user: {
      id: overrides.userId ?? 'AAECAwQFBgcICQoLDA0ODw',
      name: 'handlowiec@demo.rampa.pl',
      displayName: 'Anna Nowak',
    },
    pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
    timeout: 60000,
    attestation: 'none' as const,
  };
}

/** PublicKeyCredentialRequestOptions as hasura-auth sends them. */
export function testRequestOptions() {
  return {
    challenge: 'Y2hhbGxlbmdlLWZvci1hc3NlcnRpb24',
    timeout: 60000,
    rpId: 'localhost',
    allowCredentials: [],
    userVerification: 'preferred' as const,
  };
}

export const FIXTURE_CREDENTIAL_ID = 'Y3JlZGVudGlhbC1pZA';

/** What a registration ceremony hands back (the browser's attestation, base64url fields). */
export const testAttestation = (): CredentialCreationResponse => ({
  id: FIXTURE_CREDENTIAL_ID,
  rawId: FIXTURE_CREDENTIAL_ID,
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
});

/** What an authentication ceremony hands back (the browser's assertion). */
export const testAssertion = (): CredentialAssertionResponse => ({
  id: FIXTURE_CREDENTIAL_ID,
  rawId: FIXTURE_CREDENTIAL_ID,
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDsaWduYXR1cmU',
  },
  clientExtensionResults: {},
});

/**
 * Security-key ceremonies without a browser: they record the options they were given and answer with the
 * fixed credentials above, or throw `failWith` (e.g. a WebAuthnError-like `{ name, code, message }`).
 */
export function createFakeWebAuthn(failWith?: unknown): WebAuthnCeremonies & {
  readonly registrations: PublicKeyCredentialCreationOptions[];
  readonly authentications: PublicKeyCredentialRequestOptions[];
} {
  const registrations: PublicKeyCredentialCreationOptions[] = [];
  const authentications: PublicKeyCredentialRequestOptions[] = [];
  return {
    registrations,
    authentications,
    async startRegistration(options) {
      registrations.push(options);
      if (failWith !== undefined) throw failWith;
      return testAttestation();
    },
    async startAuthentication(options) {
      authentications.push(options);
      if (failWith !== undefined) throw failWith;
      return testAssertion();
    },
  };
}
