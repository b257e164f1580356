import { isSessionVariable, type CompileContext } from './context';
import { HasuraError } from './errors';
import type { BoolExpJson } from './metadata';
import { selectPermission, type Column, type Relationship, type Table } from './model';
import { isSessionValue } from './permission-scope';
import { INT, TEXT, ident, qualifiedName } from './sql';
import { isRecord } from './values';

/**
 * Compiles a Hasura boolean expression to SQL over `alias`. One compiler serves both sources of filters:
 * - `user`: a `where` argument; keys are GraphQL names, and a walked relationship also applies the target's
 *   select permission;
 * - `permission`: a filter or check from metadata; keys are column names, strings `X-Hasura-*` are session
 *   variables, `_exists` and column comparisons (`_ceq`, …) are allowed.
 */
export type BoolExpMode = 'user' | 'permission';

const COMPARE: Record<string, string> = { _eq: '=', _neq: '<>', _gt: '>', _gte: '>=', _lt: '<', _lte: '<=' };
const COLUMN_COMPARE: Record<string, string> = {
  _ceq: '=',
  _cne: '<>',
  _cgt: '>',
  _cgte: '>=',
  _clt: '<',
  _clte: '<=',
};
const TEXT_MATCH: Record<string, string> = {
  _like: 'LIKE',
  _nlike: 'NOT LIKE',
  _ilike: 'ILIKE',
  _nilike: 'NOT ILIKE',
  _similar: 'SIMILAR TO',
  _nsimilar: 'NOT SIMILAR TO',
  _regex: '~',
  _nregex: '!~',
  _iregex: '~*',
  _niregex: '!~*',
};

export function joinCondition(rel: Relationship, parent: string, child: string): string {
  return rel.mapping.map((m) => `${child}.${ident(m.to)} = ${parent}.${ident(m.from)}`).join(' AND ');
}

export function and(parts: readonly string[]): string {
  const real = parts.filter((p) => p !== 'true');
  if (real.length === 0) return 'true';
  return real.length === 1 ? real[0]! : real.map((p) => `(${p})`).join(' AND ');
}

class BoolExpCompiler {
  constructor(
    private readonly ctx: CompileContext,
    private readonly mode: BoolExpMode,
  ) {}

  /**
   * Binds an operand cast to `cast`. A `list` operand (`_in`, `_has_keys_any`, an array column given a JS array)
   * is bound as one Postgres array. In permissions, `X-Hasura-*` strings are session variables; an array-valued
   * one is a Postgres array literal (or JSON array) text.
   */
  private value(value: unknown, cast: string, list = false): string {
    if (value === null || value === undefined) {
      throw new HasuraError('validation-failed', 'unexpected null value in a boolean expression');
    }
    const session = (v: unknown) =>
      this.mode === 'permission' && isSessionVariable(v) ? this.ctx.sessionVariable(v) : v;
    if (!list) return this.ctx.params.bind(session(value), cast);
    if (this.mode === 'permission' && isSessionVariable(value)) {
      const text = this.ctx.sessionVariable(value);
      return text.startsWith('[')
        ? this.ctx.params.bind(JSON.parse(text) as unknown[], cast, true)
        : this.ctx.params.bind(text, cast);
    }
    return this.ctx.params.bind((Array.isArray(value) ? value : [value]).map(session), cast, true);
  }

  private column(table: Table, key: string): Column | undefined {
    return table.columns.find((c) => (this.mode === 'user' ? c.gqlName === key : c.name === key));
  }

  compile(table: Table, alias: string, exp: unknown, root = alias): string {
    if (exp === null || exp === undefined) return 'true';
    if (!isRecord(exp)) throw new HasuraError('validation-failed', 'expected a boolean expression object');
    const parts: string[] = [];
    for (const [key, value] of Object.entries(exp)) {
      if (value === undefined) continue;
      parts.push(this.entry(table, alias, key, value, root));
    }
    return and(parts);
  }

