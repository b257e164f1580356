import type { GraphQLObjectType } from 'graphql';
import { getNamedType, type FieldNode } from 'graphql';
import { and, compileBoolExp } from './boolexp';
import { isSessionVariable, type CompileContext } from './context';
import { HasuraError } from './errors';
import type { RootFieldKey } from './metadata';
import {
  columnByGqlName,
  deletePermission,
  insertPermission,
  nestedInsertRelationships,
  updatePermission,
  type Column,
  type Relationship,
  type Table,
} from './model';
import { jsonObject, primaryKeyConditions, selectList, selectOne, type RowSetSpec } from './select';
import { argumentValues, collectFields, subSelections } from './selection';
import { ident, INT, JSONB, qualifiedName, TEXT } from './sql';
import { isRecord } from './values';

/**
 * Compiles one mutation root field. Usually one statement: the INSERT/UPDATE/DELETE in a CTE, the answer built
 * as JSON from the CTE's rows (filtered by the select permission), and the permission check evaluated over the
 * same rows ("ok" false rolls the request back). A nested insert runs one INSERT per row, parents before
 * children (each needs the keys of the one before), then one statement for the answer: all in the request's
 * transaction.
 */
export type Execute = (
  sql: string,
  params: (string | null)[],
  errorPath: string,
) => Promise<Record<string, unknown> | undefined>;

/** One mutation root field (update_many: one update), run in the request's transaction; yields JSON text. */
export interface MutationStep {
  run(execute: Execute): Promise<string>;
}

const UPDATE_OPERATORS = [
  '_set',
  '_inc',
  '_append',
  '_prepend',
  '_delete_key',
  '_delete_elem',
  '_delete_at_path',
];

/** A preset (`set` of a permission): a literal or a session variable. */
function presetValue(ctx: CompileContext, value: unknown): unknown {
  return isSessionVariable(value) ? ctx.sessionVariable(value) : value;
}

function bindColumn(ctx: CompileContext, column: Column, value: unknown): string {
  return ctx.params.bind(value, column.cast, column.isArray && Array.isArray(value));
}

function insertSql(
  ctx: CompileContext,
  table: Table,
  objects: unknown[],
  onConflict: unknown,
  path: string,
  forced: Record<string, unknown> = {},
): string {
  const perm = insertPermission(table, ctx.role);
  if (!perm || (perm.backendOnly && !ctx.session.backendOnly)) {
    throw new HasuraError('permission-error', `no insert permission on "${table.name}"`, path);
  }
  // Values by column name: presets (the permission's `set`) win over values a nested insert links in.
  const fixed = new Map<string, unknown>(Object.entries(forced));
  for (const [name, value] of Object.entries(perm.set)) fixed.set(name, presetValue(ctx, value));
  const given: Column[] = [];
  for (const object of objects) {
    if (!isRecord(object)) throw new HasuraError('validation-failed', 'expected an object to insert', path);
    for (const [key, value] of Object.entries(object)) {
      if (value === undefined) continue;
      const column = columnByGqlName(table, key);
      if (!perm.columns.has(column.name) || column.name in perm.set) {
        throw new HasuraError(
          'validation-failed',
          `field '${key}' not found in type: '${table.gqlName}_insert_input'`,
          path,
        );
      }
      if (!given.includes(column) && !fixed.has(column.name)) given.push(column);
    }
  }
  const fixedColumns = [...fixed.keys()].map((name) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw new HasuraError('unexpected', `insert preset on unknown column "${name}"`);
    return column;
  });
  let columns = [...given, ...fixedColumns];
  if (columns.length === 0) columns = [table.columns.find((c) => c.writable) ?? table.columns[0]!];
  const rows = objects.map((object) => {
    const record = object as Record<string, unknown>;
    const values = columns.map((column) => {
      if (fixed.has(column.name)) return bindColumn(ctx, column, fixed.get(column.name));
      const value = record[column.gqlName];
      return value === undefined ? 'DEFAULT' : bindColumn(ctx, column, value);
    });
    return `(${values.join(', ')})`;
  });
  const target = ident('_target');
  let conflict = '';
  if (isRecord(onConflict)) {
    const constraint = table.uniqueConstraints.find((c) => c.name === onConflict.constraint);
    if (!constraint)
      throw new HasuraError(
        'validation-failed',
        `unknown constraint "${String(onConflict.constraint)}"`,
        path,
      );
    const updateColumns = (Array.isArray(onConflict.update_columns) ? onConflict.update_columns : [])
      .filter((name) => name !== '_PLACEHOLDER')
      .map((name) => columnByGqlName(table, String(name)));
    if (updateColumns.length === 0) {
      conflict = ` ON CONFLICT ON CONSTRAINT ${ident(constraint.name)} DO NOTHING`;
    } else {
      const update = updatePermission(table, ctx.role);
      if (!update) throw new HasuraError('permission-error', `no update permission on "${table.name}"`, path);
      const where = and([
        compileBoolExp(ctx, table, target, update.filter, 'permission'),
        compileBoolExp(ctx, table, target, onConflict.where, 'user'),
      ]);
      const sets = updateColumns.map((c) => `${ident(c.name)} = EXCLUDED.${ident(c.name)}`).join(', ');
      conflict = ` ON CONFLICT ON CONSTRAINT ${ident(constraint.name)} DO UPDATE SET ${sets} WHERE ${where}`;
    }
  }
  if (objects.length === 0) return `SELECT * FROM ${qualifiedName(table.schema, table.name)} WHERE false`;
  return `INSERT INTO ${qualifiedName(table.schema, table.name)} AS ${target} (${columns.map((c) => ident(c.name)).join(', ')}) VALUES ${rows.join(', ')}${conflict} RETURNING *`;
}

