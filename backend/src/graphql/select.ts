import type { GraphQLObjectType } from 'graphql';
import { getNamedType, type FieldNode } from 'graphql';
import { and, compileBoolExp, joinCondition } from './boolexp';
import type { CompileContext } from './context';
import { HasuraError } from './errors';
import { effectiveRowLimit } from './limits';
import {
  columnByGqlName,
  selectPermission,
  type Column,
  type Relationship,
  type SelectPermission,
  type Table,
} from './model';
import { AGGREGATE_FUNCTIONS, meaningOf, type AggregateFunction } from './schema';
import { argumentValues, collectFields, subSelections } from './selection';
import { ident, jsonKey, qualifiedName, TEXT } from './sql';
import { isRecord, asList } from './values';

/**
 * Compiles selections on tracked tables to SQL that builds the JSON answer in the database: a row set
 * (filter, order, limit) per table, `json_build_object` per row, `json_agg` per list, and one LEFT JOIN LATERAL
 * per relationship. Every function returns a SELECT yielding one row with the JSON in column "root".
 */
export interface RowSetSpec {
  table: Table;
  /** The rows to read: the table itself, or a CTE holding a mutation's rows. */
  source?: string;
  /** `where`, `order_by`, `limit`, `offset`, `distinct_on` as given by the client. */
  args: Record<string, unknown>;
  /** More conditions on the row alias: a relationship's join, a primary key. */
  conditions?: (alias: string) => string[];
  /** JSON path of the field, for error messages. */
  path: string;
  /** A mutation's `returning`: the rows it changed, all of them, as in Hasura (no default or maximum row limit). */
  returning?: boolean;
}

const DIRECTIONS: Record<string, string> = {
  asc: 'ASC NULLS LAST',
  asc_nulls_first: 'ASC NULLS FIRST',
  asc_nulls_last: 'ASC NULLS LAST',
  desc: 'DESC NULLS FIRST',
  desc_nulls_first: 'DESC NULLS FIRST',
  desc_nulls_last: 'DESC NULLS LAST',
};
const MAX_PAIRS = 50;

/** A JSON object from (key, expression) pairs, in order; past Postgres' 100 arguments via row_to_json. */
export function jsonObject(pairs: readonly [string, string][]): string {
  if (pairs.length <= MAX_PAIRS)
    return `json_build_object(${pairs.map(([k, e]) => `${jsonKey(k)}, ${e}`).join(', ')})`;
  return `(SELECT row_to_json(_o) FROM (SELECT ${pairs.map(([k, e]) => `${e} AS ${ident(k)}`).join(', ')}) AS _o)`;
}

export function requireSelect(ctx: CompileContext, table: Table): SelectPermission {
  const perm = selectPermission(table, ctx.role);
  if (!perm)
    throw new HasuraError(
      'permission-error',
      `no select permission on "${table.name}" for role "${ctx.role}"`,
    );
  return perm;
}

interface OrderItem {
  expr: string;
  direction: string;
}

/** `order_by` as SQL expressions over `alias`; related values become scalar subqueries. */
function orderItems(ctx: CompileContext, table: Table, alias: string, orderBy: unknown): OrderItem[] {
  const items: OrderItem[] = [];
  for (const entry of asList(orderBy)) {
    if (!isRecord(entry)) continue;
    for (const [key, value] of Object.entries(entry)) {
      if (value === null || value === undefined) continue;
      const column = table.columns.find((c) => c.gqlName === key);
      if (column) {
        items.push({
          expr: `${alias}.${ident(column.name)}`,
          direction: DIRECTIONS[String(value)] ?? 'ASC NULLS LAST',
        });
        continue;
      }
      const rel = table.relationships.find((r) => r.name === key && r.kind === 'object');
      if (rel) {
        const child = ctx.aliases.next('o');
        for (const inner of orderItems(ctx, rel.target, child, value)) {
          items.push({
            expr: `(SELECT ${inner.expr} FROM ${relatedRows(ctx, rel, alias, child)} LIMIT 1)`,
            direction: inner.direction,
          });
        }
        continue;
      }
      const aggregate = table.relationships.find((r) => `${r.name}_aggregate` === key && r.kind === 'array');
      if (aggregate && isRecord(value)) {
        for (const [fn, spec] of Object.entries(value)) {
          if (fn !== 'count' && !(AGGREGATE_FUNCTIONS as readonly string[]).includes(fn)) {
            throw new HasuraError('validation-failed', `unexpected aggregate "${fn}" in order_by`);
          }
          const child = ctx.aliases.next('o');
          const from = relatedRows(ctx, aggregate, alias, child);
          if (fn === 'count' && typeof spec === 'string') {
            items.push({ expr: `(SELECT count(*) FROM ${from})`, direction: DIRECTIONS[spec]! });
          } else if (isRecord(spec)) {
            for (const [col, direction] of Object.entries(spec)) {
              const column = columnByGqlName(aggregate.target, col);
              items.push({
                expr: `(SELECT ${fn}(${child}.${ident(column.name)}) FROM ${from})`,
                direction: DIRECTIONS[String(direction)]!,
              });
            }
          }
        }
        continue;
      }
      throw new HasuraError('validation-failed', `unexpected key "${key}" in order_by`);
    }
  }
  return items;
}

