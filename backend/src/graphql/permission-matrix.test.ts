import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/support';
import { DEMO_ORGANIZATION } from '../dev/demo';
import { upload } from '../storage/testing';
import { loadMetadata, type TableMetadata } from './metadata';
import { isSessionScoped, permissionRules, type PermissionRule } from './permission-scope';

// Issue 15: the permission matrix, generated from nhost/metadata so that a table (or a role's permission on
// it) added later is covered without touching this file. Two parts:
//  1. every non-admin permission (role × table × select/insert/update/delete) keeps its rows tied to the
//     session (`X-Hasura-User-Id` / `X-Hasura-Org-Id`, directly or through relationships);
//  2. on a running server with the demo organization's data (organization A), users of a second organization
//     B in every role, and a user who is magazynier in A and holds every other role in B, try to read,
//     update and delete A's rows of every table through GraphQL: nothing may come back or change (except
//     the shared user's own rows, e.g. his profile in A, which name him).

const PROJECT_DIR = join(__dirname, '..', '..', '..', 'nhost');
const metadata = loadMetadata(join(PROJECT_DIR, 'metadata'));

/**
 * Permissions that are deliberately not tied to the session, each with its reason. Keep it short: the test
 * fails when an entry is no longer needed, so it never hides a new permission.
 */
const UNSCOPED_PERMISSIONS: Record<string, string> = {};

/**
 * Tables whose rows belong to no organization (so part 2 cannot tell organization A's rows), with the reason.
 * Every other table must reach `org_id` (its own, or a parent's through foreign keys), `organizations.id`, or
 * `auth.users` (a user's organizations are his profiles').
 */
const TABLES_WITHOUT_ORGANIZATION: Record<string, string> = {
  'auth.roles': 'the list of role names, the same for everyone',
  'auth.providers': 'the OAuth providers the server knows, the same for everyone',
  'auth.provider_requests':
    'OAuth and WebAuthn ceremonies in flight, before anyone is signed in (no role reads them)',
  'storage.buckets': 'bucket settings (size and type limits), the same for every organization',
};

const ruleName = (rule: PermissionRule) => `${rule.table} ${rule.role} ${rule.operation}`;

describe('permission matrix: every permission is tied to the session', () => {
  const rules = permissionRules(metadata.tables);

  it('covers every tracked table and role', () => {
    expect(metadata.tables.length).toBeGreaterThan(20);
    expect(rules.length).toBeGreaterThan(100);
  });

  it('finds no permission that reaches every organization', () => {
    const unscoped = rules.filter((rule) => !isSessionScoped(rule.expression)).map(ruleName);
    expect(unscoped.filter((name) => !(name in UNSCOPED_PERMISSIONS))).toEqual([]);
    // An exception that no longer matches anything must go.
    expect(Object.keys(UNSCOPED_PERMISSIONS).filter((name) => !unscoped.includes(name))).toEqual([]);
  });

  it('tells a permission that forgets the organization', () => {
    // The checker itself: these are what a careless new permission looks like.
    expect(isSessionScoped({})).toBe(false);
    expect(isSessionScoped({ active: { _eq: true } })).toBe(false);
    expect(
      isSessionScoped({ _or: [{ user_id: { _eq: 'X-Hasura-User-Id' } }, { public: { _eq: true } }] }),
    ).toBe(false);
    expect(isSessionScoped({ user_id: { _neq: 'X-Hasura-User-Id' } })).toBe(false);
    expect(isSessionScoped({ _not: { user_id: { _eq: 'X-Hasura-User-Id' } } })).toBe(false);
    expect(
      isSessionScoped({
        organization: {
          profiles: { _and: [{ user_id: { _eq: 'X-Hasura-User-Id' } }, { role: { _eq: 'x' } }] },
        },
      }),
    ).toBe(true);
    expect(isSessionScoped({ org_id: { _eq: 'X-Hasura-Org-Id' } })).toBe(true);
  });
});

interface Column {
  name: string;
  notNull: boolean;
}
interface ForeignKey {
  column: string;
  parent: string;
  parentColumn: string;
  notNull: boolean;
}

