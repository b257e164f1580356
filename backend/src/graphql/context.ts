import { HasuraError } from './errors';
import type { Model, Table } from './model';
import type { OperationInput } from './selection';
import type { Session } from './session';
import { Aliases, Params } from './sql';

/** The state of compiling one statement: who asks, the bound parameters, fresh aliases, the operation's input. */
export class CompileContext {
  readonly params = new Params();
  readonly aliases = new Aliases();

  constructor(
    readonly session: Session,
    readonly input: OperationInput,
    readonly model: Model,
    /** bigint, numeric and float8 values answered as strings (HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES). */
    readonly stringifyNumbers = false,
  ) {}

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
