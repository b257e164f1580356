import type { BoolExpJson, TableMetadata } from './metadata';
import { isRecord } from './values';

/** Session variables that name who asks: a permission scoped by one of them cannot reach everyone's rows. */
const SESSION_SCOPES = new Set(['x-hasura-user-id', 'x-hasura-org-id']);

const BOOLEAN_KEYS = new Set(['_and', '_or', '_not', '_exists']);
const COMPARISONS_ON_SESSION = new Set(['_eq', '_in', '_contains', '_has_key']);

/** Whether a permission's operand names who asks: `X-Hasura-User-Id` or `X-Hasura-Org-Id` (or a list of them). */
export const isSessionValue = (value: unknown): boolean =>
  typeof value === 'string'
    ? SESSION_SCOPES.has(value.toLowerCase())
    : Array.isArray(value) && value.length > 0 && value.every(isSessionValue);

/**
 * Whether a permission's boolean expression keeps every row it lets through tied to the session: each `_or`
 * branch must be, one conjunct of an `_and` (or of the implicit and of an object) is enough, a relationship
 * passes its scope on, and a column compared (`_eq`, `_in`) to `X-Hasura-User-Id` or `X-Hasura-Org-Id` is the
 * scope itself. `_not`, other operators and constants never scope a row (issue 15: the permission matrix).
 */
export function isSessionScoped(exp: unknown): boolean {
  if (!isRecord(exp)) return false;
  return Object.entries(exp).some(([key, value]) => {
    if (key === '_and') return Array.isArray(value) && value.some(isSessionScoped);
    if (key === '_or') return Array.isArray(value) && value.length > 0 && value.every(isSessionScoped);
    if (key === '_not') return false;
    if (key === '_exists') return isRecord(value) && isSessionScoped(value._where);
    if (!isRecord(value)) return false;
    const keys = Object.keys(value);
    const isComparison = keys.length > 0 && keys.every((op) => op.startsWith('_') && !BOOLEAN_KEYS.has(op));
    if (isComparison) {
      return Object.entries(value).some(
        ([op, operand]) => COMPARISONS_ON_SESSION.has(op) && isSessionValue(operand),
      );
    }
    // A relationship: its rows must be scoped.
    return isSessionScoped(value);
  });
}

export type Operation = 'select' | 'insert' | 'update' | 'delete';

export interface PermissionRule {
  table: string;
  role: string;
  operation: Operation;
  /** The filter (select, update, delete) or check (insert) the role's rows must pass. */
  expression: BoolExpJson;
}

const presetConditions = (set: Record<string, unknown>): BoolExpJson[] =>
  Object.entries(set).map(([column, value]) => ({ [column]: { _eq: value } }));

/** Every non-admin permission of the metadata, one row per table, role and operation. */
export function permissionRules(tables: readonly TableMetadata[]): PermissionRule[] {
  const rules: PermissionRule[] = [];
  for (const table of tables) {
    const name = `${table.table.schema}.${table.table.name}`;
    for (const [role, permission] of table.select) {
      rules.push({ table: name, role, operation: 'select', expression: permission.filter });
    }
    for (const [role, permission] of table.insert) {
      // A preset from the session (`set: {user_id: X-Hasura-User-Id}`) ties the row to him as a check would.
      const expression = { _and: [permission.check, ...presetConditions(permission.set)] };
      rules.push({ table: name, role, operation: 'insert', expression });
    }
    for (const [role, permission] of table.update) {
      rules.push({ table: name, role, operation: 'update', expression: permission.filter });
    }
    for (const [role, permission] of table.delete) {
      rules.push({ table: name, role, operation: 'delete', expression: permission.filter });
    }
  }
  return rules;
}
