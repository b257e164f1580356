import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  valueFromASTUntyped,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { RootFieldKey } from './metadata';
import {
  deletePermission,
  insertPermission,
  nestedInsertRelationships,
  selectPermission,
  updatePermission,
  type Column,
  type Model,
  type Relationship,
  type SelectPermission,
  type Table,
} from './model';

/**
 * The per-role GraphQL schema in Hasura's exact shape (hasura-graphql.md §1). Fields the compiler must understand
 * carry `extensions.hasura`, so the schema and the compiler share one description of what each field means.
 */
export type RootField = { kind: RootFieldKey; table: Table };
export type TableField =
  | { kind: 'column'; column: Column }
  | { kind: 'object_rel' | 'array_rel' | 'array_rel_aggregate'; rel: Relationship };
export type FieldMeaning = RootField | TableField;

export function meaningOf(extensions: unknown): FieldMeaning | undefined {
  return (extensions as { hasura?: FieldMeaning } | undefined)?.hasura;
}

const BUILTIN: Record<string, GraphQLScalarType> = {
  Int: GraphQLInt,
  Float: GraphQLFloat,
  String: GraphQLString,
  Boolean: GraphQLBoolean,
};

export const AGGREGATE_FUNCTIONS = [
  'avg',
  'max',
  'min',
  'stddev',
  'stddev_pop',
  'stddev_samp',
  'sum',
  'var_pop',
  'var_samp',
  'variance',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** Which columns an aggregate function applies to, and the GraphQL type of its result. */
export function aggregateColumns(fn: AggregateFunction, columns: Column[]): Column[] {
  if (fn === 'max' || fn === 'min') {
    return columns.filter(
      (c) => c.category === 'numeric' || c.category === 'string' || c.category === 'datetime',
    );
  }
  return columns.filter((c) => c.category === 'numeric');
}

const ORDER_BY_VALUES = {
  asc: 'in ascending order, nulls last',
  asc_nulls_first: 'in ascending order, nulls first',
  asc_nulls_last: 'in ascending order, nulls last',
  desc: 'in descending order, nulls first',
  desc_nulls_first: 'in descending order, nulls first',
  desc_nulls_last: 'in descending order, nulls last',
};

/** Fields in code point order, as Hasura lists them. */
function sortedFields<T>(fields: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function byGqlName(columns: Column[]): Column[] {
  return [...columns].sort((a, b) => (a.gqlName < b.gqlName ? -1 : a.gqlName > b.gqlName ? 1 : 0));
}

const nonNull = <T extends GraphQLInputType | GraphQLOutputType>(type: T) => new GraphQLNonNull(type);
const listOf = <T extends GraphQLInputType | GraphQLOutputType>(type: T) =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));

class RoleSchema {
  private readonly memo = new Map<string, unknown>();

  constructor(
    private readonly role: string,
    /** Backend-only insert and delete permissions apply (admin secret with a role). */
    private readonly backendOnly: boolean,
  ) {}

  private once<T>(name: string, make: () => T): T {
    if (!this.memo.has(name)) this.memo.set(name, make());
    return this.memo.get(name) as T;
  }

  private tableLabel(table: Table): string {
    return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
  }

  select(table: Table): SelectPermission | undefined {
    return selectPermission(table, this.role);
  }

  selectableColumns(table: Table): Column[] {
    const perm = this.select(table);
    return perm ? byGqlName(table.columns.filter((c) => perm.columns.has(c.name))) : [];
  }

  visibleRelationships(table: Table): Relationship[] {
    return table.relationships.filter((rel) => this.select(rel.target) !== undefined);
  }

  scalar(name: string): GraphQLScalarType {
    return (
      BUILTIN[name] ??
      this.once(`scalar:${name}`, () => {
        return new GraphQLScalarType({
          name,
          serialize: (value) => value,
          parseValue: (value) => value,
          parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
        });
      })
    );
  }

