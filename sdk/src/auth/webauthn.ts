import type {
  CredentialAssertionResponse,
  CredentialCreationResponse,
  PublicKeyCredentialCreationOptions,
  PublicKeyCredentialRequestOptions,
} from '@nhost/nhost-js/auth';
import { type ErrorPayload, OTHER_ERROR_CODE } from '../errors';
import type { Result } from './authApi';

/**
 * The browser half of a WebAuthn ceremony. The default is @simplewebauthn/browser (loaded on first use, so
 * apps that never touch security keys do not pay for it); tests and non-browser hosts inject their own.
 */
export interface WebAuthnCeremonies {
  startRegistration(options: PublicKeyCredentialCreationOptions): Promise<CredentialCreationResponse>;
  startAuthentication(options: PublicKeyCredentialRequestOptions): Promise<CredentialAssertionResponse>;
}

export const browserWebAuthn: WebAuthnCeremonies = {
  async startRegistration(options) {
    const { startRegistration } = await import('@simplewebauthn/browser');
    // The server's JSON options are exactly what the library expects; only the nominal types differ.
    return (await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    })) as CredentialCreationResponse;
  },
  async startAuthentication(options) {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return (await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    })) as CredentialAssertionResponse;
  },
};

/** Spec §5: a security-key user id is 1 to 64 bytes (WebAuthn's limit); checked before the browser sees it. */
export const INVALID_USER_ID_LENGTH: ErrorPayload = Object.freeze({
  error: 'invalid-user-id-length',
  message: 'User ID was not between 1 and 64 bytes',
  status: OTHER_ERROR_CODE,
});

const base64UrlByteLength = (value: string): number => {
  const unpadded = value.replace(/=+$/, '');
  return Math.floor((unpadded.length * 3) / 4);
};

export const isValidSecurityKeyUserId = (id: unknown): boolean => {
  if (typeof id !== 'string') return false;
  const bytes = base64UrlByteLength(id);
  return bytes >= 1 && bytes <= 64;
};

/**
 * Spec §8: ceremony errors (aborted, an authenticator already registered, invalid RP ID or domain) keep the
 * library's code and text; anything else thrown by the browser is reported the same way.
 */
export function ceremonyError(thrown: unknown): ErrorPayload {
  const code = (thrown as { code?: unknown } | null)?.code;
  const name = (thrown as { name?: unknown } | null)?.name;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  const error =
    typeof code === 'string'
      ? code
          .replace(/^ERROR_/, '')
          .toLowerCase()
          .replace(/_/g, '-')
      : typeof name === 'string' && name !== 'Error'
        ? name
        : 'webauthn-error';
  return { error, message, status: OTHER_ERROR_CODE };
}

export async function register(
  ceremonies: WebAuthnCeremonies,
  options: PublicKeyCredentialCreationOptions,
): Promise<Result<CredentialCreationResponse>> {
  if (!isValidSecurityKeyUserId(options.user?.id)) return { ok: false, error: INVALID_USER_ID_LENGTH };
  try {
    return { ok: true, value: await ceremonies.startRegistration(options) };
  } catch (thrown) {
    return { ok: false, error: ceremonyError(thrown) };
  }
}

export async function authenticate(
  ceremonies: WebAuthnCeremonies,
  options: PublicKeyCredentialRequestOptions,
): Promise<Result<CredentialAssertionResponse>> {
  try {
    return { ok: true, value: await ceremonies.startAuthentication(options) };
  } catch (thrown) {
    return { ok: false, error: ceremonyError(thrown) };
  }
}
