import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { YamlCache } from '../yaml-cache';
import { isRecord } from './values';

/**
 * Hasura metadata v3 (the folder layout of `nhost/metadata`), reduced to what the engine serves.
 * Includes are strings `"!include file.yaml"` (as the Hasura CLI writes them) or the `!include` tag.
 */
export type BoolExpJson = Record<string, unknown>;

export interface QualifiedTable {
  schema: string;
  name: string;
}

export type RelationshipUsing =
  | { kind: 'fk_local'; columns: string[] }
  | { kind: 'fk_remote'; table: QualifiedTable; columns: string[] }
  | { kind: 'manual'; table: QualifiedTable; mapping: [string, string][] };

export interface RelationshipMetadata {
  name: string;
  type: 'object' | 'array';
  using: RelationshipUsing;
}

export interface SelectPermissionMetadata {
  columns: string[] | '*';
  filter: BoolExpJson;
  limit?: number;
  allowAggregations: boolean;
  queryRootFields?: string[];
  subscriptionRootFields?: string[];
}

export interface InsertPermissionMetadata {
  columns: string[] | '*';
  check: BoolExpJson;
  set: Record<string, unknown>;
  backendOnly: boolean;
}

export interface UpdatePermissionMetadata {
  columns: string[] | '*';
  filter: BoolExpJson;
  check: BoolExpJson | null;
  set: Record<string, unknown>;
}

export interface DeletePermissionMetadata {
  filter: BoolExpJson;
  backendOnly: boolean;
}

export type RootFieldKey =
  | 'select'
  | 'select_by_pk'
  | 'select_aggregate'
  | 'select_stream'
  | 'insert'
  | 'insert_one'
  | 'update'
  | 'update_by_pk'
  | 'update_many'
  | 'delete'
  | 'delete_by_pk';

export interface TableMetadata {
  table: QualifiedTable;
  customName?: string;
  customRootFields: Partial<Record<RootFieldKey, string>>;
  /** Column name to its GraphQL name. */
  columnNames: Record<string, string>;
  isEnum: boolean;
  relationships: RelationshipMetadata[];
  select: Map<string, SelectPermissionMetadata>;
  insert: Map<string, InsertPermissionMetadata>;
  update: Map<string, UpdatePermissionMetadata>;
  delete: Map<string, DeletePermissionMetadata>;
}

export interface Metadata {
  tables: TableMetadata[];
  /** Roles for which introspection (`__schema`, `__type`) is refused. */
  introspectionDisabledFor: string[];
}

export class MetadataError extends Error {
  override name = 'MetadataError';
}

const INCLUDE = /^!include\s+(.+)$/;

const INCLUDE_TAG = [
  {
    tag: '!include',
    resolve: (value: string) => `!include ${value}`,
  },
];

/** Reads a YAML file and replaces every include, relative to the including file, recursively. */
function loadYaml(cache: YamlCache, file: string, seen: readonly string[] = []): unknown {
  if (seen.includes(file)) throw new MetadataError(`metadata: include cycle at ${file}`);
  const text = readFileSync(file, 'utf8');
  let doc: unknown;
  try {
    doc = cache.parse(text, 'metadata', { customTags: INCLUDE_TAG });
  } catch (error) {
    throw new MetadataError(`metadata: ${file}: ${(error as Error).message}`);
  }
  const expand = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const match = INCLUDE.exec(value.trim());
      return match?.[1] ? loadYaml(cache, resolve(dirname(file), match[1].trim()), [...seen, file]) : value;
    }
    if (Array.isArray(value)) return value.map(expand);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item)]));
    }
    return value;
  };
  return expand(doc);
}

function qualified(value: unknown, where: string): QualifiedTable {
  if (typeof value === 'string') return { schema: 'public', name: value };
  if (isRecord(value) && typeof value.name === 'string') {
    return { schema: typeof value.schema === 'string' ? value.schema : 'public', name: value.name };
  }
  throw new MetadataError(`metadata: ${where}: expected a table name`);
}

function columnList(value: unknown, where: string): string[] | '*' {
  if (value === '*') return '*';
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((c) => typeof c === 'string')) return value as string[];
  throw new MetadataError(`metadata: ${where}: columns must be a list of names or '*'`);
}

function boolExp(value: unknown, where: string): BoolExpJson {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new MetadataError(`metadata: ${where}: expected a boolean expression`);
  return value;
}

function relationship(value: unknown, type: 'object' | 'array', where: string): RelationshipMetadata {
  if (!isRecord(value) || typeof value.name !== 'string' || !isRecord(value.using)) {
    throw new MetadataError(`metadata: ${where}: a relationship needs name and using`);
  }
  const at = `${where}.${value.name}`;
  const { foreign_key_constraint_on: fk, manual_configuration: manual } = value.using;
  if (fk !== undefined) {
    if (typeof fk === 'string') return { name: value.name, type, using: { kind: 'fk_local', columns: [fk] } };
    if (Array.isArray(fk))
      return { name: value.name, type, using: { kind: 'fk_local', columns: fk.map(String) } };
    if (isRecord(fk)) {
      const columns = fk.columns ?? fk.column;
      return {
        name: value.name,
        type,
        using: {
          kind: 'fk_remote',
          table: qualified(fk.table, at),
          columns: Array.isArray(columns) ? columns.map(String) : [String(columns)],
        },
      };
    }
  }
  if (isRecord(manual) && isRecord(manual.column_mapping)) {
    return {
      name: value.name,
      type,
      using: {
        kind: 'manual',
        table: qualified(manual.remote_table, at),
        mapping: Object.entries(manual.column_mapping).map(([from, to]) => [from, String(to)]),
      },
    };
  }
  throw new MetadataError(`metadata: ${at}: unsupported relationship definition`);
}