function updateSql(
  ctx: CompileContext,
  table: Table,
  args: Record<string, unknown>,
  extra: (alias: string) => string[],
  path: string,
): string {
  const perm = updatePermission(table, ctx.role);
  if (!perm) throw new HasuraError('permission-error', `no update permission on "${table.name}"`, path);
  if (!UPDATE_OPERATORS.some((op) => args[op] !== undefined && args[op] !== null)) {
    throw new HasuraError(
      'validation-failed',
      'at least any one of _set, _inc, _append, _prepend, _delete_key, _delete_elem, _delete_at_path is expected',
      path,
    );
  }
  const target = ident('_target');
  const assignments = new Map<string, string>();
  const assign = (column: Column, expr: string) => {
    if (assignments.has(column.name)) {
      throw new HasuraError(
        'validation-failed',
        `column "${column.gqlName}" found in multiple operators`,
        path,
      );
    }
    assignments.set(column.name, expr);
  };
  for (const op of UPDATE_OPERATORS) {
    const values = args[op];
    if (!isRecord(values)) continue;
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const column = columnByGqlName(table, key);
      if (!perm.columns.has(column.name) || column.name in perm.set) {
        throw new HasuraError(
          'validation-failed',
          `field '${key}' not found in type: '${table.gqlName}${op}_input'`,
          path,
        );
      }
      const current = `${target}.${ident(column.name)}`;
      switch (op) {
        case '_set':
          assign(column, bindColumn(ctx, column, value));
          break;
        case '_inc':
          assign(column, `${current} + ${ctx.params.bind(value, column.cast)}`);
          break;
        case '_append':
          assign(column, `${current} || ${ctx.params.bind(value, JSONB)}`);
          break;
        case '_prepend':
          assign(column, `${ctx.params.bind(value, JSONB)} || ${current}`);
          break;
        case '_delete_key':
          assign(column, `${current} - ${ctx.params.bind(value, TEXT)}`);
          break;
        case '_delete_elem':
          assign(column, `${current} - ${ctx.params.bind(value, INT)}`);
          break;
        case '_delete_at_path':
          assign(
            column,
            `${current} #- ${ctx.params.bind(Array.isArray(value) ? value : [value], `${TEXT}[]`, true)}`,
          );
          break;
      }
    }
  }
  for (const [name, value] of Object.entries(perm.set)) {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw new HasuraError('unexpected', `update preset on unknown column "${name}"`);
    assignments.set(name, bindColumn(ctx, column, presetValue(ctx, value)));
  }
  const where = and([
    compileBoolExp(ctx, table, target, perm.filter, 'permission'),
    compileBoolExp(ctx, table, target, args.where, 'user'),
    ...extra(target),
  ]);
  const from = `${qualifiedName(table.schema, table.name)} AS ${target}`;
  if (assignments.size === 0) return `SELECT ${target}.* FROM ${from} WHERE ${where}`;
  const sets = [...assignments].map(([name, expr]) => `${ident(name)} = ${expr}`).join(', ');
  return `UPDATE ${from} SET ${sets} WHERE ${where} RETURNING ${target}.*`;
}

