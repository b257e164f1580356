/**
 * The small SQL vocabulary of the compiler. Identifiers are quoted here; every value goes through `Params.bind`
 * and reaches the database as a bound parameter (`$n::type`), never as text inside the statement.
 */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualifiedName(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A JSON key in `json_build_object`: a GraphQL name (alias or field), checked to be one. */
export function jsonKey(name: string): string {
  if (!GRAPHQL_NAME.test(name)) throw new Error(`not a GraphQL name: ${name}`);
  return `'${name}'`;
}

/** A Postgres array literal of text items (NULL for null). */
export function arrayLiteral(items: readonly unknown[]): string {
  return `{${items
    .map((item) => {
      const text = paramText(item);
      return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    })
    .join(',')}}`;
}

/** The text form of a value for a parameter; arrays become JSON unless `asArray` (then a Postgres array). */
export function paramText(value: unknown, asArray = false): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (asArray && Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

export class Params {
  readonly values: (string | null)[] = [];

  /** Binds a value cast to `cast` (a quoted SQL type); `asArray` binds a JS array as a Postgres array. */
  bind(value: unknown, cast: string, asArray = false): string {
    this.values.push(paramText(value, asArray));
    return `$${this.values.length}::${cast}`;
  }
}

/** Fresh table aliases for one statement. */
export class Aliases {
  private count = 0;
  next(prefix: string): string {
    this.count += 1;
    return ident(`_${prefix}${this.count}`);
  }
}

export const TEXT = '"pg_catalog"."text"';
export const INT = '"pg_catalog"."int4"';
export const JSONB = '"pg_catalog"."jsonb"';
