import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { InboxMessage } from '../src/dev/inbox';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface Session {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenId: string;
  user: Record<string, unknown> & { id: string };
}

export const errorBody = (status: number, error: string, message: string) => ({ status, error, message });

/** Shorthands for driving `/v1/auth` of a test server through `inject`. */
export function authClient(app: () => FastifyInstance) {
  const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: `/v1/auth${url}`,
      ...(body !== undefined && { payload: body as object }),
      headers,
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: `/v1/auth${url}`, headers });
  const bearer = (session: { accessToken: string }) => ({ authorization: `Bearer ${session.accessToken}` });
  const sql = <R>(text: string, params: unknown[] = []) => app().rampa.db.query<R>(text, params);

  const signIn = async (email: string, password: string): Promise<Session> => {
    const response = await post('/signin/email-password', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { session: Session }).session;
  };

  /** The newest message of the dev inbox for `to` (and `template`), or a failed expectation. */
  const lastMessage = async (to: string, template?: string): Promise<InboxMessage> => {
    const inbox = app().rampa.inbox;
    if (!inbox) throw new Error('the dev inbox is off');
    const message = (await inbox.list({ to, ...(template !== undefined && { template }) }))[0];
    expect(message, `a message to ${to}`).toBeDefined();
    return message!;
  };

  /** Follows an e-mail's `/verify` link as a browser would; answers the redirect target. */
  const follow = async (link: string) => {
    const url = new URL(link);
    const response = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(response.headers.location as string);
  };

  /** Signs up with e-mail and password and verifies the address through the inbox link; answers a session. */
  const signUpVerified = async (email: string, password: string, options?: object): Promise<Session> => {
    const response = await post('/signup/email-password', { email, password, ...(options && { options }) });
    expect(response.statusCode, response.body).toBe(200);
    await follow((await lastMessage(email, 'email-verify')).link!);
    return signIn(email, password);
  };

  return { post, get, bearer, sql, signIn, lastMessage, follow, signUpVerified };
}

/**
 * The embedded mode's auth defaults, for test servers on PostgreSQL too (where Nhost's defaults turn these
 * off): the dev inbox, magic links, e-mail codes, TOTP and security keys.
 */
export const AUTH_FEATURES: Record<string, string> = {
  AUTH_DEV_INBOX: 'true',
  AUTH_EMAIL_PASSWORDLESS_ENABLED: 'true',
  AUTH_OTP_EMAIL_ENABLED: 'true',
  AUTH_MFA_ENABLED: 'true',
  AUTH_WEBAUTHN_ENABLED: 'true',
};