/** `<target> AS child WHERE join AND target's select permission`, for EXISTS and scalar subqueries. */
function relatedRows(ctx: CompileContext, rel: Relationship, parent: string, child: string): string {
  const perm = requireSelect(ctx, rel.target);
  const where = and([
    joinCondition(rel, parent, child),
    compileBoolExp(ctx, rel.target, child, perm.filter, 'permission'),
  ]);
  return `${qualifiedName(rel.target.schema, rel.target.name)} AS ${child} WHERE ${where}`;
}

function nonNegative(value: unknown, name: string, path: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new HasuraError('validation-failed', `expected an integer for "${name}"`, `${path}.args.${name}`);
  }
  if (value < 0)
    throw new HasuraError(
      'validation-failed',
      `unexpected negative value for "${name}"`,
      `${path}.args.${name}`,
    );
  return value;
}

/**
 * The rows of one page of a root list with an offset, read in two steps: the page's primary keys (filter, order,
 * limit and offset over the table alone: an index on the order that covers the filter's columns answers it without
 * reading a skipped row), then only those rows by key. Read in one step, every skipped row is fetched whole before
 * OFFSET drops it: page 200 of 25 read 5,000 rows to answer 25. The keys come as an array (an InitPlan run once),
 * not `IN (subquery)`: a generic plan, which cannot know the limit, then still reads the rows by key rather than
 * scanning the table to join it. The order is kept by the caller's ORDER BY over the `__order_n` columns.
 */
function deferredRows(table: string, alias: string, key: string, orderColumns: string, keys: string): string {
  return `SELECT ${alias}.*${orderColumns} FROM ${table} AS ${alias} WHERE ${alias}.${key} = ANY (ARRAY(${keys}))`;
}

/**
 * The filtered, ordered, limited rows of a table as a derived table, the ORDER BY to keep that order
 * in the aggregate above it, and the limit. An array field (`list`) gets the role's default and maximum row
 * limits; one row (by primary key, object relationship) only the client's and the permission's.
 */