  private entry(table: Table, alias: string, key: string, value: unknown, root: string): string {
    if (key === '_and' || key === '_or') {
      if (value === null) throw new HasuraError('validation-failed', `unexpected null value for "${key}"`);
      const items = (Array.isArray(value) ? value : [value]).map((item) =>
        this.compile(table, alias, item, root),
      );
      if (items.length === 0) return key === '_and' ? 'true' : 'false';
      return items.map((item) => `(${item})`).join(key === '_and' ? ' AND ' : ' OR ');
    }
    if (key === '_not') {
      if (value === null) throw new HasuraError('validation-failed', 'unexpected null value for "_not"');
      return `NOT (${this.compile(table, alias, value, root)})`;
    }
    if (key === '_exists' && this.mode === 'permission' && isRecord(value)) {
      return this.exists(value, root);
    }
    const column = this.column(table, key);
    if (column) return this.comparisons(table, alias, column, value, root);
    const rel = table.relationships.find((r) => r.name === key);
    if (rel) return this.relationship(rel, alias, value, root);
    const aggregate =
      key.endsWith('_aggregate') && table.relationships.find((r) => `${r.name}_aggregate` === key);
    if (aggregate && aggregate.kind === 'array') return this.aggregate(aggregate, alias, value, root);
    throw new HasuraError(
      this.mode === 'user' ? 'validation-failed' : 'unexpected',
      `field '${key}' not found in boolean expression of "${table.name}"`,
    );
  }

  private targetFilter(rel: Relationship, alias: string): string {
    if (this.mode === 'permission') return 'true';
    const perm = selectPermission(rel.target, this.ctx.role);
    return perm ? compileBoolExp(this.ctx, rel.target, alias, perm.filter, 'permission') : 'false';
  }

  private relationship(rel: Relationship, alias: string, value: unknown, root: string): string {
    const child = this.ctx.aliases.next('e');
    // A permission's walk reads no target permission (`targetFilter` is 'true'), so its inner part comes first.
    const inner = this.mode === 'permission' ? this.compile(rel.target, child, value, root) : undefined;
    const keys = inner === undefined ? undefined : this.sessionKeys(rel, alias, child, value, inner);
    if (keys) return keys;
    const where = and([
      joinCondition(rel, alias, child),
      this.targetFilter(rel, child),
      inner ?? this.compile(rel.target, child, value, root),
    ]);
    return `EXISTS (SELECT 1 FROM ${qualifiedName(rel.target.schema, rel.target.name)} AS ${child} WHERE ${where})`;
  }

  /**
   * A permission's walk to the session's own few rows (`organization: {profiles: {user_id: {_eq:
   * X-Hasura-User-Id}, …}}`, `driver: {user_id: …}`) as `key = ANY(ARRAY(<their keys>))`: the same rows as the
   * EXISTS, but the keys are read once per statement (an init plan), so the condition is a plain value for the
   * planner: an index condition, pushed into views (a per-organization GROUP BY) and cheap to plan, where the
   * EXISTS is a semi-join per relation and kept above a view's grouping. Only for one-column object
   * relationships, when the walk reads nothing of the outer rows (else it is per row) and is bounded by the
   * session (`sessionBounded`: never a list as long as a table). The key is compared only when not null and the
   * array holds no null, so the condition is true or false as the EXISTS is, also under `_not` and in an insert
   * check's bool_and.
   */
  private sessionKeys(
    rel: Relationship,
    alias: string,
    child: string,
    value: unknown,
    inner: string,
  ): string | undefined {
    if (rel.kind !== 'object' || rel.mapping.length !== 1) return undefined;
    if (!sessionBounded(rel.target, value) || readsOuterAliases(inner, child)) return undefined;
    const { from, to } = rel.mapping[0]!;
    const key = `${alias}.${ident(from)}`;
    const target = `${child}.${ident(to)}`;
    const keys = `SELECT ${target} FROM ${qualifiedName(rel.target.schema, rel.target.name)} AS ${child} WHERE ${and(
      [
        rel.target.columns.find((c) => c.name === to)?.nullable === false ? 'true' : `${target} IS NOT NULL`,
        inner,
      ],
    )}`;
    // `nullable` is false only for a foreign key of NOT NULL columns.
    return and([rel.nullable ? `${key} IS NOT NULL` : 'true', `${key} = ANY(ARRAY(${keys}))`]);
  }

