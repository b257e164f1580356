import { createHmac, randomUUID } from 'node:crypto';
import { rampServesDirection, type OrganizationRole, type RampKind } from '@rampa/domain';
import { expect, inject } from 'vitest';

// Tests that change a user (password, e-mail, MFA, sessions) sign up users of their own through the API and
// confirm them through the dev inbox: the demo accounts other tests rely on are never changed.

const baseUrl = inject('baseUrl');
const AUTH = `${baseUrl}/v1/auth`;
/** The dev inbox answers only with the token the global setup gave the backend. */
export const devInboxHeaders = { 'x-dev-inbox-token': inject('devInboxToken') };

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
  const response = await fetch(`${baseUrl}/v1/dev/inbox/messages?${query}`, {
    headers: devInboxHeaders,
  });
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

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string };
}

/** Signs in through the API (no browser): the session, for calls made with the user's token. */
export async function signInApi(email: string, password: string): Promise<ApiSession> {
  return (await authPost<{ session: ApiSession }>('/signin/email-password', { email, password })).session;
}

/** Hasura's answer: `data`, or `errors` with no `data` key. */
export interface GraphqlAnswer<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions: { path: string; code: string } }[];
}

/** A GraphQL request with a user's token, in `role` (`x-hasura-role`) when given. */
export async function graphqlAs<T = Record<string, unknown>>(
  accessToken: string,
  query: string,
  options: { role?: string; variables?: Record<string, unknown> } = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${baseUrl}/v1/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      ...(options.role && { 'x-hasura-role': options.role }),
    },
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphqlAnswer<T>;
}

/**
 * A user of the demo organization with `roles` (the first is his default role), made the product's way: the
 * demo administrator invites him (functions/admin/invite-user) and adds the other roles as /admin does; he sets
 * his password from the invitation's link and confirms his address. A user of the calling test's own, so
 * switching his roles or rotating his tokens touches no demo account.
 */
export async function createOrganizationUser(
  what: string,
  roles: readonly [OrganizationRole, ...OrganizationRole[]],
  password: string,
): Promise<{ email: string; userId: string }> {
  const email = newEmail(what);
  const admin = await signInApi('admin@demo.rampa.pl', inject('demoPassword'));
  const invited = await fetch(`${baseUrl}/v1/functions/admin/invite-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
    body: JSON.stringify({ email, displayName: `Test ${what}`, role: roles[0] }),
  });
  const invitedText = await invited.text();
  if (invited.status !== 201) throw new Error(`invite-user: ${invited.status} ${invitedText}`);
  const { userId } = JSON.parse(invitedText) as { userId: string };

  const others = roles.slice(1);
  if (others.length > 0) {
    const asAdmin = { role: 'org_admin' };
    const found = await graphqlAs<{ user: { profiles: { org_id: string }[] } | null }>(
      admin.accessToken,
      'query InvitedUser($id: uuid!) { user(id: $id) { profiles { org_id } } }',
      { ...asAdmin, variables: { id: userId } },
    );
    const orgId = found.data?.user?.profiles[0]?.org_id;
    if (!orgId)
      throw new Error(`The invited user is out of the administrator's reach: ${JSON.stringify(found)}`);
    const added = await graphqlAs(
      admin.accessToken,
      `mutation AddRoles($profiles: [profiles_insert_input!]!, $roles: [authUserRoles_insert_input!]!) {
        insert_profiles(objects: $profiles) { affected_rows }
        insertAuthUserRoles(objects: $roles) { affected_rows }
      }`,
      {
        ...asAdmin,
        variables: {
          profiles: others.map((role) => ({
            user_id: userId,
            org_id: orgId,
            role,
            display_name: `Test ${what}`,
          })),
          roles: others.map((role) => ({ userId, role })),
        },
      },
    );
    expect(added).toEqual({
      data: {
        insert_profiles: { affected_rows: others.length },
        insertAuthUserRoles: { affected_rows: others.length },
      },
    });
  }

  // The invitation is hasura-auth's password-reset e-mail; its ticket sets the password.
  const { link } = await newestMessage(email, 'password-reset');
  const ticket = new URL(link!).searchParams.get('ticket');
  await authPost('/user/password', { newPassword: password, ticket });
  await authPost('/user/email/send-verification-email', { email, options: { redirectTo: `${baseUrl}/` } });
  const verify = await newestMessage(email, 'email-verify');
  const response = await fetch(verify.link!, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get('location')!).searchParams.get('type')).toBe('emailVerify');
  return { email, userId };
}

/** An active warehouse as the tests that book notices read it (WAREHOUSE_FIELDS): zone, hours and ramps. */
export interface BookableWarehouse {
  id: string;
  name: string;
  time_zone: string;
  opening_hours: Record<string, { open: string; close: string } | null>;
  ramps: { id: string; kind: RampKind; active: boolean }[];
}

/** The GraphQL selection of a BookableWarehouse. */
export const WAREHOUSE_FIELDS = 'id name time_zone opening_hours ramps { id kind active }';

/** The warehouse's ramps that take deliveries now: active and serving inbound notices. */
export const inboundRamps = (warehouse: BookableWarehouse) =>
  warehouse.ramps.filter((ramp) => ramp.active && rampServesDirection(ramp.kind, 'inbound'));

/** The first of the warehouses with a ramp that takes deliveries. */
export function inboundWarehouse(warehouses: BookableWarehouse[]): BookableWarehouse {
  const warehouse = warehouses.find((candidate) => inboundRamps(candidate).length > 0);
  if (!warehouse) throw new Error('No active warehouse has an active ramp for deliveries.');
  return warehouse;
}