  orderBy(): GraphQLEnumType {
    return this.once('order_by', () => {
      return new GraphQLEnumType({
        name: 'order_by',
        description: 'column ordering options',
        values: Object.fromEntries(
          Object.entries(ORDER_BY_VALUES).map(([name, description]) => [name, { value: name, description }]),
        ),
      });
    });
  }

  comparison(column: Column): GraphQLInputObjectType {
    const name = `${column.scalar}_comparison_exp`;
    return this.once(name, () => {
      const scalar = this.scalar(column.scalar);
      const fields: GraphQLInputFieldConfigMap = {};
      const base = ['_eq', '_gt', '_gte', '_lt', '_lte', '_neq'];
      for (const op of base) fields[op] = { type: scalar };
      fields._in = { type: new GraphQLList(nonNull(scalar)) };
      fields._is_null = { type: GraphQLBoolean };
      fields._nin = { type: new GraphQLList(nonNull(scalar)) };
      if (column.category === 'string') {
        const doc: Record<string, string> = {
          _ilike: 'does the column match the given case-insensitive pattern',
          _iregex: 'does the column match the given POSIX regular expression, case insensitive',
          _like: 'does the column match the given pattern',
          _nilike: 'does the column NOT match the given case-insensitive pattern',
          _niregex: 'does the column NOT match the given POSIX regular expression, case insensitive',
          _nlike: 'does the column NOT match the given pattern',
          _nregex: 'does the column NOT match the given POSIX regular expression, case sensitive',
          _nsimilar: 'does the column NOT match the given SQL regular expression',
          _regex: 'does the column match the given POSIX regular expression, case sensitive',
          _similar: 'does the column match the given SQL regular expression',
        };
        for (const [op, description] of Object.entries(doc))
          fields[op] = { type: GraphQLString, description };
      }
      if (column.scalar === 'jsonb') {
        fields._cast = { type: this.jsonbCast() };
        fields._contained_in = {
          type: scalar,
          description: 'is the column contained in the given json value',
        };
        fields._contains = {
          type: scalar,
          description: 'does the column contain the given json value at the top level',
        };
        fields._has_key = {
          type: GraphQLString,
          description: 'does the string exist as a top-level key in the column',
        };
        fields._has_keys_all = {
          type: new GraphQLList(nonNull(GraphQLString)),
          description: 'do all of these strings exist as top-level keys in the column',
        };
        fields._has_keys_any = {
          type: new GraphQLList(nonNull(GraphQLString)),
          description: 'do any of these strings exist as top-level keys in the column',
        };
      }
      if (column.isArray) {
        fields._contained_in = {
          type: scalar,
          description: 'is the array contained in the given array value',
        };
        fields._contains = { type: scalar, description: 'does the array contain the given value' };
      }
      const sorted = sortedFields(fields);
      return new GraphQLInputObjectType({
        name,
        description: `Boolean expression to compare columns of type "${column.scalar}". All fields are combined with logical 'AND'.`,
        fields: sorted,
      });
    });
  }

  private jsonbCast(): GraphQLInputObjectType {
    return this.once('jsonb_cast_exp', () => {
      const text = { scalar: 'String', category: 'string', isArray: false } as Column;
      return new GraphQLInputObjectType({
        name: 'jsonb_cast_exp',
        fields: () => ({ String: { type: this.comparison(text) } }),
      });
    });
  }

  selectColumnEnum(table: Table): GraphQLEnumType {
    return this.once(`${table.gqlName}_select_column`, () => {
      return new GraphQLEnumType({
        name: `${table.gqlName}_select_column`,
        description: `select columns of table "${this.tableLabel(table)}"`,
        values: Object.fromEntries(
          this.selectableColumns(table).map((c) => [
            c.gqlName,
            { value: c.gqlName, description: 'column name' },
          ]),
        ),
      });
    });
  }