  private aggregate(rel: Relationship, alias: string, value: unknown, root: string): string {
    const count = isRecord(value) ? value.count : undefined;
    if (!isRecord(count)) return 'true';
    const child = this.ctx.aliases.next('e');
    const columns = Array.isArray(count.arguments)
      ? count.arguments.map((name) => rel.target.columns.find((c) => c.gqlName === name)!)
      : [];
    const counted =
      columns.length === 0
        ? '*'
        : `${count.distinct === true ? 'DISTINCT ' : ''}${columns.length === 1 ? `${child}.${ident(columns[0]!.name)}` : `(${columns.map((c) => `${child}.${ident(c.name)}`).join(', ')})`}`;
    const where = and([
      joinCondition(rel, alias, child),
      this.targetFilter(rel, child),
      this.compile(rel.target, child, count.filter, root),
    ]);
    const subquery = `(SELECT count(${counted}) FROM ${qualifiedName(rel.target.schema, rel.target.name)} AS ${child} WHERE ${where})`;
    const intColumn = { cast: INT, category: 'numeric', isArray: false, scalar: 'Int' } as Column;
    return this.operators(subquery, intColumn, count.predicate, alias, root);
  }

  private exists(value: Record<string, unknown>, root: string): string {
    const target = value._table;
    const name = isRecord(target)
      ? { schema: String(target.schema ?? 'public'), name: String(target.name) }
      : { schema: 'public', name: String(target) };
    const table = this.ctx.tables.find((t) => t.schema === name.schema && t.name === name.name);
    if (!table)
      throw new HasuraError('unexpected', `_exists: table ${name.schema}.${name.name} is not tracked`);
    const child = this.ctx.aliases.next('e');
    return `EXISTS (SELECT 1 FROM ${qualifiedName(table.schema, table.name)} AS ${child} WHERE ${this.compile(table, child, value._where, root)})`;
  }

  private comparisons(table: Table, alias: string, column: Column, value: unknown, root: string): string {
    return this.operators(`${alias}.${ident(column.name)}`, column, value, alias, root, table);
  }

  private operators(
    expr: string,
    column: Column,
    value: unknown,
    alias: string,
    root: string,
    table?: Table,
  ): string {
    if (value === null)
      throw new HasuraError('validation-failed', `unexpected null value for type "${column.scalar}"`);
    if (!isRecord(value))
      throw new HasuraError('validation-failed', `expected a comparison expression for "${column.scalar}"`);
    const parts: string[] = [];
    for (const [op, operand] of Object.entries(value)) {
      if (operand === undefined) continue;
      parts.push(this.operator(expr, column, op, operand, alias, root, table));
    }
    return and(parts);
  }

