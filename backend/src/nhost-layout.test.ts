import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { openTestDatabase } from '../test/support';
import { loadConfig, repoRoot } from './config';
import { migrate } from './db/migrate';
import type { Database } from './db/types';
import { loadMetadata, type BoolExpJson, type QualifiedTable, type TableMetadata } from './graphql/metadata';

// nhost/ as the Nhost CLI (`nhost up`, a hosted project's deploy) and Hasura v2 expect it (issue #17).
const NHOST = join(repoRoot, 'nhost');
const METADATA = join(NHOST, 'metadata');
const TABLES = join(METADATA, 'databases', 'default', 'tables');

const yaml = (path: string) => parseYaml(readFileSync(path, 'utf8')) as unknown;
const record = (value: unknown) => value as Record<string, unknown>;

// Metadata v3: the files `hasura metadata export` writes, each in the shape of an empty project when unused.
const METADATA_FILES = [
  'version.yaml',
  'actions.graphql',
  'actions.yaml',
  'allow_list.yaml',
  'api_limits.yaml',
  'backend_configs.yaml',
  'cron_triggers.yaml',
  'graphql_schema_introspection.yaml',
  'inherited_roles.yaml',
  'metrics_config.yaml',
  'network.yaml',
  'opentelemetry.yaml',
  'query_collections.yaml',
  'remote_schemas.yaml',
  'rest_endpoints.yaml',
  'databases/databases.yaml',
  'databases/default/tables/tables.yaml',
];

// What Hasura v2 (the engine of a hosted Nhost project) accepts in a table file and its permissions; a key the
// embedded engine understands but Hasura does not would make `hasura metadata apply` fail on Nhost.
const TABLE_KEYS = new Set([
  'table',
  'configuration',
  'is_enum',
  'object_relationships',
  'array_relationships',
  'computed_fields',
  'remote_relationships',
  'insert_permissions',
  'select_permissions',
  'update_permissions',
  'delete_permissions',
  'event_triggers',
  'apollo_federation_config',
]);
const CONFIGURATION_KEYS = new Set([
  'custom_name',
  'custom_root_fields',
  'column_config',
  'custom_column_names',
  'comment',
]);
const PERMISSION_KEYS: Record<string, Set<string>> = {
  select_permissions: new Set([
    'columns',
    'filter',
    'limit',
    'allow_aggregations',
    'computed_fields',
    'query_root_fields',
    'subscription_root_fields',
  ]),
  insert_permissions: new Set(['columns', 'check', 'set', 'backend_only', 'validate_input']),
  update_permissions: new Set(['columns', 'filter', 'check', 'set', 'backend_only', 'validate_input']),
  delete_permissions: new Set(['filter', 'backend_only', 'validate_input']),
};
const CRON_KEYS = new Set([
  'name',
  'webhook',
  'schedule',
  'payload',
  'retry_conf',
  'headers',
  'include_in_metadata',
  'comment',
  'request_transform',
  'response_transform',
]);
// Hasura v2's boolean expression operators (column operators are skipped; these combine or leave the table).
const COLUMN_OPERATORS =
  /^_(eq|neq|gt|lt|gte|lte|in|nin|like|nlike|ilike|nilike|similar|nsimilar|regex|nregex|iregex|niregex|is_null|contains|contained_in|has_key|has_keys_any|has_keys_all|ceq|cne|cgt|clt|cge|cle|st_[a-z_]+)$/;

