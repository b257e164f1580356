import type { OrganizationRole } from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import type { Client } from 'graphql-ws';
import type { Database } from '../db/types';
import { liveClient, testToken } from '../graphql/testing';
import { DEMO_ORGANIZATION } from './demo';

/** For tests on the demo seed: the demo organization's user of each role, by role. */
export async function demoUsers(db: Database): Promise<Map<OrganizationRole, string>> {
  const { rows } = await db.query<{ role: OrganizationRole; user_id: string }>(
    'SELECT role, user_id FROM public.profiles WHERE org_id = $1',
    [DEMO_ORGANIZATION.id],
  );
  return new Map(rows.map((row) => [row.role, row.user_id]));
}

/** A test access token (graphql/testing's testToken) of a user in one role only, his default. */
export const roleToken = (role: OrganizationRole, userId: string) =>
  testToken({ 'x-hasura-allowed-roles': [role], 'x-hasura-default-role': role, 'x-hasura-user-id': userId });

/** A graphql-ws client of the app (listening from the first call) for a user in one role, as the sdk connects. */
export const roleLiveClient = (
  app: FastifyInstance,
  role: OrganizationRole,
  userId: string,
): Promise<Client> =>
  liveClient(app, { Authorization: `Bearer ${roleToken(role, userId)}`, 'x-hasura-role': role });