function permissions<T>(
  value: unknown,
  where: string,
  read: (permission: Record<string, unknown>, at: string) => T,
): Map<string, T> {
  const result = new Map<string, T>();
  if (value === undefined || value === null) return result;
  if (!Array.isArray(value)) throw new MetadataError(`metadata: ${where}: expected a list`);
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.role !== 'string' || !isRecord(entry.permission)) {
      throw new MetadataError(`metadata: ${where}: each permission needs role and permission`);
    }
    result.set(entry.role, read(entry.permission, `${where}.${entry.role}`));
  }
  return result;
}

function presets(value: unknown, where: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new MetadataError(`metadata: ${where}: set must be a mapping`);
  return value;
}

function rootFieldName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  return undefined;
}

function table(value: unknown, index: number): TableMetadata {
  if (!isRecord(value)) throw new MetadataError(`metadata: tables[${index}] is not a mapping`);
  const name = qualified(value.table, `tables[${index}]`);
  const where = `${name.schema}.${name.name}`;
  const configuration = isRecord(value.configuration) ? value.configuration : {};
  const customRootFields: Partial<Record<RootFieldKey, string>> = {};
  if (isRecord(configuration.custom_root_fields)) {
    for (const [key, field] of Object.entries(configuration.custom_root_fields)) {
      const fieldName = rootFieldName(field);
      if (fieldName) customRootFields[key as RootFieldKey] = fieldName;
    }
  }
  const columnNames: Record<string, string> = {};
  if (isRecord(configuration.custom_column_names)) {
    for (const [column, custom] of Object.entries(configuration.custom_column_names)) {
      if (typeof custom === 'string') columnNames[column] = custom;
    }
  }
  if (isRecord(configuration.column_config)) {
    for (const [column, config] of Object.entries(configuration.column_config)) {
      if (isRecord(config) && typeof config.custom_name === 'string')
        columnNames[column] = config.custom_name;
    }
  }
  const list = (key: string) => (Array.isArray(value[key]) ? (value[key] as unknown[]) : []);
  return {
    table: name,
    ...(typeof configuration.custom_name === 'string' ? { customName: configuration.custom_name } : {}),
    customRootFields,
    columnNames,
    isEnum: value.is_enum === true,
    relationships: [
      ...list('object_relationships').map((r) => relationship(r, 'object', where)),
      ...list('array_relationships').map((r) => relationship(r, 'array', where)),
    ],
    select: permissions(value.select_permissions, `${where}.select_permissions`, (p, at) => ({
      columns: columnList(p.columns, at),
      filter: boolExp(p.filter, at),
      ...(typeof p.limit === 'number' ? { limit: p.limit } : {}),
      allowAggregations: p.allow_aggregations === true,
      ...(Array.isArray(p.query_root_fields) ? { queryRootFields: p.query_root_fields.map(String) } : {}),
      ...(Array.isArray(p.subscription_root_fields)
        ? { subscriptionRootFields: p.subscription_root_fields.map(String) }
        : {}),
    })),
    insert: permissions(value.insert_permissions, `${where}.insert_permissions`, (p, at) => ({
      columns: columnList(p.columns, at),
      check: boolExp(p.check, at),
      set: presets(p.set, at),
      backendOnly: p.backend_only === true,
    })),
    update: permissions(value.update_permissions, `${where}.update_permissions`, (p, at) => ({
      columns: columnList(p.columns, at),
      filter: boolExp(p.filter, at),
      check: p.check === undefined || p.check === null ? null : boolExp(p.check, at),
      set: presets(p.set, at),
    })),
    delete: permissions(value.delete_permissions, `${where}.delete_permissions`, (p, at) => ({
      filter: boolExp(p.filter, at),
      backendOnly: p.backend_only === true,
    })),
  };
}

/**
 * Loads `<metadataDir>`: the `default` source's tracked tables and the introspection settings. With `cacheFile`
 * the YAML documents are kept parsed there for the next process (yaml-cache.ts).
 */
export function loadMetadata(metadataDir: string, { cacheFile }: { cacheFile?: string } = {}): Metadata {
  const cache = new YamlCache(cacheFile);
  const metadata = readMetadata(cache, metadataDir);
  cache.save();
  return metadata;
}

function readMetadata(cache: YamlCache, metadataDir: string): Metadata {
  const databasesFile = join(metadataDir, 'databases', 'databases.yaml');
  const introspectionFile = join(metadataDir, 'graphql_schema_introspection.yaml');
  const introspection = existsSync(introspectionFile) ? loadYaml(cache, introspectionFile) : undefined;
  const introspectionDisabledFor =
    isRecord(introspection) && Array.isArray(introspection.disabled_for_roles)
      ? introspection.disabled_for_roles.map(String)
      : [];
  if (!existsSync(databasesFile)) return { tables: [], introspectionDisabledFor };
  const databases = loadYaml(cache, databasesFile);
  const sources = Array.isArray(databases) ? databases.filter(isRecord) : [];
  const source = sources.find((s) => s.name === 'default') ?? sources[0];
  const tables = source && Array.isArray(source.tables) ? source.tables : [];
  return { tables: tables.map(table), introspectionDisabledFor };
}
