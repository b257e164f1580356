import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';

/** An `auth.users` row with its roles, as the auth routes need it. */
export interface UserRecord {
  id: string;
  createdAt: Date;
  displayName: string;
  avatarUrl: string;
  locale: string;
  email: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
  phoneNumberVerified: boolean;
  defaultRole: string;
  /** The rows of `auth.user_roles`. */
  roles: string[];
  isAnonymous: boolean;
  disabled: boolean;
  metadata: Record<string, unknown> | null;
  activeMfaType: string | null;
  passwordHash: string | null;
}

/** A UserRecord's columns, of an `auth.users` row named `u` (a table or a statement's RETURNING). */
export const USER_COLUMNS = `
  u.id, u.created_at AS "createdAt", u.display_name AS "displayName", u.avatar_url AS "avatarUrl",
    u.locale, u.email::text AS email, u.phone_number AS "phoneNumber", u.email_verified AS "emailVerified",
    u.phone_number_verified AS "phoneNumberVerified", u.default_role AS "defaultRole",
    ARRAY(SELECT r.role FROM auth.user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
    u.is_anonymous AS "isAnonymous", u.disabled, u.metadata, u.active_mfa_type AS "activeMfaType",
    u.password_hash AS "passwordHash"`;

const SELECT_USER = `SELECT ${USER_COLUMNS} FROM auth.users u`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  // Compared as citext (case-insensitive), not as the auth.email domain, whose check would reject the lookup.
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.email = $1::public.citext`, [email]);
  return rows[0];
}

/**
 * How stale `auth.users.last_seen` may get while a user keeps working: a sign-in or a refresh marks the user seen
 * only when the mark is older than this. Every session of a user would otherwise write (and row-lock) the same
 * users row at each refresh, so the sessions of one user (tabs, devices, a shared warehouse account) rotated one
 * after another, each waiting for the previous one's commit to reach the disk.
 */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;

/**
 * Marks the user as seen now (`auth.users.last_seen`, as hasura-auth does on sign-in and refresh), unless he was
 * marked less than LAST_SEEN_RESOLUTION_SECONDS ago.
 */
export async function touchLastSeen(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE auth.users SET last_seen = now()
     WHERE id = $1 AND (last_seen IS NULL OR last_seen < now() - make_interval(secs => $2))`,
    [userId, LAST_SEEN_RESOLUTION_SECONDS],
  );
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0];
}

/** hasura-auth's allowed roles: the user's roles plus the default role. */
export function allowedRoles(user: UserRecord): string[] {
  return user.roles.includes(user.defaultRole) ? user.roles : [...user.roles, user.defaultRole];
}

/** The User object of the wire format: `email` and `phoneNumber` are omitted when absent. */
export function toUserPayload(user: UserRecord) {
  return {
    avatarUrl: user.avatarUrl,
    createdAt: user.createdAt.toISOString(),
    defaultRole: user.defaultRole,
    displayName: user.displayName,
    ...(user.email !== null && { email: user.email }),
    emailVerified: user.emailVerified,
    id: user.id,
    isAnonymous: user.isAnonymous,
    locale: user.locale,
    metadata: user.metadata ?? {},
    ...(user.phoneNumber !== null && { phoneNumber: user.phoneNumber }),
    phoneNumberVerified: user.phoneNumberVerified,
    roles: allowedRoles(user),
    activeMfaType: user.activeMfaType,
  };
}

export type UserPayload = ReturnType<typeof toUserPayload>;

/** The ticket `/signin/mfa/totp` redeems with a TOTP code; valid for five minutes. */
export async function issueMfaTicket(db: Queryable, userId: string): Promise<string> {
  const ticket = `mfaTotp:${randomUUID()}`;
  await db.query(
    `UPDATE auth.users SET ticket = $2, ticket_expires_at = now() + interval '5 minutes' WHERE id = $1`,
    [userId, ticket],
  );
  return ticket;
}

export async function findUserByPhoneNumber(
  db: Queryable,
  phoneNumber: string,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.phone_number = $1`, [phoneNumber]);
  return rows[0];
}