describe('the nhost/ project', () => {
  it('has the files the Nhost CLI reads: nhost.toml, config.yaml (version 3) and the v3 metadata', () => {
    expect(existsSync(join(NHOST, 'nhost.toml'))).toBe(true);
    expect(record(yaml(join(NHOST, 'config.yaml'))).version).toBe(3);
    expect(record(yaml(join(METADATA, 'version.yaml'))).version).toBe(3);
    const missing = METADATA_FILES.filter((file) => !existsSync(join(METADATA, file)));
    expect(missing).toEqual([]);
    for (const file of METADATA_FILES.filter((name) => name.endsWith('.yaml'))) {
      expect(() => yaml(join(METADATA, file)), file).not.toThrow();
    }
    // Every migration is a folder `<version>_<name>` with up.sql and down.sql, as `hasura migrate` wants.
    for (const entry of readdirSync(join(NHOST, 'migrations', 'default'))) {
      expect(entry).toMatch(/^\d{13}_[a-z0-9_]+$/);
      expect(existsSync(join(NHOST, 'migrations', 'default', entry, 'up.sql')), `${entry}/up.sql`).toBe(true);
      expect(existsSync(join(NHOST, 'migrations', 'default', entry, 'down.sql')), `${entry}/down.sql`).toBe(
        true,
      );
    }
  });

  it('names in .secrets.example every secret nhost.toml reads, and keeps .secrets out of git', () => {
    const toml = readFileSync(join(NHOST, 'nhost.toml'), 'utf8');
    const used = new Set([...toml.matchAll(/\{\{ secrets\.([A-Z0-9_]+) \}\}/g)].map((match) => match[1]));
    const example = parseToml(readFileSync(join(NHOST, '.secrets.example'), 'utf8'));
    expect(used.size).toBeGreaterThan(0);
    expect(Object.keys(example).sort()).toEqual([...used].sort());
    expect(readFileSync(join(repoRoot, '.gitignore'), 'utf8').split('\n')).toContain('nhost/.secrets');
  });

  it('lists every table file in tables.yaml, and has a file for every entry', () => {
    const listed = (yaml(join(TABLES, 'tables.yaml')) as string[]).map((entry) =>
      entry.replace(/^"?!include\s+/, '').replace(/"$/, ''),
    );
    const files = readdirSync(TABLES).filter((file) => file !== 'tables.yaml');
    expect([...listed].sort()).toEqual([...files].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const file of files) {
      const { table } = record(yaml(join(TABLES, file))) as { table: QualifiedTable };
      expect(file).toBe(`${table.schema}_${table.name}.yaml`);
    }
  });

  it('uses only metadata keys Hasura v2 supports', () => {
    const unsupported: string[] = [];
    for (const file of readdirSync(TABLES).filter((name) => name !== 'tables.yaml')) {
      const table = record(yaml(join(TABLES, file)));
      for (const key of Object.keys(table)) if (!TABLE_KEYS.has(key)) unsupported.push(`${file}: ${key}`);
      for (const key of Object.keys(record(table.configuration ?? {}))) {
        if (!CONFIGURATION_KEYS.has(key)) unsupported.push(`${file}: configuration.${key}`);
      }
      for (const [kind, allowed] of Object.entries(PERMISSION_KEYS)) {
        for (const entry of (table[kind] ?? []) as { role: string; permission: Record<string, unknown> }[]) {
          for (const key of Object.keys(entry)) {
            if (!['role', 'permission', 'comment'].includes(key)) unsupported.push(`${file}: ${kind}.${key}`);
          }
          for (const key of Object.keys(entry.permission)) {
            if (!allowed.has(key)) unsupported.push(`${file}: ${kind}[${entry.role}].${key}`);
          }
        }
      }
    }
    for (const trigger of yaml(join(METADATA, 'cron_triggers.yaml')) as Record<string, unknown>[]) {
      for (const key of Object.keys(trigger)) {
        if (!CRON_KEYS.has(key)) unsupported.push(`cron_triggers.yaml: ${String(trigger.name)}.${key}`);
      }
    }
    expect(unsupported).toEqual([]);
  });

  it('sets in nhost.toml the auth settings the embedded backend serves', () => {
    const toml = parseToml(readFileSync(join(NHOST, 'nhost.toml'), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const served = loadConfig({});
    const { auth, hasura, functions } = toml;
    const limit = (name: 'emails' | 'sms' | 'bruteForce' | 'signups' | 'global') => {
      const { limit: burst, interval } = auth.rateLimit[name] as { limit: number; interval: string };
      const match = /^(\d+)([smh])$/.exec(interval)!;
      return { burst, intervalMs: Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 's'] };
    };
    expect({
      signup: auth.signUp.enabled,
      defaultRole: auth.user.roles.default,
      allowedRoles: auth.user.roles.allowed,
      defaultLocale: auth.user.locale.default,
      allowedLocales: auth.user.locale.allowed,
      gravatar: auth.user.gravatar,
      accessTokenExpiresIn: auth.session.accessToken.expiresIn,
      refreshTokenExpiresIn: auth.session.refreshToken.expiresIn,
      anonymous: auth.method.anonymous.enabled,
      emailPasswordless: auth.method.emailPasswordless.enabled,
      otpEmail: auth.method.otp.email.enabled,
      hibp: auth.method.emailPassword.hibpEnabled,
      emailVerificationRequired: auth.method.emailPassword.emailVerificationRequired,
      passwordMinLength: auth.method.emailPassword.passwordMinLength,
      smsPasswordless: auth.method.smsPasswordless.enabled,
      webauthn: auth.method.webauthn.enabled,
      webauthnRpName: auth.method.webauthn.relyingParty.name,
      totp: auth.totp.enabled,
      totpIssuer: auth.totp.issuer,
      rateLimits: ['emails', 'sms', 'bruteForce', 'signups', 'global'].map((name) => limit(name as 'sms')),
    }).toEqual({
      signup: !served.auth.disableSignup,
      defaultRole: served.auth.defaultRole,
      allowedRoles: served.auth.defaultAllowedRoles,
      defaultLocale: served.auth.defaultLocale,
      allowedLocales: served.auth.allowedLocales,
      gravatar: served.auth.gravatar,
      accessTokenExpiresIn: served.accessTokenExpiresIn,
      refreshTokenExpiresIn: served.refreshTokenExpiresIn,
      anonymous: served.auth.anonymousUsersEnabled,
      emailPasswordless: served.auth.emailPasswordlessEnabled,
      otpEmail: served.auth.otpEmailEnabled,
      hibp: served.auth.passwordHibp.enabled,
      emailVerificationRequired: served.auth.emailVerifiedRequired,
      passwordMinLength: served.auth.passwordMinLength,
      smsPasswordless: served.auth.smsPasswordlessEnabled,
      webauthn: served.auth.webauthnEnabled,
      webauthnRpName: served.auth.webauthnRpName,
      totp: served.auth.mfaEnabled,
      totpIssuer: served.auth.mfaTotpIssuer,
      rateLimits: ['emails', 'sms', 'bruteForce', 'signups', 'global'].map(
        (name) => served.auth.rateLimit[name as 'sms'],
      ),
    });
    // Live queries re-run every second on Hasura as on the embedded engine; numbers stay JSON numbers.
    expect(hasura.settings.liveQueriesMultiplexedRefetchInterval).toBe(1000);
    expect(hasura.settings.stringifyNumericTypes).toBeUndefined();
    expect(hasura.version).toMatch(/^v2\.\d+\.\d+/);
    expect([20, 22]).toContain(functions.node.version);
  });

  it("lists the functions' real dependencies in functions/package.json", () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const imported = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) visit(join(dir, entry.name));
        else if (/\.[cm]?ts$/.test(entry.name)) {
          const source = readFileSync(join(dir, entry.name), 'utf8');
          const test = /\.test\.ts$/.test(entry.name);
          for (const [, name] of source.matchAll(/from\s+'([^'.][^']*)'/g)) {
            if (name === undefined || name.startsWith('node:')) continue;
            const bare = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
            imported.add(`${test ? 'dev:' : ''}${bare}`);
          }
          for (const [, name] of source.matchAll(/require\.resolve\('([^'.][^']*)'\)/g)) {
            imported.add(
              name!.startsWith('@') ? name!.split('/').slice(0, 2).join('/') : name!.split('/')[0]!,
            );
          }
        }
      }
    };
    visit(join(repoRoot, 'functions'));
    const runtime = [...imported].filter((name) => !name.startsWith('dev:')).sort();
    const dev = [...imported]
      .filter((name) => name.startsWith('dev:'))
      .map((name) => name.slice(4))
      .filter((name) => !runtime.includes(name))
      .sort();
    expect(Object.keys(manifest.dependencies).sort()).toEqual(runtime);
    expect(Object.keys(manifest.devDependencies).sort()).toEqual(dev);
    // The versions are the ones the workspace installs and tests with.
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      if (version.startsWith('file:')) continue;
      const installed = JSON.parse(
        readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
      ) as {
        version: string;
      };
      expect(`${name}@${version}`).toBe(`${name}@${installed.version}`);
    }
  });

  describe('against the schema the migrations make', () => {
    let database: { db: Database; cleanup(): Promise<void> };
    let columns: Map<string, Set<string>>;
    let foreignKeys: Map<string, { columns: string[]; target: string }[]>;
    let tables: Map<string, TableMetadata>;
    const key = (table: QualifiedTable) => `${table.schema}.${table.name}`;

    beforeAll(async () => {
      database = await openTestDatabase('pglite');
      await migrate(database.db, NHOST);
      const { rows } = await database.db.query<{
        table_schema: string;
        table_name: string;
        column_name: string;
      }>(
        `SELECT table_schema, table_name, column_name FROM information_schema.columns
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      columns = new Map();
      for (const row of rows) {
        const name = `${row.table_schema}.${row.table_name}`;
        columns.set(name, (columns.get(name) ?? new Set()).add(row.column_name));
      }
      const fks = await database.db.query<{ source: string; target: string; columns: string[] }>(
        `SELECT ns.nspname || '.' || cs.relname AS source, nt.nspname || '.' || ct.relname AS target,
                ARRAY(SELECT a.attname::text FROM unnest(c.conkey) AS k
                        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k ORDER BY a.attname) AS columns
           FROM pg_constraint c
           JOIN pg_class cs ON cs.oid = c.conrelid JOIN pg_namespace ns ON ns.oid = cs.relnamespace
           JOIN pg_class ct ON ct.oid = c.confrelid JOIN pg_namespace nt ON nt.oid = ct.relnamespace
          WHERE c.contype = 'f'`,
      );
      foreignKeys = new Map();
      for (const row of fks.rows) {
        foreignKeys.set(row.source, [
          ...(foreignKeys.get(row.source) ?? []),
          { columns: row.columns, target: row.target },
        ]);
      }
      tables = new Map(loadMetadata(METADATA).tables.map((table) => [key(table.table), table]));
    }, 120_000);
    afterAll(() => database?.cleanup());

    /** The table a relationship leads to, or a problem. */
    const target = (table: TableMetadata, name: string): string | undefined => {
      const relationship = table.relationships.find((candidate) => candidate.name === name)!;
      const { using } = relationship;
      if (using.kind === 'manual') return key(using.table);
      if (using.kind === 'fk_remote') {
        const fk = foreignKeys
          .get(key(using.table))
          ?.find(
            (candidate) =>
              candidate.target === key(table.table) &&
              [...using.columns].sort().join() === candidate.columns.join(),
          );
        return fk && key(using.table);
      }
      return foreignKeys
        .get(key(table.table))
        ?.find((candidate) => [...using.columns].sort().join() === candidate.columns.join())?.target;
    };

    it('tracks only tables and views that exist, and relationships on real foreign keys', () => {
      const problems: string[] = [];
      for (const [name, table] of tables) {
        if (!columns.has(name)) {
          problems.push(`${name}: no such table or view`);
          continue;
        }
        for (const relationship of table.relationships) {
          const to = target(table, relationship.name);
          if (to === undefined) problems.push(`${name}.${relationship.name}: no foreign key for it`);
          else if (!columns.has(to)) problems.push(`${name}.${relationship.name}: ${to} does not exist`);
          if (relationship.using.kind === 'manual') {
            for (const [from, remote] of relationship.using.mapping) {
              if (!columns.get(name)?.has(from))
                problems.push(`${name}.${relationship.name}: no column ${from}`);
              if (!columns.get(to!)?.has(remote))
                problems.push(`${name}.${relationship.name}: ${to} has no ${remote}`);
            }
          }
        }
        for (const column of Object.keys(table.columnNames)) {
          if (!columns.get(name)!.has(column))
            problems.push(`${name}: column_config names no column ${column}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('names in every permission only columns and relationships that exist', () => {
      const problems: string[] = [];
      const walk = (tableName: string, expression: unknown, where: string) => {
        if (Array.isArray(expression)) {
          for (const item of expression) walk(tableName, item, where);
          return;
        }
        if (expression === null || typeof expression !== 'object') return;
        const table = tables.get(tableName);
        for (const [field, value] of Object.entries(expression as BoolExpJson)) {
          if (field === '_and' || field === '_or' || field === '_not') walk(tableName, value, where);
          else if (field === '_exists') {
            const { _table, _where } = value as { _table: QualifiedTable; _where: unknown };
            const other = typeof _table === 'string' ? `public.${String(_table)}` : key(_table);
            if (!columns.has(other)) problems.push(`${where}: _exists on ${other}, which does not exist`);
            else walk(other, _where, where);
          } else if (COLUMN_OPERATORS.test(field)) continue;
          else if (columns.get(tableName)?.has(field)) continue;
          else if (table?.relationships.some((relationship) => relationship.name === field)) {
            const to = target(table, field);
            if (to) walk(to, value, where);
          } else problems.push(`${where}: ${tableName} has no column or relationship ${field}`);
        }
      };
      for (const [name, table] of tables) {
        const has = (column: string) => columns.get(name)?.has(column);
        const checkColumns = (list: string[] | '*', where: string) => {
          if (list !== '*')
            for (const column of list) if (!has(column)) problems.push(`${where}: no column ${column}`);
        };
        for (const [role, permission] of table.select) {
          checkColumns(permission.columns, `${name} select ${role}`);
          walk(name, permission.filter, `${name} select ${role}`);
        }
        for (const [role, permission] of table.insert) {
          checkColumns(permission.columns, `${name} insert ${role}`);
          checkColumns(Object.keys(permission.set), `${name} insert ${role} set`);
          walk(name, permission.check, `${name} insert ${role}`);
        }
        for (const [role, permission] of table.update) {
          checkColumns(permission.columns, `${name} update ${role}`);
          checkColumns(Object.keys(permission.set), `${name} update ${role} set`);
          walk(name, permission.filter, `${name} update ${role}`);
          walk(name, permission.check, `${name} update ${role} check`);
        }
        for (const [role, permission] of table.delete)
          walk(name, permission.filter, `${name} delete ${role}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
