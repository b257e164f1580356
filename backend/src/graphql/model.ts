import type { CatalogColumn, CatalogTable } from './introspect';
import type {
  BoolExpJson,
  DeletePermissionMetadata,
  InsertPermissionMetadata,
  Metadata,
  RootFieldKey,
  TableMetadata,
  UpdatePermissionMetadata,
} from './metadata';
import { HasuraError } from './errors';
import { ADMIN_ROLE } from './session';

/**
 * The tracked tables as the engine serves them: metadata joined with the database catalog, with GraphQL names
 * resolved and permissions normalised (the admin's are synthesised, so every caller follows one code path).
 */
export type ScalarCategory = 'numeric' | 'string' | 'boolean' | 'json' | 'datetime' | 'other';

export interface Column {
  name: string;
  gqlName: string;
  /** The GraphQL scalar: Int, String, uuid, timestamptz, _text, … */
  scalar: string;
  /** The SQL type used to cast a bound parameter, e.g. `"pg_catalog"."uuid"`. */
  cast: string;
  /** A domain's base type name (auth.email: citext); its check does not apply to patterns. */
  domainBase?: string;
  category: ScalarCategory;
  isArray: boolean;
  nullable: boolean;
  hasDefault: boolean;
  /** Generated or identity-always columns cannot be written. */
  writable: boolean;
}

export interface Relationship {
  name: string;
  kind: 'object' | 'array';
  target: Table;
  /** Column of this table -> column of the target. */
  mapping: { from: string; to: string }[];
  nullable: boolean;
}

export interface SelectPermission {
  columns: ReadonlySet<string>;
  filter: BoolExpJson;
  limit?: number;
  allowAggregations: boolean;
  queryRootFields?: string[];
  subscriptionRootFields?: string[];
}

export interface InsertPermission {
  columns: ReadonlySet<string>;
  check: BoolExpJson;
  set: Record<string, unknown>;
  backendOnly: boolean;
}

export interface UpdatePermission {
  columns: ReadonlySet<string>;
  filter: BoolExpJson;
  check: BoolExpJson | null;
  set: Record<string, unknown>;
}

export type DeletePermission = DeletePermissionMetadata;

export interface UniqueConstraint {
  name: string;
  columns: string[];
}

export interface Table {
  schema: string;
  name: string;
  /** The base of the GraphQL names: `custom_name`, or the table name (`<schema>_<name>` outside public). */
  gqlName: string;
  root: Record<RootFieldKey, string>;
  columns: Column[];
  primaryKey: string[];
  uniqueConstraints: UniqueConstraint[];
  relationships: Relationship[];
  /** Plain tables take mutations; views are read only. */
  mutable: boolean;
  metadata: TableMetadata;
}

export interface Model {
  tables: Table[];
  roles: string[];
  introspectionDisabledFor: ReadonlySet<string>;
  warnings: string[];
}

const BUILTIN_SCALARS: Record<string, string> = {
  int2: 'smallint',
  int4: 'Int',
  int8: 'bigint',
  float4: 'Float',
  text: 'String',
  varchar: 'String',
  bool: 'Boolean',
};
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'money']);
const STRING = new Set(['text', 'varchar', 'bpchar', 'citext', 'name']);
const DATETIME = new Set(['date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval']);

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function category(type: string): ScalarCategory {
  if (NUMERIC.has(type)) return 'numeric';
  if (STRING.has(type)) return 'string';
  if (type === 'bool') return 'boolean';
  if (type === 'json' || type === 'jsonb') return 'json';
  if (DATETIME.has(type)) return 'datetime';
  return 'other';
}

function graphqlSafe(name: string): string {
  const safe = name.replace(/[^_0-9A-Za-z]/g, '_');
  return /^[0-9]/.test(safe) ? `_${safe}` : safe;
}

function column(catalog: CatalogColumn, gqlName: string): Column {
  const isArray = catalog.elementType !== null;
  const base = catalog.domainBase ?? catalog.type;
  return {
    name: catalog.name,
    gqlName,
    scalar: isArray ? graphqlSafe(catalog.type) : (BUILTIN_SCALARS[base] ?? graphqlSafe(base)),
    cast: `${quoteIdent(catalog.typeSchema)}.${quoteIdent(catalog.type)}`,
    ...(catalog.domainBase !== null && { domainBase: catalog.domainBase }),
    category: isArray ? 'other' : category(base),
    isArray,
    nullable: !catalog.notNull,
    hasDefault: catalog.hasDefault || catalog.identity !== '',
    writable: !catalog.generated && catalog.identity !== 'a',
  };
}