  objectType(table: Table): GraphQLObjectType {
    return this.once(table.gqlName, () => {
      return new GraphQLObjectType({
        name: table.gqlName,
        description: `columns and relationships of "${this.tableLabel(table)}"`,
        fields: () => {
          const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
          for (const column of this.selectableColumns(table)) {
            const type = this.scalar(column.scalar);
            fields[column.gqlName] = {
              type: column.nullable ? type : nonNull(type),
              ...(column.scalar === 'jsonb' || column.scalar === 'json'
                ? { args: { path: { type: GraphQLString, description: 'JSON select path' } } }
                : {}),
              extensions: { hasura: { kind: 'column', column } satisfies FieldMeaning },
            };
          }
          for (const rel of this.visibleRelationships(table)) {
            const target = this.objectType(rel.target);
            if (rel.kind === 'object') {
              fields[rel.name] = {
                type: rel.nullable ? target : nonNull(target),
                description: 'An object relationship',
                extensions: { hasura: { kind: 'object_rel', rel } satisfies FieldMeaning },
              };
              continue;
            }
            fields[rel.name] = {
              type: listOf(target),
              description: 'An array relationship',
              args: this.listArgs(rel.target),
              extensions: { hasura: { kind: 'array_rel', rel } satisfies FieldMeaning },
            };
            if (this.select(rel.target)?.allowAggregations) {
              fields[`${rel.name}_aggregate`] = {
                type: nonNull(this.aggregateType(rel.target)),
                description: 'An aggregate relationship',
                args: this.listArgs(rel.target),
                extensions: { hasura: { kind: 'array_rel_aggregate', rel } satisfies FieldMeaning },
              };
            }
          }
          return sortedFields(fields);
        },
      });
    });
  }

  listArgs(table: Table): GraphQLFieldConfigArgumentMap {
    return {
      distinct_on: {
        type: new GraphQLList(nonNull(this.selectColumnEnum(table))),
        description: 'distinct select on columns',
      },
      limit: { type: GraphQLInt, description: 'limit the number of rows returned' },
      offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by' },
      order_by: {
        type: new GraphQLList(nonNull(this.orderByType(table))),
        description: 'sort the rows by one or more columns',
      },
      where: { type: this.boolExp(table), description: 'filter the rows returned' },
    };
  }

  boolExp(table: Table): GraphQLInputObjectType {
    const name = `${table.gqlName}_bool_exp`;
    return this.once(name, () => {
      return new GraphQLInputObjectType({
        name,
        description: `Boolean expression to filter rows from the table "${this.tableLabel(table)}". All fields are combined with a logical 'AND'.`,
        fields: () => {
          const self = this.boolExp(table);
          const fields: GraphQLInputFieldConfigMap = {
            _and: { type: new GraphQLList(nonNull(self)) },
            _not: { type: self },
            _or: { type: new GraphQLList(nonNull(self)) },
          };
          for (const column of this.selectableColumns(table))
            fields[column.gqlName] = { type: this.comparison(column) };
          for (const rel of this.visibleRelationships(table)) {
            fields[rel.name] = { type: this.boolExp(rel.target) };
            if (rel.kind === 'array' && this.select(rel.target)?.allowAggregations) {
              fields[`${rel.name}_aggregate`] = { type: this.aggregateBoolExp(rel.target) };
            }
          }
          return sortedFields(fields);
        },
      });
    });
  }

  private aggregateBoolExp(table: Table): GraphQLInputObjectType {
    const name = `${table.gqlName}_aggregate_bool_exp`;
    return this.once(name, () => {
      const count = new GraphQLInputObjectType({
        name: `${name}_count`,
        fields: () => ({
          arguments: { type: new GraphQLList(nonNull(this.selectColumnEnum(table))) },
          distinct: { type: GraphQLBoolean },
          filter: { type: this.boolExp(table) },
          predicate: {
            type: nonNull(this.comparison({ scalar: 'Int', category: 'numeric', isArray: false } as Column)),
          },
        }),
      });
      return new GraphQLInputObjectType({ name, fields: { count: { type: count } } });
    });
  }

