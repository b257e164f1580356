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