function deleteSql(
  ctx: CompileContext,
  table: Table,
  args: Record<string, unknown>,
  extra: (alias: string) => string[],
  path: string,
): string {
  const perm = deletePermission(table, ctx.role);
  if (!perm || (perm.backendOnly && !ctx.session.backendOnly)) {
    throw new HasuraError('permission-error', `no delete permission on "${table.name}"`, path);
  }
  const target = ident('_target');
  const where = and([
    compileBoolExp(ctx, table, target, perm.filter, 'permission'),
    compileBoolExp(ctx, table, target, args.where, 'user'),
    ...extra(target),
  ]);
  return `DELETE FROM ${qualifiedName(table.schema, table.name)} AS ${target} WHERE ${where} RETURNING ${target}.*`;
}

/** The answer to a mutation: `<table>_mutation_response` or a single row, built from the CTE's rows. */
function answer(
  ctx: CompileContext,
  table: Table,
  cte: string,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
  single: boolean,
  path: string,
  affectedRows?: number,
): string {
  const spec: RowSetSpec = { table, source: cte, args: {}, path };
  if (single) return `(${selectOne(ctx, spec, type, nodes)})`;
  const pairs: [string, string][] = [];
  for (const [key, fieldNodes] of collectFields(type, subSelections(nodes), ctx.input)) {
    const name = fieldNodes[0]!.name.value;
    if (name === '__typename') pairs.push([key, ctx.params.bind(type.name, TEXT)]);
    else if (name === 'affected_rows') {
      pairs.push([
        key,
        affectedRows === undefined ? `(SELECT count(*) FROM ${cte})` : ctx.params.bind(affectedRows, INT),
      ]);
    } else if (name === 'returning') {
      const rowType = getNamedType(type.getFields().returning!.type) as GraphQLObjectType;
      pairs.push([
        key,
        `(${selectList(ctx, { ...spec, path: `${path}.selectionSet.${key}`, returning: true }, rowType, fieldNodes)})`,
      ]);
    } else
      throw new HasuraError('validation-failed', `field '${name}' not found in type: '${type.name}'`, path);
  }
  return jsonObject(pairs);
}

/** Runs a statement yielding "root" and "ok"; a failed permission check is a `permission-error`. */
async function runChecked(execute: Execute, sql: string, params: (string | null)[], errorPath: string) {
  const row = await execute(sql, params, errorPath);
  if (row?.ok === false) {
    throw new HasuraError(
      'permission-error',
      'check constraint of an insert/update permission has failed',
      errorPath,
    );
  }
  return row?.root === undefined || row.root === null ? null : String(row.root);
}

const ROWS = ident('_rows');

function hasNestedData(table: Table, objects: unknown[]): boolean {
  const names = new Set(nestedInsertRelationships(table).map((rel) => rel.name));
  return objects.some((object) => isRecord(object) && Object.keys(object).some((key) => names.has(key)));
}

/**
 * Inserts one object and its nested relationships: object relationships first (their keys fill this row's
 * columns), then this row, then array relationships (pointing back at it). Yields the row as text values, or
 * null when `on_conflict` skipped it.
 */
