import { z } from 'zod';
import type { Queryable } from '../db/types';
import { AuthError } from './errors';
import { gravatarUrl } from './gravatar';
import { resolveRedirectTo } from './redirect';
import type { AuthSettings } from './settings';
import { findUserById, type UserRecord } from './users';

// The auth.email domain's own check, so every address zod accepts can also be stored.
const STORABLE_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const Email = z.email().max(254).regex(STORABLE_EMAIL, 'Invalid email address');
export const Password = z.string().min(3).max(50);
/** E.164-like: a plus and 7–15 digits (spaces are removed first). */
export const PhoneNumber = z
  .string()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'Invalid phone number'));
const Metadata = z.record(z.string(), z.unknown());

export const RedirectOptions = z.object({ redirectTo: z.string().max(2048).optional() }).optional();

export const SignUpOptions = z
  .object({
    allowedRoles: z.array(z.string().max(255)).max(50).optional(),
    defaultRole: z.string().max(255).optional(),
    displayName: z
      .string()
      .max(32)
      .regex(/^[\p{L}\p{M}\p{N} .,'’_@-]*$/u, 'Invalid display name')
      .optional(),
    locale: z.string().min(2).max(3).optional(),
    metadata: Metadata.optional(),
    redirectTo: z.string().max(2048).optional(),
  })
  .optional();

export type SignUpOptionsInput = z.output<typeof SignUpOptions>;

/** Sign-up options with the server's defaults filled in and checked against what the server allows. */
export interface ResolvedSignUpOptions {
  allowedRoles: string[];
  defaultRole: string;
  displayName: string;
  locale: string;
  metadata: Record<string, unknown>;
  redirectTo: string;
}

export function resolveSignUpOptions(
  settings: AuthSettings,
  email: string | undefined,
  options: SignUpOptionsInput,
): ResolvedSignUpOptions {
  const allowedRoles = options?.allowedRoles ?? settings.defaultAllowedRoles;
  for (const role of allowedRoles) {
    if (!settings.defaultAllowedRoles.includes(role)) throw new AuthError('role-not-allowed');
  }
  const defaultRole = options?.defaultRole ?? settings.defaultRole;
  if (!allowedRoles.includes(defaultRole)) {
    throw new AuthError(
      settings.defaultAllowedRoles.includes(defaultRole)
        ? 'default-role-must-be-in-allowed-roles'
        : 'role-not-allowed',
    );
  }
  const locale = options?.locale ?? settings.defaultLocale;
  if (!settings.allowedLocales.includes(locale)) throw new AuthError('locale-not-allowed');
  return {
    allowedRoles: [...new Set(allowedRoles)],
    defaultRole,
    displayName: options?.displayName ?? email ?? '',
    locale,
    metadata: options?.metadata ?? {},
    redirectTo: resolveRedirectTo(settings, options?.redirectTo),
  };
}

/** AUTH_ACCESS_CONTROL_*: a refused address is told as invalid-email-password, as hasura-auth does. */
export function isEmailAllowed(settings: AuthSettings, email: string): boolean {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (settings.blockedEmails.includes(address) || settings.blockedEmailDomains.includes(domain)) return false;
  const restricted = settings.allowedEmails.length > 0 || settings.allowedEmailDomains.length > 0;
  return (
    !restricted || settings.allowedEmails.includes(address) || settings.allowedEmailDomains.includes(domain)
  );
}

export function assertEmailAllowed(settings: AuthSettings, email: string): void {
  if (!isEmailAllowed(settings, email)) throw new AuthError('invalid-email-password');
}

export interface NewUser {
  /** A chosen id (e.g. the user handle a security key was registered with); random when absent. */
  id?: string;
  email?: string;
  phoneNumber?: string;
  passwordHash?: string;
  emailVerified?: boolean;
  phoneNumberVerified?: boolean;
  isAnonymous?: boolean;
  /** A picture of the user's (e.g. from an OpenID provider); without one, the Gravatar of `email` when enabled. */
  avatarUrl?: string;
  options: Omit<ResolvedSignUpOptions, 'redirectTo'>;
}

/** Inserts a user with their roles; a taken e-mail is a 409 email-already-in-use. Use inside a transaction. */
export async function createUser(tx: Queryable, settings: AuthSettings, user: NewUser): Promise<UserRecord> {
  await ensureRoles(tx, user.options.allowedRoles);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO auth.users (id, email, phone_number, password_hash, email_verified, phone_number_verified,
       is_anonymous, disabled, display_name, locale, default_role, metadata, avatar_url)
     VALUES (coalesce($12::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      user.email ?? null,
      user.phoneNumber ?? null,
      user.passwordHash ?? null,
      user.emailVerified ?? false,
      user.phoneNumberVerified ?? false,
      user.isAnonymous ?? false,
      settings.disableNewUsers,
      user.options.displayName,
      user.options.locale,
      user.options.defaultRole,
      JSON.stringify(user.options.metadata),
      user.id ?? null,
      user.avatarUrl || gravatarUrl(settings.gravatar, user.email),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new AuthError('email-already-in-use');
  await setUserRoles(tx, id, user.options.allowedRoles);
  return (await findUserById(tx, id))!;
}

/** Replaces the rows of auth.user_roles of a user; unknown roles are added to auth.roles first. */
export async function setUserRoles(tx: Queryable, userId: string, roles: readonly string[]): Promise<void> {
  await ensureRoles(tx, roles);
  await tx.query('DELETE FROM auth.user_roles WHERE user_id = $1 AND NOT (role = ANY($2::text[]))', [
    userId,
    roles,
  ]);
  await tx.query(
    `INSERT INTO auth.user_roles (user_id, role) SELECT $1, unnest($2::text[])
     ON CONFLICT (user_id, role) DO NOTHING`,
    [userId, roles],
  );
}

function ensureRoles(tx: Queryable, roles: readonly string[]) {
  return tx.query('INSERT INTO auth.roles (role) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [roles]);
}