function rootNames(base: string, custom: TableMetadata['customRootFields']): Record<RootFieldKey, string> {
  return {
    select: custom.select ?? base,
    select_by_pk: custom.select_by_pk ?? `${base}_by_pk`,
    select_aggregate: custom.select_aggregate ?? `${base}_aggregate`,
    select_stream: custom.select_stream ?? `${base}_stream`,
    insert: custom.insert ?? `insert_${base}`,
    insert_one: custom.insert_one ?? `insert_${base}_one`,
    update: custom.update ?? `update_${base}`,
    update_by_pk: custom.update_by_pk ?? `update_${base}_by_pk`,
    update_many: custom.update_many ?? `update_${base}_many`,
    delete: custom.delete ?? `delete_${base}`,
    delete_by_pk: custom.delete_by_pk ?? `delete_${base}_by_pk`,
  };
}

const tableKey = (schema: string, name: string) => `${schema}.${name}`;

/** Joins metadata and catalog; inconsistent metadata (missing tables, columns, keys) is skipped with a warning. */
export function buildModel(metadata: Metadata, catalog: Map<string, CatalogTable>): Model {
  const warnings: string[] = [];
  const tables = new Map<string, Table>();
  for (const meta of metadata.tables) {
    const key = tableKey(meta.table.schema, meta.table.name);
    const found = catalog.get(key);
    if (!found) {
      warnings.push(`table ${key} is tracked but does not exist; skipped`);
      continue;
    }
    const gqlName =
      meta.customName ??
      graphqlSafe(
        meta.table.schema === 'public' ? meta.table.name : `${meta.table.schema}_${meta.table.name}`,
      );
    const primary = found.constraints.find((c) => c.kind === 'p');
    tables.set(key, {
      schema: found.schema,
      name: found.name,
      gqlName,
      root: rootNames(gqlName, meta.customRootFields),
      columns: found.columns.map((c) => column(c, meta.columnNames[c.name] ?? graphqlSafe(c.name))),
      primaryKey: primary?.columns ?? [],
      uniqueConstraints: found.constraints
        .filter((c) => c.kind === 'p' || c.kind === 'u')
        .map((c) => ({ name: c.name, columns: c.columns })),
      relationships: [],
      mutable: found.kind === 'r' || found.kind === 'p',
      metadata: meta,
    });
  }
  for (const table of tables.values()) {
    const found = catalog.get(tableKey(table.schema, table.name))!;
    for (const rel of table.metadata.relationships) {
      const at = `relationship ${table.schema}.${table.name}.${rel.name}`;
      let targetKey: string;
      let mapping: { from: string; to: string }[];
      if (rel.using.kind === 'fk_local') {
        const columns = rel.using.columns;
        const fk = found.constraints.find(
          (c) =>
            c.kind === 'f' &&
            c.columns.length === columns.length &&
            c.columns.every((col) => columns.includes(col)),
        );
        if (!fk?.references) {
          warnings.push(`${at}: no foreign key on ${columns.join(', ')}; skipped`);
          continue;
        }
        const refs = fk.references;
        targetKey = tableKey(refs.schema, refs.name);
        mapping = fk.columns.map((from, i) => ({ from, to: refs.columns[i]! }));
      } else if (rel.using.kind === 'fk_remote') {
        const remote = catalog.get(tableKey(rel.using.table.schema, rel.using.table.name));
        const columns = rel.using.columns;
        const fk = remote?.constraints.find(
          (c) =>
            c.kind === 'f' &&
            c.references?.schema === table.schema &&
            c.references.name === table.name &&
            c.columns.length === columns.length &&
            c.columns.every((col) => columns.includes(col)),
        );
        if (!fk?.references) {
          warnings.push(
            `${at}: no foreign key from ${rel.using.table.name} on ${columns.join(', ')}; skipped`,
          );
          continue;
        }
        const refs = fk.references;
        targetKey = tableKey(rel.using.table.schema, rel.using.table.name);
        mapping = fk.columns.map((to, i) => ({ from: refs.columns[i]!, to }));
      } else {
        targetKey = tableKey(rel.using.table.schema, rel.using.table.name);
        mapping = rel.using.mapping.map(([from, to]) => ({ from, to }));
      }
      const target = tables.get(targetKey);
      if (!target) {
        warnings.push(`${at}: target ${targetKey} is not tracked; skipped`);
        continue;
      }
      const missing = mapping.find(
        (m) => !table.columns.some((c) => c.name === m.from) || !target.columns.some((c) => c.name === m.to),
      );
      if (missing) {
        warnings.push(`${at}: unknown column in mapping ${missing.from} -> ${missing.to}; skipped`);
        continue;
      }
      const localNullable = mapping.some((m) => table.columns.find((c) => c.name === m.from)!.nullable);
      table.relationships.push({
        name: rel.name,
        kind: rel.type,
        target,
        mapping,
        nullable: rel.type === 'array' || rel.using.kind !== 'fk_local' || localNullable,
      });
    }
  }
  const roles = new Set<string>();
  for (const table of tables.values()) {
    const meta = table.metadata;
    for (const perms of [meta.select, meta.insert, meta.update, meta.delete]) {
      for (const role of perms.keys()) roles.add(role);
    }
  }
  return {
    tables: [...tables.values()],
    roles: [...roles].sort(),
    introspectionDisabledFor: new Set(metadata.introspectionDisabledFor),
    warnings,
  };
}

