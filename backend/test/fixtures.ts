import type { OrganizationRole } from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../src/db/types';
import { DEMO_ORGANIZATION } from '../src/dev/demo';
import { roleToken } from '../src/dev/testing';

// What the tests of nhost/'s data (src/dev/*.test.ts) build on the demo seed: another organization to keep
// apart from it, a second client of the demo organization, and GraphQL requests as a user of one role.

/** The demo klient's own client record. */
export const KLIENT_CLIENT = 'de000001-0000-4000-8000-000000000003';

export interface GraphqlBody {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
}

/**
 * `gql` posts to the app's `/v1/graphql` as a user in one role: the demo user of that role unless `userId` is
 * given, nobody for `null`. `data` also expects no errors. Both read `app` and `users` at call time, so a
 * describe block can set them in its `beforeAll`.
 */
export function roleGraphql(app: () => FastifyInstance, users: () => Map<OrganizationRole, string>) {
  const gql = async (
    role: OrganizationRole | null,
    query: string,
    variables?: Record<string, unknown>,
    userId?: string,
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (role) headers.authorization = `Bearer ${roleToken(role, userId ?? users().get(role)!)}`;
    const res = await app().inject({
      method: 'POST',
      url: '/v1/graphql',
      headers,
      payload: JSON.stringify({ query, variables }),
    });
    return res.json() as GraphqlBody;
  };
  const data = async (
    role: OrganizationRole,
    query: string,
    variables?: Record<string, unknown>,
    userId?: string,
  ) => {
    const body = await gql(role, query, variables, userId);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  return { gql, data };
}

/** A company client of the demo organization other than the demo klient's: the same one on every call. */
export async function anotherDemoCompanyClient(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM public.clients WHERE org_id = $1 AND id <> $2 AND kind = 'company' ORDER BY code LIMIT 1`,
    [DEMO_ORGANIZATION.id, KLIENT_CLIENT],
  );
  return rows[0]!.id;
}

export interface ForeignOrganizationOptions {
  id: string;
  name: string;
  /** Its one user, a handlowiec (`displayName` 'Obcy' unless given). */
  user: { id: string; email: string; displayName?: string };
  /** A company client of this name. */
  client?: string;
  /** A product at 10 net. */
  product?: { sku: string; name: string };
  warehouse?: { code: string; name: string };
  /** A ramp of the warehouse. */
  ramp?: { code: string; name: string };
}

type Part = 'warehouse' | 'ramp' | 'client' | 'product';

/** The ids of the rows asked for. */
export type ForeignOrganization<O> = { [K in keyof O & Part]: string };

/**
 * Another organization with a handlowiec user, and one of each row asked for: what each role of the demo
 * organization must neither see nor touch.
 */
export async function insertForeignOrganization<O extends ForeignOrganizationOptions>(
  db: Queryable,
  options: O,
): Promise<ForeignOrganization<O>> {
  const { id: org, user } = options;
  const insert = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: string }>(`${sql} RETURNING id`, params)).rows[0]!.id;
  await db.query('INSERT INTO public.organizations (id, name) VALUES ($1, $2)', [org, options.name]);
  await db.query(
    `INSERT INTO auth.users (id, email, locale, default_role) VALUES ($1, $2, 'pl', 'handlowiec')`,
    [user.id, user.email],
  );
  await db.query(
    `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, 'handlowiec', $3)`,
    [user.id, org, user.displayName ?? 'Obcy'],
  );
  const made: Partial<Record<Part, string>> = {};
  if (options.ramp && !options.warehouse) throw new Error('a ramp needs a warehouse');
  if (options.warehouse) {
    made.warehouse = await insert('INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, $2, $3)', [
      org,
      options.warehouse.code,
      options.warehouse.name,
    ]);
  }
  if (options.ramp) {
    made.ramp = await insert('INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, $2, $3)', [
      made.warehouse,
      options.ramp.code,
      options.ramp.name,
    ]);
  }
  if (options.client !== undefined) {
    made.client = await insert(`INSERT INTO public.clients (org_id, kind, name) VALUES ($1, 'company', $2)`, [
      org,
      options.client,
    ]);
  }
  if (options.product) {
    made.product = await insert(
      'INSERT INTO public.products (org_id, sku, name, net_price) VALUES ($1, $2, $3, 10)',
      [org, options.product.sku, options.product.name],
    );
  }
  return made as ForeignOrganization<O>;
}
