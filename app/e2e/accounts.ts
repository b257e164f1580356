import { createHmac, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';

// Tests that change a user (password, e-mail, MFA, sessions) sign up users of their own through the API and
// confirm them through the dev inbox: the demo accounts other tests rely on are never changed.

const baseUrl = inject('baseUrl');
const AUTH = `${baseUrl}/v1/auth`;

/** A fresh address nobody has signed up with. */
export const newEmail = (what: string) => `e2e-${what}-${randomUUID().slice(0, 8)}@firma.test`;

/** POST to /v1/auth, as JSON, optionally with a bearer; a non-2xx answer fails the test with its body. */
export async function authPost<T = unknown>(path: string, body: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(`${AUTH}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken && { authorization: `Bearer ${accessToken}` }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface InboxMessage {
  id: string;
  to: string;
  template: string;
  subject?: string;
  link?: string;
  code?: string;
}

/** The dev inbox's messages of a template for an address, newest first. */
export async function inbox(to: string, template: string): Promise<InboxMessage[]> {
  const query = new URLSearchParams({ to, template });
  const response = await fetch(`${baseUrl}/v1/dev/inbox/messages?${query}`);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

/** The newest message of a template for an address, waiting for one newer than `after` (an id). */
export async function newestMessage(to: string, template: string, after?: string): Promise<InboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [newest] = await inbox(to, template);
    if (newest && newest.id !== after) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new ${template} message for ${to} in the dev inbox.`);
}

/** Signs a user up through the API; the e-mail stays unconfirmed. */
export async function signUp(email: string, password: string, options: object = {}): Promise<void> {
  await authPost('/signup/email-password', {
    email,
    password,
    options: { redirectTo: `${baseUrl}/`, displayName: 'Test E2E', ...options },
  });
}

/** Signs a user up and confirms the address through the dev inbox link (followed by the API, not the app). */
export async function signUpVerified(email: string, password: string, options: object = {}): Promise<void> {
  await signUp(email, password, options);
  const { link } = await newestMessage(email, 'email-verify');
  const response = await fetch(link!, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get('location')!).searchParams.get('type')).toBe('emailVerify');
}

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]+/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code an authenticator app shows at `at` for a base32 secret. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