function columnSet(table: Table, columns: string[] | '*', writableOnly: boolean): Set<string> {
  const all = table.columns.filter((c) => !writableOnly || c.writable).map((c) => c.name);
  return new Set(columns === '*' ? all : all.filter((name) => columns.includes(name)));
}

const TRUE: BoolExpJson = {};

export function selectPermission(table: Table, role: string): SelectPermission | undefined {
  if (role === ADMIN_ROLE) {
    return { columns: columnSet(table, '*', false), filter: TRUE, allowAggregations: true };
  }
  const perm = table.metadata.select.get(role);
  if (!perm) return undefined;
  return { ...perm, columns: columnSet(table, perm.columns, false) };
}

export function insertPermission(table: Table, role: string): InsertPermission | undefined {
  if (!table.mutable) return undefined;
  if (role === ADMIN_ROLE)
    return { columns: columnSet(table, '*', true), check: TRUE, set: {}, backendOnly: false };
  const perm: InsertPermissionMetadata | undefined = table.metadata.insert.get(role);
  return perm && { ...perm, columns: columnSet(table, perm.columns, true) };
}

export function updatePermission(table: Table, role: string): UpdatePermission | undefined {
  if (!table.mutable) return undefined;
  if (role === ADMIN_ROLE)
    return { columns: columnSet(table, '*', true), filter: TRUE, check: null, set: {} };
  const perm: UpdatePermissionMetadata | undefined = table.metadata.update.get(role);
  return perm && { ...perm, columns: columnSet(table, perm.columns, true) };
}

export function deletePermission(table: Table, role: string): DeletePermission | undefined {
  if (!table.mutable) return undefined;
  if (role === ADMIN_ROLE) return { filter: TRUE, backendOnly: false };
  return table.metadata.delete.get(role);
}

/** A column by its GraphQL name; the schema has already vouched for the name, so a miss is a client error. */
export function columnByGqlName(table: Table, name: unknown): Column {
  const column = table.columns.find((c) => c.gqlName === name);
  if (!column) throw new HasuraError('validation-failed', `unexpected column "${String(name)}"`);
  return column;
}

/**
 * Relationships a nested insert can follow: an object relationship whose columns are this table's (the
 * target is inserted first), or an array relationship (the children are inserted after, pointing back).
 */
export function nestedInsertRelationships(table: Table): Relationship[] {
  return table.relationships.filter(
    (rel) =>
      rel.target.mutable &&
      (rel.kind === 'array' ||
        table.metadata.relationships.find((r) => r.name === rel.name)?.using.kind !== 'fk_remote'),
  );
}