function rowSet(
  ctx: CompileContext,
  spec: RowSetSpec,
  list: boolean,
): { from: string; alias: string; order: string; limit: number | undefined } {
  const { table, args } = spec;
  const perm = requireSelect(ctx, table);
  const t = ctx.aliases.next('t');
  const conditions = and([
    compileBoolExp(ctx, table, t, perm.filter, 'permission'),
    compileBoolExp(ctx, table, t, args.where, 'user'),
    ...(spec.conditions?.(t) ?? []),
  ]);
  const order = orderItems(ctx, table, t, args.order_by);
  const distinct = asList(args.distinct_on).map((name) => columnByGqlName(table, name));
  if (distinct.length > 0 && order.length > 0) {
    const leading = order.slice(0, distinct.length).map((o) => o.expr);
    const expected = new Set(distinct.map((c) => `${t}.${ident(c.name)}`));
    if (leading.length < distinct.length || leading.some((expr) => !expected.has(expr))) {
      throw new HasuraError(
        'validation-failed',
        '"distinct_on" columns must match initial "order_by" columns',
        `${spec.path}.args`,
      );
    }
  }
  const userLimit = nonNegative(args.limit, 'limit', spec.path);
  const offset = nonNegative(args.offset, 'offset', spec.path);
  const limit = effectiveRowLimit(list ? ctx.rowLimits : undefined, userLimit, perm.limit);
  const orderColumns = (items: OrderItem[]) =>
    items.map((o, i) => `, ${o.expr} AS ${ident(`__order_${i}`)}`).join('');
  const key = table.primaryKey.length === 1 ? ident(table.primaryKey[0]!) : undefined;
  // A page past an offset: its keys first, then only its rows (deferredRows).
  const deferred =
    offset !== undefined &&
    limit !== undefined &&
    key !== undefined &&
    distinct.length === 0 &&
    !spec.source &&
    !spec.conditions &&
    !spec.returning;
  const rows = [
    `FROM ${spec.source ?? qualifiedName(table.schema, table.name)} AS ${t}`,
    `WHERE ${conditions}`,
    order.length > 0 ? `ORDER BY ${order.map((o) => `${o.expr} ${o.direction}`).join(', ')}` : '',
    limit !== undefined ? `LIMIT ${ctx.params.bind(limit, '"pg_catalog"."int8"')}` : '',
    offset !== undefined ? `OFFSET ${ctx.params.bind(offset, '"pg_catalog"."int8"')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  let sql: string;
  if (deferred) {
    const u = ctx.aliases.next('t');
    const outerOrder = orderItems(ctx, table, u, args.order_by);
    sql = deferredRows(
      qualifiedName(table.schema, table.name),
      u,
      key,
      orderColumns(outerOrder),
      `SELECT ${t}.${key} ${rows}`,
    );
  } else {
    const distinctOn =
      distinct.length > 0 ? `DISTINCT ON (${distinct.map((c) => `${t}.${ident(c.name)}`).join(', ')}) ` : '';
    sql = `SELECT ${distinctOn}${t}.*${orderColumns(order)} ${rows}`;
  }
  const alias = ctx.aliases.next('r');
  return {
    from: `(${sql}) AS ${alias}`,
    alias,
    order: order.map((o, i) => `${alias}.${ident(`__order_${i}`)} ${o.direction}`).join(', '),
    limit,
  };
}

/** The JSON object of one row for a selection on the table's object type, and the lateral joins it needs. */
/** Hasura's stringified numbers: bigint, numeric and float8 values as JSON strings when the option is on. */
const STRINGIFIED_SCALARS = new Set(['bigint', 'numeric', 'float8']);
function numberOutput(ctx: CompileContext, column: Column, expr: string): string {
  return ctx.stringifyNumbers && !column.isArray && STRINGIFIED_SCALARS.has(column.scalar)
    ? `(${expr})::text`
    : expr;
}

function rowObject(
  ctx: CompileContext,
  table: Table,
  alias: string,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
  path: string,
): { expr: string; joins: string[] } {
  const pairs: [string, string][] = [];
  const joins: string[] = [];
  for (const [key, fieldNodes] of collectFields(type, subSelections(nodes), ctx.input)) {
    const node = fieldNodes[0]!;
    const name = node.name.value;
    const at = `${path}.selectionSet.${key}`;
    if (name === '__typename') {
      pairs.push([key, ctx.params.bind(type.name, TEXT)]);
      continue;
    }
    const field = type.getFields()[name];
    const meaning = field && meaningOf(field.extensions);
    if (!field || !meaning)
      throw new HasuraError('validation-failed', `field '${name}' not found in type: '${type.name}'`, at);
    if (meaning.kind === 'column') {
      const column = numberOutput(ctx, meaning.column, `${alias}.${ident(meaning.column.name)}`);
      const jsonPath = argumentValues(node, ctx.input).path;
      pairs.push([
        key,
        typeof jsonPath === 'string'
          ? `(${column} #> ${ctx.params.bind(jsonPathItems(jsonPath, at), `${TEXT}[]`, true)})`
          : column,
      ]);
      continue;
    }
    if (
      meaning.kind !== 'object_rel' &&
      meaning.kind !== 'array_rel' &&
      meaning.kind !== 'array_rel_aggregate'
    ) {
      throw new HasuraError('validation-failed', `field '${name}' not found in type: '${type.name}'`, at);
    }
    const rel = meaning.rel;
    const target = getNamedType(field.type) as GraphQLObjectType;
    const spec: RowSetSpec = {
      table: rel.target,
      args: meaning.kind === 'object_rel' ? {} : argumentValues(node, ctx.input),
      conditions: (child) => [joinCondition(rel, alias, child)],
      path: at,
    };
    const sub =
      meaning.kind === 'object_rel'
        ? selectOne(ctx, spec, target, fieldNodes)
        : meaning.kind === 'array_rel'
          ? selectList(ctx, spec, target, fieldNodes)
          : selectAggregate(ctx, spec, target, fieldNodes);
    const joined = ctx.aliases.next('j');
    joins.push(`LEFT OUTER JOIN LATERAL (${sub}) AS ${joined} ON true`);
    pairs.push([key, `${joined}."root"`]);
  }
  return { expr: jsonObject(pairs), joins };
}