async function insertTree(
  execute: Execute,
  newContext: () => CompileContext,
  table: Table,
  object: unknown,
  onConflict: unknown,
  linked: Record<string, unknown>,
  path: string,
  counter: { rows: number },
): Promise<Record<string, string | null> | null> {
  if (!isRecord(object)) throw new HasuraError('validation-failed', 'expected an object to insert', path);
  const relationships = nestedInsertRelationships(table);
  const values: Record<string, unknown> = {};
  const nested: [Relationship, Record<string, unknown>][] = [];
  for (const [key, value] of Object.entries(object)) {
    const rel = relationships.find((r) => r.name === key);
    if (!rel) values[key] = value;
    else if (isRecord(value)) nested.push([rel, value]);
  }
  const own = { ...linked };
  for (const [rel, input] of nested.filter(([r]) => r.kind === 'object')) {
    const parent = await insertTree(
      execute,
      newContext,
      rel.target,
      input.data,
      input.on_conflict,
      {},
      `${path}.${rel.name}.data`,
      counter,
    );
    if (!parent) {
      throw new HasuraError(
        'validation-failed',
        `cannot proceed to insert object relation "${rel.name}" since insert to table "${rel.target.name}" affects zero rows`,
        path,
      );
    }
    for (const m of rel.mapping) own[m.from] = parent[m.to];
  }
  const ctx = newContext();
  const insert = insertSql(ctx, table, [values], onConflict, path, own);
  const check =
    checkOf(ctx, table, ROWS, insertPermission(table, ctx.role)?.check ?? null) ?? 'NULL::boolean';
  const asText = `(SELECT json_object_agg(_e.key, _e.value) FROM ${ROWS} AS _r, json_each_text(row_to_json(_r)) AS _e)`;
  const text = await runChecked(
    execute,
    `WITH ${ROWS} AS (${insert}) SELECT ${asText}::text AS "root", ${check} AS "ok"`,
    ctx.params.values,
    path,
  );
  if (text === null) return null;
  counter.rows += 1;
  const row = JSON.parse(text) as Record<string, string | null>;
  for (const [rel, input] of nested.filter(([r]) => r.kind === 'array')) {
    const link = Object.fromEntries(rel.mapping.map((m) => [m.to, row[m.from]]));
    for (const child of Array.isArray(input.data) ? input.data : [input.data]) {
      await insertTree(
        execute,
        newContext,
        rel.target,
        child,
        input.on_conflict,
        link,
        `${path}.${rel.name}.data`,
        counter,
      );
    }
  }
  return row;
}

/** An insert with nested relationships, answered from the root rows found again by primary key. */
function nestedInsert(
  newContext: () => CompileContext,
  table: Table,
  objects: unknown[],
  onConflict: unknown,
  answerOf: (ctx: CompileContext, affectedRows: number) => string,
  path: string,
): MutationStep {
  return {
    async run(execute) {
      if (table.primaryKey.length === 0) {
        throw new HasuraError(
          'not-supported',
          `nested inserts into "${table.name}" need a primary key`,
          path,
        );
      }
      const counter = { rows: 0 };
      const roots: Record<string, string | null>[] = [];
      for (const object of objects) {
        const row = await insertTree(execute, newContext, table, object, onConflict, {}, path, counter);
        if (row) roots.push(row);
      }
      const ctx = newContext();
      const keys = ctx.params.bind(
        roots.map((row) => Object.fromEntries(table.primaryKey.map((c) => [c, row[c]]))),
        '"pg_catalog"."json"',
      );
      const match = table.primaryKey
        .map(
          (name) =>
            `_t.${ident(name)} = (_k.v ->> ${ctx.params.bind(name, TEXT)})::${table.columns.find((c) => c.name === name)!.cast}`,
        )
        .join(' AND ');
      const rows = `SELECT _t.* FROM ${qualifiedName(table.schema, table.name)} AS _t JOIN json_array_elements(${keys}) WITH ORDINALITY AS _k(v, n) ON ${match} ORDER BY _k.n`;
      const json = answerOf(ctx, counter.rows);
      return (
        (await runChecked(
          execute,
          `WITH ${ROWS} AS (${rows}) SELECT (${json})::text AS "root"`,
          ctx.params.values,
          path,
        )) ?? 'null'
      );
    },
  };
}

