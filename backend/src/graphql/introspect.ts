import type { Queryable } from '../db/types';

/** What the engine needs to know about the tables of the database, read from pg_catalog. */
export interface CatalogColumn {
  name: string;
  /** Type name and schema (`int4`, `pg_catalog`); for arrays the array type (`_text`). */
  type: string;
  typeSchema: string;
  /** Element type name of an array column, or null. */
  elementType: string | null;
  /** `pg_type.typtype`: b base, e enum, d domain, c composite. */
  typeKind: string;
  /** Base type name of a domain, or null. */
  domainBase: string | null;
  notNull: boolean;
  hasDefault: boolean;
  /** `a` (always) or `d` (by default) identity, or ''. */
  identity: string;
  generated: boolean;
}

export interface CatalogConstraint {
  name: string;
  kind: 'p' | 'u' | 'f';
  columns: string[];
  /** For foreign keys: the referenced table and columns, in the same order as `columns`. */
  references?: { schema: string; name: string; columns: string[] };
}

export interface CatalogTable {
  schema: string;
  name: string;
  /** `r` table, `p` partitioned, `v` view, `m` materialized view, `f` foreign. */
  kind: string;
  columns: CatalogColumn[];
  constraints: CatalogConstraint[];
}

const COLUMNS_SQL = `
SELECT n.nspname AS schema, c.relname AS table, c.relkind::text AS kind,
  a.attname AS column, t.typname AS type, tn.nspname AS type_schema, t.typtype::text AS type_kind,
  et.typname AS element_type, bt.typname AS domain_base,
  a.attnotnull AS not_null, a.atthasdef AS has_default, a.attidentity::text AS identity,
  (a.attgenerated::text <> '') AS generated
FROM pg_catalog.pg_class c
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
JOIN pg_catalog.pg_namespace tn ON tn.oid = t.typnamespace
LEFT JOIN pg_catalog.pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
LEFT JOIN pg_catalog.pg_type bt ON bt.oid = t.typbasetype AND t.typtype = 'd'
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND n.nspname = ANY($1::text[])
ORDER BY n.nspname, c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
SELECT n.nspname AS schema, c.relname AS table, con.conname AS name, con.contype::text AS kind,
  ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
        JOIN pg_catalog.pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS columns,
  rn.nspname AS ref_schema, rc.relname AS ref_table,
  ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
        JOIN pg_catalog.pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS ref_columns
FROM pg_catalog.pg_constraint con
JOIN pg_catalog.pg_class c ON c.oid = con.conrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_catalog.pg_class rc ON rc.oid = con.confrelid
LEFT JOIN pg_catalog.pg_namespace rn ON rn.oid = rc.relnamespace
WHERE con.contype IN ('p', 'u', 'f') AND n.nspname = ANY($1::text[])
ORDER BY n.nspname, c.relname, con.conname`;

/** Text arrays come back as JS arrays from both drivers; accept a literal too, to be safe. */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    return value
      .slice(1, -1)
      .split(',')
      .filter((s) => s !== '')
      .map((s) => s.replace(/^"(.*)"$/, '$1'));
  }
  return [];
}

/** Reads the tables, columns and key constraints of the given schemas. */
export async function introspect(db: Queryable, schemas: string[]): Promise<Map<string, CatalogTable>> {
  const tables = new Map<string, CatalogTable>();
  const key = (schema: string, name: string) => `${schema}.${name}`;
  const columns = await db.query<Record<string, unknown>>(COLUMNS_SQL, [schemas]);
  for (const row of columns.rows) {
    const k = key(String(row.schema), String(row.table));
    let table = tables.get(k);
    if (!table) {
      table = {
        schema: String(row.schema),
        name: String(row.table),
        kind: String(row.kind),
        columns: [],
        constraints: [],
      };
      tables.set(k, table);
    }
    table.columns.push({
      name: String(row.column),
      type: String(row.type),
      typeSchema: String(row.type_schema),
      elementType: row.element_type === null ? null : String(row.element_type),
      typeKind: String(row.type_kind),
      domainBase: row.domain_base === null ? null : String(row.domain_base),
      notNull: row.not_null === true,
      hasDefault: row.has_default === true,
      identity: String(row.identity ?? ''),
      generated: row.generated === true,
    });
  }
  const constraints = await db.query<Record<string, unknown>>(CONSTRAINTS_SQL, [schemas]);
  for (const row of constraints.rows) {
    const table = tables.get(key(String(row.schema), String(row.table)));
    if (!table) continue;
    const kind = String(row.kind) as CatalogConstraint['kind'];
    table.constraints.push({
      name: String(row.name),
      kind,
      columns: textArray(row.columns),
      ...(kind === 'f'
        ? {
            references: {
              schema: String(row.ref_schema),
              name: String(row.ref_table),
              columns: textArray(row.ref_columns),
            },
          }
        : {}),
    });
  }
  return tables;
}