  private operator(
    expr: string,
    column: Column,
    op: string,
    operand: unknown,
    alias: string,
    root: string,
    table?: Table,
  ): string {
    if (operand === null) {
      throw new HasuraError(
        'validation-failed',
        `unexpected null value for type "${op === '_is_null' ? 'Boolean' : column.scalar}"`,
      );
    }
    const scalar = () => this.value(operand, column.cast, column.isArray && Array.isArray(operand));
    const compare = COMPARE[op];
    if (compare) return `${expr} ${compare} ${scalar()}`;
    const textMatch = TEXT_MATCH[op];
    if (textMatch) {
      if (this.mode === 'user') this.ctx.plansPerValue = true;
      // A pattern is no value of a domain (auth.email's check would refuse `%ewa%`): it is text then.
      const patternCast =
        column.category === 'string' && column.domainBase === undefined ? column.cast : TEXT;
      return `${expr} ${textMatch} ${this.value(operand, patternCast)}`;
    }
    switch (op) {
      case '_in':
        return `${expr} = ANY(${this.value(operand, `${column.cast}[]`, true)})`;
      case '_nin':
        return `${expr} <> ALL(${this.value(operand, `${column.cast}[]`, true)})`;
      case '_is_null':
        return operand === true ? `${expr} IS NULL` : `${expr} IS NOT NULL`;
      case '_contains':
        return `${expr} @> ${scalar()}`;
      case '_contained_in':
        return `${expr} <@ ${scalar()}`;
      case '_has_key':
        return `${expr} ? ${this.value(operand, TEXT)}`;
      case '_has_keys_any':
        return `${expr} ?| ${this.value(operand, `${TEXT}[]`, true)}`;
      case '_has_keys_all':
        return `${expr} ?& ${this.value(operand, `${TEXT}[]`, true)}`;
      case '_cast': {
        if (!isRecord(operand)) return 'true';
        const text = { cast: TEXT, category: 'string', isArray: false, scalar: 'String' } as Column;
        return operand.String === undefined
          ? 'true'
          : this.operators(`(${expr})::text`, text, operand.String, alias, root);
      }
    }
    const columnCompare = COLUMN_COMPARE[op];
    if (columnCompare && this.mode === 'permission' && table) {
      const [target, name] =
        Array.isArray(operand) && operand[0] === '$' ? [root, String(operand[1])] : [alias, String(operand)];
      if (!table.columns.some((c) => c.name === name) && target === alias) {
        throw new HasuraError('unexpected', `column comparison with unknown column "${name}"`);
      }
      return `${expr} ${columnCompare} ${target}.${ident(name)}`;
    }
    throw new HasuraError('validation-failed', `unknown operator "${op}" for type "${column.scalar}"`);
  }
}

/**
 * Whether a permission's expression on `table` keeps only rows tied directly to the session, so that there are
 * few of them: a conjunct compares one of its columns (`_eq`, `_in`) with the user's or organization's id, or
 * walks one array relationship to rows that do (an organization through the user's own profiles). Every `_or` branch must be.
 */
function sessionBounded(table: Table, exp: unknown, hops = 0): boolean {
  if (!isRecord(exp)) return false;
  return Object.entries(exp).some(([key, value]) => {
    if (key === '_and')
      return Array.isArray(value) && value.some((item) => sessionBounded(table, item, hops));
    if (key === '_or')
      return (
        Array.isArray(value) && value.length > 0 && value.every((item) => sessionBounded(table, item, hops))
      );
    if (key.startsWith('_') || !isRecord(value)) return false;
    if (table.columns.some((c) => c.name === key)) {
      return isSessionValue(value._eq) || isSessionValue(value._in);
    }
    const rel = table.relationships.find((r) => r.name === key);
    return rel?.kind === 'array' && hops === 0 && sessionBounded(rel.target, value, hops + 1);
  });
}

/** Whether compiled SQL refers to an alias made before `own` (the compiler numbers aliases as it makes them). */
function readsOuterAliases(sql: string, own: string): boolean {
  const number = (alias: string) => Number(/(\d+)"$/.exec(alias)?.[1] ?? Number.NaN);
  const first = number(own);
  return [...sql.matchAll(/"_[a-z]+(\d+)"/g)].some((match) => Number(match[1]) < first);
}

/** Compiles a boolean expression (`where` in `user` mode, a metadata filter/check in `permission` mode). */
export function compileBoolExp(
  ctx: CompileContext,
  table: Table,
  alias: string,
  exp: BoolExpJson | unknown,
  mode: BoolExpMode,
): string {
  return new BoolExpCompiler(ctx, mode).compile(table, alias, exp);
}
