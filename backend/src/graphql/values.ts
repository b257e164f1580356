/** Small checks on plain JSON-like values (request bodies, metadata YAML, GraphQL argument values). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** GraphQL's list input coercion: one value stands for a list of one; absent or null is empty. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