/** GraphQL names as the engine gives them (Hasura's defaults unless the metadata renames). */
function graphqlNames(table: TableMetadata) {
  const base =
    table.customName ??
    (table.table.schema === 'public' ? table.table.name : `${table.table.schema}_${table.table.name}`);
  return {
    base,
    select: table.customRootFields.select ?? base,
    update: table.customRootFields.update ?? `update_${base}`,
    delete: table.customRootFields.delete ?? `delete_${base}`,
    column: (column: string) => table.columnNames[column] ?? column,
  };
}

describe('permission matrix: another organization cannot reach organization A', () => {
  // A loaded machine builds the demo seed slowly: a longer statement bound than the server's default.
  const server = useTestServer('pglite', { RAMPA_STATEMENT_TIMEOUT: '60' });
  const sql = <R>(text: string, params: unknown[] = []) => server.app.rampa.db.query<R>(text, params);
  const orgA = DEMO_ORGANIZATION.id;

  const columns = new Map<string, Column[]>();
  const primaryKeys = new Map<string, string[]>();
  const foreignKeys = new Map<string, ForeignKey[]>();
  /** Who tries: a name and the headers of one user acting in one role. */
  /** The user of both organizations: his own rows of A (his profile there) are his to see. */
  let sharedUserId = '';
  const identities: { name: string; role: string; headers: Record<string, string>; shared?: boolean }[] = [];

  const token = async (userId: string, roles: string[]) =>
    `Bearer ${await server.app.rampa.jwt.sign({ userId, defaultRole: roles[0]!, allowedRoles: roles, isAnonymous: false })}`;

  const createUser = async (email: string, profiles: [string, string][], roles: string[]) => {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO auth.users (email, display_name, locale, default_role, email_verified)
       VALUES ($1, 'Macierz uprawnień', 'pl', $2, true) RETURNING id`,
      [email, roles[0]],
    );
    const id = rows[0]!.id;
    for (const role of roles) {
      await sql('INSERT INTO auth.roles (role) VALUES ($1) ON CONFLICT DO NOTHING', [role]);
      await sql('INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        id,
        role,
      ]);
    }
    for (const [org, role] of profiles) {
      await sql(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Macierz uprawnień')`,
        [id, org, role],
      );
    }
    return id;
  };

  beforeAll(async () => {
    const catalog = await sql<{ tbl: string; column_name: string; not_null: boolean }>(
      `SELECT table_schema || '.' || table_name AS tbl, column_name, is_nullable = 'NO' AS not_null
       FROM information_schema.columns WHERE table_schema IN ('public', 'auth', 'storage')`,
    );
    for (const row of catalog.rows) {
      columns.set(row.tbl, [
        ...(columns.get(row.tbl) ?? []),
        { name: row.column_name, notNull: row.not_null },
      ]);
    }
    const keys = await sql<{
      tbl: string;
      kind: string;
      cols: string[];
      parent: string | null;
      parent_cols: string[] | null;
    }>(
      `SELECT c.conrelid::regclass::text AS tbl, c.contype AS kind,
              array(SELECT a.attname::text FROM unnest(c.conkey) k JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k) AS cols,
              c.confrelid::regclass::text AS parent,
              array(SELECT a.attname::text FROM unnest(c.confkey) k JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k) AS parent_cols
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype IN ('p', 'f') AND n.nspname IN ('public', 'auth', 'storage')`,
    );
    const qualified = (name: string) => (name.includes('.') ? name : `public.${name}`);
    for (const key of keys.rows) {
      const table = qualified(key.tbl);
      if (key.kind === 'p') primaryKeys.set(table, key.cols);
      else if (key.cols.length === 1 && key.parent && key.parent_cols?.length === 1) {
        const notNull = columns.get(table)?.find((c) => c.name === key.cols[0])?.notNull ?? false;
        foreignKeys.set(table, [
          ...(foreignKeys.get(table) ?? []),
          { column: key.cols[0]!, parent: qualified(key.parent), parentColumn: key.parent_cols[0]!, notNull },
        ]);
      }
    }

    // Organization B, a user per role of it, a user of A and B, and a user of no organization per other role.
    const orgB = (
      await sql<{ id: string }>(
        `INSERT INTO public.organizations (name) VALUES ('Druga Hurtownia') RETURNING id`,
      )
    ).rows[0]!.id;
    const organizationRoles = ['handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin'];
    for (const role of organizationRoles) {
      const id = await createUser(`${role}@druga-hurtownia.test`, [[orgB, role]], [role]);
      identities.push({ name: `${role} of B`, role, headers: { authorization: await token(id, [role]) } });
    }
    const bRoles = organizationRoles.filter((role) => role !== 'magazynier');
    const shared = await createUser(
      'obie-firmy@druga-hurtownia.test',
      [[orgA, 'magazynier'], ...bRoles.map((role): [string, string] => [orgB, role])],
      ['magazynier', ...bRoles],
    );
    sharedUserId = shared;
    const sharedToken = await token(shared, ['magazynier', ...bRoles]);
    for (const role of bRoles) {
      identities.push({
        name: `${role} of B who is magazynier of A`,
        role,
        headers: { authorization: sharedToken, 'x-hasura-role': role },
        shared: true,
      });
    }
    // A file of A, uploaded by the user of both organizations as magazynier of A (issue 15's CMR).
    const cmr = await upload(
      server.app,
      { authorization: sharedToken, 'x-hasura-role': 'magazynier' },
      [{ content: 'CMR', name: 'CMR-orgA.txt', type: 'text/plain' }],
      'attachments',
    );
    expect(cmr.statusCode).toBe(201);
    const metadataRoles = new Set(permissionRules(metadata.tables).map((rule) => rule.role));
    for (const role of [...metadataRoles].filter((r) => !organizationRoles.includes(r))) {
      const id = await createUser(`${role}@bez-firmy.test`, [], [role]);
      identities.push({
        name: `${role} of no organization`,
        role,
        headers: { authorization: await token(id, [role]) },
      });
    }
  });

  /** SQL giving the organizations a row of `table` (alias `alias`) belongs to, or null when it has none. */
  function organizationsOf(table: string, alias: string, depth = 0): string | null {
    const own = columns.get(table) ?? [];
    if (own.some((c) => c.name === 'org_id')) return `ARRAY[${alias}.org_id]`;
    if (table === 'public.organizations') return `ARRAY[${alias}.id]`;
    if (table === 'auth.users') {
      return `(SELECT array_agg(p.org_id) FROM public.profiles p WHERE p.user_id = ${alias}.id)`;
    }
    if (depth >= 3) return null;
    const parents = [...(foreignKeys.get(table) ?? [])].sort((a, b) => Number(b.notNull) - Number(a.notNull));
    for (const key of parents) {
      const parentAlias = `p${depth}`;
      const inner = organizationsOf(key.parent, parentAlias, depth + 1);
      if (inner) {
        return `(SELECT ${inner} FROM ${key.parent} ${parentAlias} WHERE ${parentAlias}.${key.parentColumn} = ${alias}.${key.column})`;
      }
    }
    return null;
  }

  const tableName = (table: TableMetadata) => `${table.table.schema}.${table.table.name}`;

  it('knows the organization of every table, or names why it has none', () => {
    const unknown = metadata.tables.map(tableName).filter((name) => organizationsOf(name, 't') === null);
    expect(unknown.filter((name) => !(name in TABLES_WITHOUT_ORGANIZATION))).toEqual([]);
    expect(Object.keys(TABLES_WITHOUT_ORGANIZATION).filter((name) => !unknown.includes(name))).toEqual([]);
  });

  it('lets no user of B, in any role, read, update or delete organization A’s rows', async () => {
    const graphql = async (headers: Record<string, string>, query: string, variables: object = {}) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/v1/graphql',
          headers,
          payload: { query, variables },
        })
      ).json<{
        data?: Record<string, unknown>;
        errors?: { message: string }[];
      }>();
    const leaks: string[] = [];
    let checks = 0;
    for (const table of metadata.tables) {
      const name = tableName(table);
      const found = organizationsOf(name, 't');
      const organizations = found && `(${found})::uuid[]`;
      const pk = primaryKeys.get(name);
      if (!organizations || pk?.length !== 1) continue;
      const pkColumn = pk[0]!;
      const { rows } = await sql<{ id: unknown; row: Record<string, unknown>; own: boolean }>(
        `SELECT to_jsonb(t.${pkColumn}) AS id, to_jsonb(t) AS row,
                EXISTS (SELECT 1 FROM jsonb_each_text(to_jsonb(t)) e WHERE e.value = $2) AS own
         FROM ${name} t
         WHERE cardinality(${organizations}) > 0 AND $1::uuid = ALL(${organizations})
         ORDER BY 3 DESC LIMIT 50`,
        [orgA, sharedUserId],
      );
      if (rows.length === 0) continue;
      const names = graphqlNames(table);
      for (const identity of identities) {
        // The user of both organizations may see his own rows of A (they name him): not the others.
        const targets = rows.filter((row) => !(identity.shared && row.own));
        if (targets.length === 0) continue;
        const where = `{${names.column(pkColumn)}: {_in: ${JSON.stringify(targets.map((row) => row.id))}}}`;
        const select = table.select.get(identity.role);
        const pkSelectable = select && (select.columns === '*' || select.columns.includes(pkColumn));
        if (select) {
          checks += 1;
          const field = pkSelectable ? names.column(pkColumn) : '__typename';
          const query = pkSelectable
            ? `{ rows: ${names.select}(where: ${where}) { ${field} } }`
            : `{ rows: ${names.select}(limit: 100000) { __typename } }`;
          const answer = await graphql(identity.headers, query);
          const seen = (answer.data?.rows as unknown[] | undefined) ?? [];
          if (answer.errors)
            leaks.push(`${name}: ${identity.name} select failed: ${answer.errors[0]!.message}`);
          else if (pkSelectable && seen.length > 0)
            leaks.push(`${name}: ${identity.name} reads ${seen.length} of A's rows`);
          else if (!pkSelectable) {
            const { rows: others } = await sql<{ n: number }>(
              `SELECT count(*)::int AS n FROM ${name} t WHERE NOT coalesce(cardinality(${organizations}) > 0 AND $1::uuid = ALL(${organizations}), false)`,
              [orgA],
            );
            if (seen.length > others[0]!.n)
              leaks.push(`${name}: ${identity.name} reads more rows than B may have`);
          }
        }
        if (!pkSelectable) continue;
        const update = table.update.get(identity.role);
        if (update) {
          const column = update.columns === '*' ? Object.keys(targets[0]!.row)[0]! : update.columns[0]!;
          checks += 1;
          const answer = await graphql(
            identity.headers,
            `mutation($set: ${names.base}_set_input!) { changed: ${names.update}(where: ${where}, _set: $set) { affected_rows } }`,
            { set: { [names.column(column)]: targets[0]!.row[column] } },
          );
          const affected = (answer.data?.changed as { affected_rows: number } | null)?.affected_rows;
          if (affected !== 0) {
            leaks.push(
              `${name}: ${identity.name} update ${answer.errors ? answer.errors[0]!.message : `changed ${affected}`}`,
            );
          }
        }
        if (table.delete.get(identity.role)) {
          checks += 1;
          const answer = await graphql(
            identity.headers,
            `mutation { gone: ${names.delete}(where: ${where}) { affected_rows } }`,
          );
          const affected = (answer.data?.gone as { affected_rows: number } | null)?.affected_rows;
          if (affected !== 0) {
            leaks.push(
              `${name}: ${identity.name} delete ${answer.errors ? answer.errors[0]!.message : `removed ${affected}`}`,
            );
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // Enough of the matrix ran to mean something (tables × identities × operations).
    expect(checks).toBeGreaterThan(150);
  }, 240_000);
});