/** Hasura's JSON `path` argument (`$.a.b[0]`, `a.b`) as the text[] of `#>`. */
function jsonPathItems(path: string, at: string): string[] {
  const trimmed = path.replace(/^\$\.?/, '');
  if (trimmed === '') return [];
  const items: string[] = [];
  for (const match of trimmed.matchAll(/([^.[\]]+)|\[(\d+)\]|\["([^"]*)"\]/g))
    items.push(match[1] ?? match[2] ?? match[3]!);
  if (items.length === 0) throw new HasuraError('validation-failed', `invalid json path "${path}"`, at);
  return items;
}

/** A list of rows: `[...]`, never null. */
export function selectList(
  ctx: CompileContext,
  spec: RowSetSpec,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): string {
  const rows = rowSet(ctx, spec, !spec.returning);
  const object = ctx.withRows(rows.limit, spec.path, () =>
    rowObject(ctx, spec.table, rows.alias, type, nodes, spec.path),
  );
  const order = rows.order ? ` ORDER BY ${rows.order}` : '';
  return `SELECT coalesce(json_agg(${object.expr}${order}), '[]'::json) AS "root" FROM ${rows.from} ${object.joins.join(' ')}`;
}

/**
 * One batch of a `_stream` subscription: rows past the cursor in cursor order, and the cursor's new value
 * (text) in column "cursor", null when the batch is empty.
 */
export function selectStream(
  ctx: CompileContext,
  table: Table,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
  stream: { column: Column; descending: boolean; after: unknown; batchSize: unknown; where: unknown },
  path: string,
): string {
  const { column, descending } = stream;
  const spec: RowSetSpec = {
    table,
    args: {
      where: stream.where,
      order_by: [{ [column.gqlName]: descending ? 'desc' : 'asc' }],
      limit: stream.batchSize,
    },
    conditions: (alias) =>
      stream.after === null || stream.after === undefined
        ? []
        : [
            `${alias}.${ident(column.name)} ${descending ? '<' : '>'} ${ctx.params.bind(stream.after, column.cast)}`,
          ],
    path,
  };
  const rows = rowSet(ctx, spec, true);
  const object = ctx.withRows(rows.limit, path, () => rowObject(ctx, table, rows.alias, type, nodes, path));
  const last = `${descending ? 'min' : 'max'}(${rows.alias}.${ident(column.name)})::text`;
  return `SELECT coalesce(json_agg(${object.expr} ORDER BY ${rows.order}), '[]'::json)::text AS "root", ${last} AS "cursor" FROM ${rows.from} ${object.joins.join(' ')}`;
}

/** One row or null (by primary key, object relationship, `_one` mutations). */
export function selectOne(
  ctx: CompileContext,
  spec: RowSetSpec,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): string {
  const rows = rowSet(ctx, spec, false);
  const object = ctx.withRows(1, spec.path, () =>
    rowObject(ctx, spec.table, rows.alias, type, nodes, spec.path),
  );
  return `SELECT ${object.expr} AS "root" FROM ${rows.from} ${object.joins.join(' ')} LIMIT 1`;
}

/** `<table>_aggregate { aggregate { count sum {…} … } nodes {…} }`. */
export function selectAggregate(
  ctx: CompileContext,
  spec: RowSetSpec,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): string {
  const selected = collectFields(type, subSelections(nodes), ctx.input);
  // Only `nodes` answers rows; counts and sums over the whole set stay exact.
  const answersRows = [...selected.values()].some((fieldNodes) => fieldNodes[0]!.name.value === 'nodes');
  const rows = rowSet(ctx, spec, answersRows);
  return ctx.withRows(answersRows ? rows.limit : 1, spec.path, () =>
    aggregateObject(ctx, spec, type, selected, rows),
  );
}

function aggregateObject(
  ctx: CompileContext,
  spec: RowSetSpec,
  type: GraphQLObjectType,
  selected: Map<string, FieldNode[]>,
  rows: { from: string; alias: string; order: string },
): string {
  const pairs: [string, string][] = [];
  const joins: string[] = [];
  for (const [key, fieldNodes] of selected) {
    const name = fieldNodes[0]!.name.value;
    const at = `${spec.path}.selectionSet.${key}`;
    if (name === '__typename') {
      pairs.push([key, ctx.params.bind(type.name, TEXT)]);
    } else if (name === 'nodes') {
      const nodeType = getNamedType(type.getFields().nodes!.type) as GraphQLObjectType;
      const object = rowObject(ctx, spec.table, rows.alias, nodeType, fieldNodes, at);
      joins.push(...object.joins);
      pairs.push([
        key,
        `coalesce(json_agg(${object.expr}${rows.order ? ` ORDER BY ${rows.order}` : ''}), '[]'::json)`,
      ]);
    } else if (name === 'aggregate') {
      const fieldsType = getNamedType(type.getFields().aggregate!.type) as GraphQLObjectType;
      pairs.push([key, aggregateFields(ctx, spec.table, rows.alias, fieldsType, fieldNodes)]);
    } else {
      throw new HasuraError('validation-failed', `field '${name}' not found in type: '${type.name}'`, at);
    }
  }
  return `SELECT ${jsonObject(pairs)} AS "root" FROM ${rows.from} ${joins.join(' ')}`;
}

function aggregateFields(
  ctx: CompileContext,
  table: Table,
  alias: string,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): string {
  const pairs: [string, string][] = [];
  for (const [key, fieldNodes] of collectFields(type, subSelections(nodes), ctx.input)) {
    const node = fieldNodes[0]!;
    const name = node.name.value;
    if (name === '__typename') {
      pairs.push([key, ctx.params.bind(type.name, TEXT)]);
    } else if (name === 'count') {
      const args = argumentValues(node, ctx.input);
      const columns = asList(args.columns).map((c) => `${alias}.${ident(columnByGqlName(table, c).name)}`);
      const distinct = args.distinct === true ? 'DISTINCT ' : '';
      const counted =
        columns.length === 0
          ? '*'
          : `${distinct}${columns.length === 1 ? columns[0] : `(${columns.join(', ')})`}`;
      pairs.push([key, `count(${counted})`]);
    } else if ((AGGREGATE_FUNCTIONS as readonly string[]).includes(name)) {
      const fn = name as AggregateFunction;
      const fnType = getNamedType(type.getFields()[name]!.type) as GraphQLObjectType;
      const inner: [string, string][] = [];
      for (const [columnKey, columnNodes] of collectFields(fnType, subSelections(fieldNodes), ctx.input)) {
        const columnName = columnNodes[0]!.name.value;
        if (columnName === '__typename') {
          inner.push([columnKey, ctx.params.bind(fnType.name, TEXT)]);
          continue;
        }
        const aggregated = columnByGqlName(table, columnName);
        const value = `${fn}(${alias}.${ident(aggregated.name)})`;
        // sum, min and max keep the column's type, so they are strings too when its values are.
        inner.push([
          columnKey,
          ['sum', 'min', 'max'].includes(fn) ? numberOutput(ctx, aggregated, value) : value,
        ]);
      }
      pairs.push([key, jsonObject(inner)]);
    }
  }
  return jsonObject(pairs);
}

/** The root select fields: list, by primary key, aggregate. */
export function selectRoot(
  ctx: CompileContext,
  kind: 'select' | 'select_by_pk' | 'select_aggregate',
  table: Table,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
  path: string,
): string {
  const args = argumentValues(nodes[0]!, ctx.input);
  if (kind === 'select_by_pk') {
    const spec: RowSetSpec = {
      table,
      args: {},
      conditions: (alias) => primaryKeyConditions(ctx, table, alias, args),
      path,
    };
    return selectOne(ctx, spec, type, nodes);
  }
  const spec: RowSetSpec = { table, args, path };
  return kind === 'select' ? selectList(ctx, spec, type, nodes) : selectAggregate(ctx, spec, type, nodes);
}

/** `pk = $n` for each primary key column, values taken by GraphQL name from `values`. */
export function primaryKeyConditions(
  ctx: CompileContext,
  table: Table,
  alias: string,
  values: Record<string, unknown>,
): string[] {
  return table.primaryKey.map((name) => {
    const column = table.columns.find((c) => c.name === name)!;
    return `${alias}.${ident(column.name)} = ${ctx.params.bind(values[column.gqlName], column.cast)}`;
  });
}