/** Compiles one mutation root field into the steps that run it. */
export function compileMutation(
  newContext: () => CompileContext,
  kind: RootFieldKey,
  table: Table,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
  path: string,
): MutationStep[] {
  const single = kind === 'insert_one' || kind === 'update_by_pk' || kind === 'delete_by_pk';
  const answerOf = (ctx: CompileContext, affectedRows?: number) =>
    answer(ctx, table, ROWS, type, nodes, single, path, affectedRows);
  const args = argumentValues(nodes[0]!, newContext().input);
  const statement = (
    build: (ctx: CompileContext) => { sql: string; check: string | null },
    errorPath: string,
  ): MutationStep => {
    const ctx = newContext();
    const { sql, check } = build(ctx);
    const full = `WITH ${ROWS} AS (${sql}) SELECT (${answerOf(ctx)})::text AS "root", ${check ?? 'NULL::boolean'} AS "ok"`;
    return {
      run: async (execute) => (await runChecked(execute, full, ctx.params.values, errorPath)) ?? 'null',
    };
  };
  const byPk = (args: Record<string, unknown>) => (ctx: CompileContext) => (alias: string) =>
    primaryKeyConditions(ctx, table, alias, isRecord(args.pk_columns) ? args.pk_columns : args);
  const update = (
    updateArgs: Record<string, unknown>,
    extra: ((ctx: CompileContext) => (alias: string) => string[]) | undefined,
    errorPath: string,
  ) =>
    statement(
      (ctx) => ({
        sql: updateSql(ctx, table, updateArgs, extra ? extra(ctx) : () => [], errorPath),
        check: checkOf(ctx, table, ROWS, updatePermission(table, ctx.role)?.check ?? null),
      }),
      errorPath,
    );
  switch (kind) {
    case 'insert':
    case 'insert_one': {
      const objects =
        kind === 'insert' ? (Array.isArray(args.objects) ? args.objects : [args.objects]) : [args.object];
      const errorPath = `${path}.args.${kind === 'insert' ? 'objects' : 'object'}`;
      if (hasNestedData(table, objects))
        return [nestedInsert(newContext, table, objects, args.on_conflict, answerOf, errorPath)];
      return [
        statement(
          (ctx) => ({
            sql: insertSql(ctx, table, objects, args.on_conflict, errorPath),
            check: checkOf(ctx, table, ROWS, insertPermission(table, ctx.role)?.check ?? null),
          }),
          errorPath,
        ),
      ];
    }
    case 'update':
      return [update(args, undefined, `${path}.args`)];
    case 'update_by_pk':
      return [update(args, byPk(args), `${path}.args`)];
    case 'update_many': {
      const updates = Array.isArray(args.updates) ? args.updates : [args.updates];
      return updates.map((item, index) =>
        update(isRecord(item) ? item : {}, undefined, `${path}.args.updates[${index}]`),
      );
    }
    case 'delete':
    case 'delete_by_pk':
      return [
        statement(
          (ctx) => ({
            sql: deleteSql(
              ctx,
              table,
              args,
              kind === 'delete_by_pk' ? byPk(args)(ctx) : () => [],
              `${path}.args`,
            ),
            check: null,
          }),
          `${path}.args`,
        ),
      ];
    default:
      throw new HasuraError('unexpected', `not a mutation: ${kind}`);
  }
}

function checkOf(
  ctx: CompileContext,
  table: Table,
  cte: string,
  check: Record<string, unknown> | null,
): string | null {
  if (check === null || Object.keys(check).length === 0) return null;
  const alias = ctx.aliases.next('c');
  return `(SELECT coalesce(bool_and(${compileBoolExp(ctx, table, alias, check, 'permission')}), true) FROM ${cte} AS ${alias})`;
}
