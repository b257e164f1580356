import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assertEmailAllowed,
  createUser,
  Email,
  PhoneNumber,
  resolveSignUpOptions,
  SignUpOptions,
  type SignUpOptionsInput,
} from '../accounts';
import { AuthError } from '../errors';
import { issueOtp, redeemOtp } from '../otp';
import { startSession } from '../sessions';
import { issueTicket, verifyLink } from '../tickets';
import { findUserByEmail, findUserById, findUserByPhoneNumber, type UserRecord } from '../users';
import { parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const EmailBody = z.object({ email: Email, options: SignUpOptions });
const EmailOtpBody = z.object({ email: Email, otp: z.string().max(16) });
const SmsBody = z.object({ phoneNumber: PhoneNumber, options: SignUpOptions });
const SmsOtpBody = z.object({ phoneNumber: PhoneNumber, otp: z.string().max(16) });

/** Magic link, e-mail one-time code and SMS one-time code; each signs up an unknown address. */
export function passwordlessRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, settings, outbox, authServerUrl } = context;

  /** The user of `identity`, signed up first (unverified) when unknown and sign-up is open. */
  async function findOrSignUp(
    identity: { email: string } | { phoneNumber: string },
    options: SignUpOptionsInput,
  ): Promise<{ user: UserRecord; redirectTo: string }> {
    const email = 'email' in identity ? identity.email : undefined;
    const resolved = resolveSignUpOptions(
      settings,
      email ?? ('phoneNumber' in identity ? identity.phoneNumber : ''),
      options,
    );
    if (email !== undefined) assertEmailAllowed(settings, email);
    const find = () =>
      'email' in identity
        ? findUserByEmail(db, identity.email)
        : findUserByPhoneNumber(db, identity.phoneNumber);
    let user = await find();
    if (!user) {
      if (settings.disableSignup) throw new AuthError('signup-disabled');
      user = await db
        .transaction((tx) => createUser(tx, settings, { ...identity, options: resolved }))
        .catch(async (error: unknown) => {
          // Someone signed up with this address at the same moment: theirs it is.
          const existing =
            error instanceof AuthError && error.code === 'email-already-in-use' && (await find());
          if (!existing) throw error;
          return existing;
        });
    }
    if (user.disabled) throw new AuthError('disabled-user');
    return { user, redirectTo: resolved.redirectTo };
  }

  app.post('/signin/passwordless/email', async (request, reply) => {
    const { email, options } = parseBody(EmailBody, request.body);
    if (!settings.emailPasswordlessEnabled) throw new AuthError('disabled-endpoint');
    const { user, redirectTo } = await findOrSignUp({ email }, options);
    const ticket = await issueTicket(db, user.id, 'passwordlessEmail');
    await outbox.email(user.email!, 'signin-passwordless', {
      link: verifyLink(authServerUrl, ticket, redirectTo),
      displayName: user.displayName,
      email: user.email!,
    });
    return sendOk(reply);
  });

  app.post('/signin/otp/email', async (request, reply) => {
    const { email, options } = parseBody(EmailBody, request.body);
    if (!settings.otpEmailEnabled) throw new AuthError('disabled-endpoint');
    const { user } = await findOrSignUp({ email }, options);
    const code = await issueOtp(db, user.id, 'email');
    await outbox.email(user.email!, 'signin-otp', {
      code,
      displayName: user.displayName,
      email: user.email!,
    });
    return sendOk(reply);
  });

  app.post('/signin/otp/email/verify', async (request) => {
    const { email, otp } = parseBody(EmailOtpBody, request.body);
    if (!settings.otpEmailEnabled) throw new AuthError('disabled-endpoint');
    const user = await findUserByEmail(db, email);
    if (!user || !(await redeemOtp(db, user.id, 'email', otp))) throw new AuthError('invalid-ticket');
    if (user.disabled) throw new AuthError('disabled-user');
    return db.transaction(async (tx) => {
      await tx.query('UPDATE auth.users SET email_verified = true WHERE id = $1', [user.id]);
      return startSession(tx, context, (await findUserById(tx, user.id))!);
    });
  });

  app.post('/signin/passwordless/sms', async (request, reply) => {
    const { phoneNumber, options } = parseBody(SmsBody, request.body);
    if (!settings.smsPasswordlessEnabled) throw new AuthError('disabled-endpoint');
    if (!outbox.canSendSms) throw new AuthError('cannot-send-sms');
    const { user } = await findOrSignUp({ phoneNumber }, options);
    const code = await issueOtp(db, user.id, 'sms');
    await outbox.sms(phoneNumber, 'signin-passwordless-sms', { code });
    return sendOk(reply);
  });

  app.post('/signin/passwordless/sms/otp', async (request) => {
    const { phoneNumber, otp } = parseBody(SmsOtpBody, request.body);
    if (!settings.smsPasswordlessEnabled) throw new AuthError('disabled-endpoint');
    const user = await findUserByPhoneNumber(db, phoneNumber);
    if (!user || !(await redeemOtp(db, user.id, 'sms', otp))) throw new AuthError('invalid-otp');
    if (user.disabled) throw new AuthError('disabled-user');
    return db.transaction(async (tx) => {
      await tx.query('UPDATE auth.users SET phone_number_verified = true WHERE id = $1', [user.id]);
      return startSession(tx, context, (await findUserById(tx, user.id))!);
    });
  });
}