  orderByType(table: Table): GraphQLInputObjectType {
    const name = `${table.gqlName}_order_by`;
    return this.once(name, () => {
      return new GraphQLInputObjectType({
        name,
        description: `Ordering options when selecting data from "${this.tableLabel(table)}".`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const column of this.selectableColumns(table))
            fields[column.gqlName] = { type: this.orderBy() };
          for (const rel of this.visibleRelationships(table)) {
            if (rel.kind === 'object') fields[rel.name] = { type: this.orderByType(rel.target) };
            else if (this.select(rel.target)?.allowAggregations) {
              fields[`${rel.name}_aggregate`] = { type: this.aggregateOrderBy(rel.target) };
            }
          }
          return sortedFields(fields);
        },
      });
    });
  }

  private aggregateOrderBy(table: Table): GraphQLInputObjectType {
    const name = `${table.gqlName}_aggregate_order_by`;
    return this.once(name, () => {
      const columns = this.selectableColumns(table);
      const fields: GraphQLInputFieldConfigMap = { count: { type: this.orderBy() } };
      for (const fn of AGGREGATE_FUNCTIONS) {
        const applicable = aggregateColumns(fn, columns);
        if (applicable.length === 0) continue;
        fields[fn] = {
          type: new GraphQLInputObjectType({
            name: `${table.gqlName}_${fn}_order_by`,
            fields: Object.fromEntries(applicable.map((c) => [c.gqlName, { type: this.orderBy() }])),
          }),
        };
      }
      return new GraphQLInputObjectType({
        name,
        description: `order by aggregate values of table "${this.tableLabel(table)}"`,
        fields: sortedFields(fields),
      });
    });
  }

  aggregateType(table: Table): GraphQLObjectType {
    const name = `${table.gqlName}_aggregate`;
    return this.once(name, () => {
      const columns = this.selectableColumns(table);
      const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
      for (const fn of AGGREGATE_FUNCTIONS) {
        const applicable = aggregateColumns(fn, columns);
        if (applicable.length === 0) continue;
        const floatResult = fn !== 'max' && fn !== 'min' && fn !== 'sum';
        fields[fn] = {
          type: new GraphQLObjectType({
            name: `${table.gqlName}_${fn}_fields`,
            description: `aggregate ${fn} on columns`,
            fields: Object.fromEntries(
              applicable.map((c) => [
                c.gqlName,
                { type: floatResult ? GraphQLFloat : this.scalar(c.scalar) },
              ]),
            ),
          }),
        };
      }
      fields.count = {
        type: nonNull(GraphQLInt),
        args: {
          columns: { type: new GraphQLList(nonNull(this.selectColumnEnum(table))) },
          distinct: { type: GraphQLBoolean },
        },
      };
      const aggregateFields = new GraphQLObjectType({
        name: `${table.gqlName}_aggregate_fields`,
        description: `aggregate fields of "${this.tableLabel(table)}"`,
        fields: sortedFields(fields),
      });
      return new GraphQLObjectType({
        name,
        description: `aggregated selection of "${this.tableLabel(table)}"`,
        fields: () => ({
          aggregate: { type: aggregateFields },
          nodes: { type: listOf(this.objectType(table)) },
        }),
      });
    });
  }

  pkArgs(table: Table): GraphQLFieldConfigArgumentMap | undefined {
    const perm = this.select(table);
    if (table.primaryKey.length === 0 || !perm || !table.primaryKey.every((c) => perm.columns.has(c)))
      return undefined;
    return Object.fromEntries(
      table.primaryKey.map((name) => {
        const column = table.columns.find((c) => c.name === name)!;
        return [column.gqlName, { type: nonNull(this.scalar(column.scalar)) }];
      }),
    );
  }

  private streamCursor(table: Table): GraphQLInputObjectType {
    const name = `${table.gqlName}_stream_cursor_input`;
    return this.once(name, () => {
      const ordering = this.once('cursor_ordering', () => {
        return new GraphQLEnumType({
          name: 'cursor_ordering',
          description: 'ordering argument of a cursor',
          values: {
            ASC: { value: 'ASC', description: 'ascending ordering of the cursor' },
            DESC: { value: 'DESC', description: 'descending ordering of the cursor' },
          },
        });
      });
      const value = new GraphQLInputObjectType({
        name: `${table.gqlName}_stream_cursor_value_input`,
        description: 'Initial value of the column from where the streaming should start',
        fields: Object.fromEntries(
          this.selectableColumns(table).map((c) => [c.gqlName, { type: this.scalar(c.scalar) }]),
        ),
      });
      return new GraphQLInputObjectType({
        name,
        description: `Streaming cursor of the table "${this.tableLabel(table)}"`,
        fields: { initial_value: { type: nonNull(value) }, ordering: { type: ordering } },
      });
    });
  }

  /** The select root fields of a table (for query_root, or subscription_root with `_stream`). */
  selectRootFields(table: Table, subscription: boolean): GraphQLFieldConfigMap<unknown, unknown> {
    const perm = this.select(table);
    if (!perm) return {};
    const allowed = subscription ? perm.subscriptionRootFields : perm.queryRootFields;
    const enabled = (key: string) => allowed === undefined || allowed.includes(key);
    const label = this.tableLabel(table);
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
    const root = (kind: RootFieldKey, config: Omit<GraphQLFieldConfig<unknown, unknown>, 'extensions'>) => {
      fields[table.root[kind]] = {
        ...config,
        extensions: { hasura: { kind, table } satisfies FieldMeaning },
      };
    };
    if (enabled('select')) {
      root('select', {
        type: listOf(this.objectType(table)),
        description: `fetch data from the table: "${label}"`,
        args: this.listArgs(table),
      });
    }
    if (enabled('select_aggregate') && perm.allowAggregations) {
      root('select_aggregate', {
        type: nonNull(this.aggregateType(table)),
        description: `fetch aggregated fields from the table: "${label}"`,
        args: this.listArgs(table),
      });
    }
    const pkArgs = this.pkArgs(table);
    if (enabled('select_by_pk') && pkArgs) {
      root('select_by_pk', {
        type: this.objectType(table),
        description: `fetch data from the table: "${label}" using primary key columns`,
        args: pkArgs,
      });
    }
    if (subscription && enabled('select_stream')) {
      root('select_stream', {
        type: listOf(this.objectType(table)),
        description: `fetch data from the table in a streaming manner: "${label}"`,
        args: {
          batch_size: {
            type: nonNull(GraphQLInt),
            description: 'maximum number of rows returned in a single batch',
          },
          cursor: {
            type: nonNull(new GraphQLList(this.streamCursor(table))),
            description: 'cursor to stream the results returned by the query',
          },
          where: { type: this.boolExp(table), description: 'filter the rows returned' },
        },
      });
    }
    return fields;
  }

  private mutationResponse(table: Table): GraphQLObjectType {
    const name = `${table.gqlName}_mutation_response`;
    return this.once(name, () => {
      return new GraphQLObjectType({
        name,
        description: `response of any mutation on the table "${this.tableLabel(table)}"`,
        fields: () => ({
          affected_rows: {
            type: nonNull(GraphQLInt),
            description: 'number of rows affected by the mutation',
          },
          ...(this.select(table)
            ? {
                returning: {
                  type: listOf(this.objectType(table)),
                  description: 'data from the rows affected by the mutation',
                },
              }
            : {}),
        }),
      });
    });
  }

  private columnInput(
    table: Table,
    suffix: string,
    description: string,
    columns: Column[],
    type: (c: Column) => GraphQLInputType,
  ) {
    return this.once(`${table.gqlName}_${suffix}`, () => {
      return new GraphQLInputObjectType({
        name: `${table.gqlName}_${suffix}`,
        description,
        fields: Object.fromEntries(byGqlName(columns).map((c) => [c.gqlName, { type: type(c) }])),
      });
    });
  }

  /** Whether this role may insert into the table (backend-only permissions need the admin secret). */
  private canInsert(table: Table): boolean {
    const insert = insertPermission(table, this.role);
    return insert !== undefined && (!insert.backendOnly || this.backendOnly);
  }

  /**
   * `<table>_insert_input`: the role's insert columns (presets excluded) and, for nested inserts, the
   * relationships into tables it may insert into (`<target>_obj_rel_insert_input` / `_arr_rel_insert_input`).
   */
  private insertInput(table: Table): GraphQLInputObjectType | undefined {
    const insert = insertPermission(table, this.role);
    if (!insert || !this.canInsert(table)) return undefined;
    const name = `${table.gqlName}_insert_input`;
    return this.once(name, () => {
      return new GraphQLInputObjectType({
        name,
        description: `input type for inserting data into table "${this.tableLabel(table)}"`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const column of table.columns) {
            if (insert.columns.has(column.name) && !(column.name in insert.set)) {
              fields[column.gqlName] = { type: this.scalar(column.scalar) };
            }
          }
          for (const rel of nestedInsertRelationships(table)) {
            const relInput = this.relationInsertInput(rel);
            if (relInput) fields[rel.name] = { type: relInput };
          }
          return sortedFields(fields);
        },
      });
    });
  }

  private relationInsertInput(rel: Relationship): GraphQLInputObjectType | undefined {
    const target = rel.target;
    const data = this.insertInput(target);
    if (!data) return undefined;
    const kind = rel.kind === 'object' ? 'obj' : 'arr';
    const name = `${target.gqlName}_${kind}_rel_insert_input`;
    return this.once(name, () => {
      const onConflict = this.onConflict(target);
      return new GraphQLInputObjectType({
        name,
        description: `input type for inserting ${rel.kind === 'object' ? 'object' : 'array'} relation for remote table "${this.tableLabel(target)}"`,
        fields: {
          data: { type: rel.kind === 'object' ? nonNull(data) : listOf(data) },
          ...(onConflict ? { on_conflict: { type: onConflict, description: 'upsert condition' } } : {}),
        },
      });
    });
  }

  private onConflict(table: Table): GraphQLInputObjectType | undefined {
    const constraints = table.uniqueConstraints.filter((c) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(c.name));
    if (constraints.length === 0) return undefined;
    const name = `${table.gqlName}_on_conflict`;
    return this.once(name, () => {
      const label = this.tableLabel(table);
      const constraint = new GraphQLEnumType({
        name: `${table.gqlName}_constraint`,
        description: `unique or primary key constraints on table "${label}"`,
        values: Object.fromEntries(
          constraints.map((c) => [
            c.name,
            {
              value: c.name,
              description: `unique or primary key constraint on columns ${c.columns.map((col) => `"${col}"`).join(', ')}`,
            },
          ]),
        ),
      });
      const update = updatePermission(table, this.role);
      const updatable = update ? byGqlName(table.columns.filter((c) => update.columns.has(c.name))) : [];
      const updateColumn = new GraphQLEnumType({
        name: `${table.gqlName}_update_column`,
        description: `update columns of table "${label}"`,
        values:
          updatable.length > 0
            ? Object.fromEntries(
                updatable.map((c) => [c.gqlName, { value: c.gqlName, description: 'column name' }]),
              )
            : { _PLACEHOLDER: { value: '_PLACEHOLDER', description: 'placeholder (do not use)' } },
      });
      return new GraphQLInputObjectType({
        name,
        description: `on_conflict condition type for table "${label}"`,
        fields: () => ({
          constraint: { type: nonNull(constraint) },
          update_columns: { type: listOf(updateColumn), defaultValue: [] },
          ...(this.select(table) ? { where: { type: this.boolExp(table) } } : {}),
        }),
      });
    });
  }

  /** The mutation root fields of a table for this role. */
  mutationRootFields(table: Table): GraphQLFieldConfigMap<unknown, unknown> {
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
    const label = this.tableLabel(table);
    const root = (kind: RootFieldKey, config: Omit<GraphQLFieldConfig<unknown, unknown>, 'extensions'>) => {
      fields[table.root[kind]] = {
        ...config,
        extensions: { hasura: { kind, table } satisfies FieldMeaning },
      };
    };
    const canSelect = this.select(table) !== undefined;
    const insert = insertPermission(table, this.role);
    if (insert && (!insert.backendOnly || this.backendOnly)) {
      const input = this.insertInput(table)!;
      const onConflict = this.onConflict(table);
      const conflictArg: GraphQLFieldConfigArgumentMap = onConflict
        ? { on_conflict: { type: onConflict, description: 'upsert condition' } }
        : {};
      root('insert', {
        type: this.mutationResponse(table),
        description: `insert data into the table: "${label}"`,
        args: { objects: { type: listOf(input), description: 'the rows to be inserted' }, ...conflictArg },
      });
      if (canSelect) {
        root('insert_one', {
          type: this.objectType(table),
          description: `insert a single row into the table: "${label}"`,
          args: { object: { type: nonNull(input), description: 'the row to be inserted' }, ...conflictArg },
        });
      }
    }
    const update = updatePermission(table, this.role);
    if (update && canSelect) {
      const columns = table.columns.filter((c) => update.columns.has(c.name) && !(c.name in update.set));
      const operators = this.updateOperators(table, columns);
      root('update', {
        type: this.mutationResponse(table),
        description: `update data of the table: "${label}"`,
        args: {
          ...operators,
          where: {
            type: nonNull(this.boolExp(table)),
            description: 'filter the rows which have to be updated',
          },
        },
      });
      const pkArgs = this.pkArgs(table);
      if (pkArgs) {
        const pkInput = this.once(`${table.gqlName}_pk_columns_input`, () => {
          return new GraphQLInputObjectType({
            name: `${table.gqlName}_pk_columns_input`,
            description: `primary key columns input for table: ${label}`,
            fields: pkArgs as GraphQLInputFieldConfigMap,
          });
        });
        root('update_by_pk', {
          type: this.objectType(table),
          description: `update single row of the table: "${label}"`,
          args: { ...operators, pk_columns: { type: nonNull(pkInput) } },
        });
      }
      const updates = this.once(`${table.gqlName}_updates`, () => {
        return new GraphQLInputObjectType({
          name: `${table.gqlName}_updates`,
          fields: () =>
            ({
              ...operators,
              where: {
                type: nonNull(this.boolExp(table)),
                description: 'filter the rows which have to be updated',
              },
            }) as GraphQLInputFieldConfigMap,
        });
      });
      root('update_many', {
        type: new GraphQLList(this.mutationResponse(table)),
        description: `update multiples rows of table: "${label}"`,
        args: { updates: { type: listOf(updates), description: 'updates to execute, in order' } },
      });
    }
    const del = deletePermission(table, this.role);
    if (del && canSelect && (!del.backendOnly || this.backendOnly)) {
      root('delete', {
        type: this.mutationResponse(table),
        description: `delete data from the table: "${label}"`,
        args: {
          where: {
            type: nonNull(this.boolExp(table)),
            description: 'filter the rows which have to be deleted',
          },
        },
      });
      const pkArgs = this.pkArgs(table);
      if (pkArgs)
        root('delete_by_pk', {
          type: this.objectType(table),
          description: `delete single row from the table: "${label}"`,
          args: pkArgs,
        });
    }
    return fields;
  }

  private updateOperators(table: Table, columns: Column[]): GraphQLFieldConfigArgumentMap {
    const label = this.tableLabel(table);
    const args: GraphQLFieldConfigArgumentMap = {};
    const jsonb = columns.filter((c) => c.scalar === 'jsonb');
    if (jsonb.length > 0) {
      args._append = {
        type: this.columnInput(
          table,
          'append_input',
          'append existing jsonb value of filtered columns with new jsonb value',
          jsonb,
          (c) => this.scalar(c.scalar),
        ),
        description: 'append existing jsonb value of filtered columns with new jsonb value',
      };
      args._delete_at_path = {
        type: this.columnInput(
          table,
          'delete_at_path_input',
          'delete the field or element with specified path (for JSON arrays, negative integers count from the end)',
          jsonb,
          () => new GraphQLList(nonNull(GraphQLString)),
        ),
        description:
          'delete the field or element with specified path (for JSON arrays, negative integers count from the end)',
      };
      args._delete_elem = {
        type: this.columnInput(
          table,
          'delete_elem_input',
          'delete the array element with specified index (negative integers count from the end). throws an error if top level container is not an array',
          jsonb,
          () => GraphQLInt,
        ),
        description:
          'delete the array element with specified index (negative integers count from the end). throws an error if top level container is not an array',
      };
      args._delete_key = {
        type: this.columnInput(
          table,
          'delete_key_input',
          'delete key/value pair or string element. key/value pairs are matched based on their key value',
          jsonb,
          () => GraphQLString,
        ),
        description:
          'delete key/value pair or string element. key/value pairs are matched based on their key value',
      };
    }
    const numeric = columns.filter((c) => c.category === 'numeric');
    if (numeric.length > 0) {
      args._inc = {
        type: this.columnInput(
          table,
          'inc_input',
          `input type for incrementing numeric columns in table "${label}"`,
          numeric,
          (c) => this.scalar(c.scalar),
        ),
        description: 'increments the numeric columns with given value of the filtered values',
      };
    }
    if (jsonb.length > 0) {
      args._prepend = {
        type: this.columnInput(
          table,
          'prepend_input',
          'prepend existing jsonb value of filtered columns with new jsonb value',
          jsonb,
          (c) => this.scalar(c.scalar),
        ),
        description: 'prepend existing jsonb value of filtered columns with new jsonb value',
      };
    }
    if (columns.length > 0) {
      args._set = {
        type: this.columnInput(
          table,
          'set_input',
          `input type for updating data in table "${label}"`,
          columns,
          (c) => this.scalar(c.scalar),
        ),
        description: 'sets the columns of the filtered rows to the given values',
      };
    }
    return args;
  }
}

/** Builds the schema a role sees; a role that sees nothing gets Hasura's `no_queries_available` query root. */
export function buildRoleSchema(model: Model, role: string, backendOnly = false): GraphQLSchema {
  const builder = new RoleSchema(role, backendOnly);
  const query: GraphQLFieldConfigMap<unknown, unknown> = {};
  const mutation: GraphQLFieldConfigMap<unknown, unknown> = {};
  const subscription: GraphQLFieldConfigMap<unknown, unknown> = {};
  for (const table of model.tables) {
    Object.assign(query, builder.selectRootFields(table, false));
    Object.assign(subscription, builder.selectRootFields(table, true));
    Object.assign(mutation, builder.mutationRootFields(table));
  }
  const sorted = sortedFields;
  if (Object.keys(query).length === 0) query.no_queries_available = { type: nonNull(GraphQLString) };
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields: sorted(query) }),
    ...(Object.keys(mutation).length > 0
      ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: sorted(mutation) }) }
      : {}),
    ...(Object.keys(subscription).length > 0
      ? { subscription: new GraphQLObjectType({ name: 'subscription_root', fields: sorted(subscription) }) }
      : {}),
  });
}
