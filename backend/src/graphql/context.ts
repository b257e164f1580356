import { HasuraError } from './errors';
import type { RowLimits } from './limits';
import type { Model, Table } from './model';
import type { OperationInput } from './selection';
import type { Session } from './session';
import { Aliases, Params } from './sql';

/** The state of compiling one statement: who asks, the bound parameters, fresh aliases, the operation's input. */
export class CompileContext {
  readonly params = new Params();
  readonly aliases = new Aliases();
  /** Rows the answer may hold so far (the cost estimate), and the rows of the field being compiled. */
  cost = 0;
  private rowsAbove = 1;
  /**
   * The client's filter matches text against a pattern (`_like`, `_ilike`, `_regex`, …): the statement is planned
   * for its values each time, never prepared. How many rows a pattern matches decides the plan (a common word:
   * walk the index of the order and stop at a page; a rare one: its trigram index), and a prepared statement's
   * generic plan, which cannot know, read and sorted every match of a common word for a page of 25.
   */
  plansPerValue = false;

  constructor(
    readonly session: Session,
    readonly input: OperationInput,
    readonly model: Model,
    /** bigint, numeric and float8 values answered as strings (HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES). */
    readonly stringifyNumbers = false,
    /** Row limits and the cost ceiling; absent for admin. */
    readonly rowLimits?: RowLimits,
  ) {}

  /**
   * Compiles a field answering up to `rows` rows per row above it (1 for an object, the limit for an array
   * field, unknown for admin without a limit) and adds them to the cost; over the ceiling it refuses the query.
   */
  withRows<T>(rows: number | undefined, path: string, compile: () => T): T {
    const above = this.rowsAbove;
    this.rowsAbove = above * (rows ?? 1);
    this.cost += this.rowsAbove;
    if (this.rowLimits && this.cost > this.rowLimits.maxCost) {
      throw new HasuraError(
        'validation-failed',
        `the query could answer ${this.cost} rows or more, more than the limit of ${this.rowLimits.maxCost} rows: lower the limits of nested lists or ask for fewer of them`,
        path,
      );
    }
    try {
      return compile();
    } finally {
      this.rowsAbove = above;
    }
  }

  get tables(): readonly Table[] {
    return this.model.tables;
  }

  get role(): string {
    return this.session.role;
  }

  /** A session variable's value; a permission that needs an absent one fails as Hasura does. */
  sessionVariable(name: string): string {
    const key = name.toLowerCase();
    const value = this.session.variables[key];
    if (value === undefined) throw new HasuraError('not-found', `missing session variables: "${key}"`);
    return value;
  }
}

const SESSION_VARIABLE = /^x-hasura-/i;

export function isSessionVariable(value: unknown): value is string {
  return typeof value === 'string' && SESSION_VARIABLE.test(value);
}
