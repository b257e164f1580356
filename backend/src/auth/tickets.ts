import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';

/** The ticket prefixes of `auth.users.ticket` that `/verify` redeems, and each one's `type` in links. */
export const LINK_TICKET_TYPES = {
  verifyEmail: 'emailVerify',
  emailConfirmChange: 'emailConfirmChange',
  passwordlessEmail: 'signinPasswordless',
  passwordReset: 'passwordReset',
} as const;

export type LinkTicketType = keyof typeof LINK_TICKET_TYPES;

// hasura-auth's lifetimes: 30 days to verify an address, an hour for the others.
export const TICKET_LIFETIMES: Record<LinkTicketType, number> = {
  verifyEmail: 30 * 24 * 3600,
  emailConfirmChange: 3600,
  passwordlessEmail: 3600,
  passwordReset: 3600,
};

/** Gives the user a new ticket of `type`, replacing any other; one ticket per user, as in Nhost. */
export async function issueTicket(
  db: Queryable,
  userId: string,
  type: LinkTicketType,
  lifetime = TICKET_LIFETIMES[type],
): Promise<string> {
  const ticket = `${type}:${randomUUID()}`;
  await db.query(
    `UPDATE auth.users SET ticket = $2, ticket_expires_at = now() + make_interval(secs => $3) WHERE id = $1`,
    [userId, ticket, lifetime],
  );
  return ticket;
}

/** The id of the user holding `ticket` while it is live, without spending it. */
export async function ticketHolder(db: Queryable, ticket: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM auth.users WHERE ticket = $1 AND ticket_expires_at > now()',
    [ticket],
  );
  return rows[0]?.id;
}

/**
 * Redeems a live ticket: clears it and answers its user's id, or undefined when no user holds it (wrong,
 * used or expired). Only one of two simultaneous redemptions wins.
 */
export async function redeemTicket(db: Queryable, ticket: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE auth.users SET ticket = NULL, ticket_expires_at = now()
     WHERE ticket = $1 AND ticket_expires_at > now()
     RETURNING id`,
    [ticket],
  );
  return rows[0]?.id;
}

/** The `/verify` link of an e-mail, as hasura-auth builds it. */
export function verifyLink(authServerUrl: string, ticket: string, redirectTo: string): string {
  const type = LINK_TICKET_TYPES[ticket.slice(0, ticket.indexOf(':')) as LinkTicketType];
  const url = new URL(`${authServerUrl}/verify`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('type', type);
  url.searchParams.set('redirectTo', redirectTo);
  return url.href;
}
