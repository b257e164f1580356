import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { HasuraError } from './errors';

/** Request size limits (OWASP GraphQL cheat sheet; Hasura's API limits): depth, fields, aliases, tokens. */
export interface Limits {
  /** Deepest field nesting, root fields being depth 1. */
  maxDepth: number;
  /** Most fields in the operation, fragments expanded. */
  maxNodes: number;
  /** Most root fields (each is a table scan). */
  maxRootFields: number;
  /** Most lexical tokens in the document (parser limit). */
  maxTokens: number;
  /**
   * Rows of an array field (list root field, array relationship, aggregate `nodes`) without a `limit`
   * argument, for every role but admin. A select permission's `limit` replaces it for that role and table.
   */
  defaultRowLimit: number;
  /** The most rows of one array field for every role but admin; a larger `limit` argument is lowered. */
  maxRowLimit: number;
  /**
   * The most rows an operation may answer, estimated before it runs: each array field counts its
   * (effective) limit times the rows of the fields above it. Admin is exempt.
   */
  maxCost: number;
  /** The largest JSON answer, in bytes, for every role; a larger one is refused. */
  maxResponseBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxDepth: 12,
  maxNodes: 2000,
  maxRootFields: 50,
  maxTokens: 20000,
  defaultRowLimit: 100,
  maxRowLimit: 1000,
  maxCost: 50_000,
  maxResponseBytes: 10 * 1024 * 1024,
};

/** The row limits of one compilation; absent for admin. */
export interface RowLimits {
  defaultRowLimit: number;
  maxRowLimit: number;
  maxCost: number;
}

/** The rows one array field may answer: the client's `limit`, else the permission's or the default, at most the caps. */
export function effectiveRowLimit(
  limits: RowLimits | undefined,
  userLimit: number | undefined,
  permissionLimit: number | undefined,
): number | undefined {
  if (!limits)
    return permissionLimit === undefined
      ? userLimit
      : Math.min(permissionLimit, userLimit ?? permissionLimit);
  const cap = Math.min(limits.maxRowLimit, permissionLimit ?? Infinity);
  return Math.min(userLimit ?? permissionLimit ?? limits.defaultRowLimit, cap);
}

/** The refusal of an answer larger than `maxResponseBytes`. */
export function responseTooLarge(bytes: number, maxBytes: number): HasuraError {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return new HasuraError(
    'validation-failed',
    `the response would be ${mb(bytes)} MB, more than the limit of ${mb(maxBytes)} MB: ask for fewer rows or columns`,
    '$',
  );
}

/** Rejects documents beyond the limits; runs after validation (no fragment cycles remain). */
export function checkLimits(document: DocumentNode, limits: Limits): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let nodes = 0;
  const walk = (set: SelectionSetNode, depth: number): number => {
    let deepest = depth;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        nodes += 1;
        if (nodes > limits.maxNodes) {
          throw new HasuraError('validation-failed', `the query has more than ${limits.maxNodes} fields`);
        }
        const below = selection.selectionSet ? walk(selection.selectionSet, depth + 1) : depth + 1;
        deepest = Math.max(deepest, below);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, depth));
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) deepest = Math.max(deepest, walk(fragment.selectionSet, depth));
      }
    }
    return deepest;
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const roots = definition.selectionSet.selections.length;
    if (roots > limits.maxRootFields) {
      throw new HasuraError(
        'validation-failed',
        `the query has more than ${limits.maxRootFields} root fields`,
      );
    }
    const depth = walk(definition.selectionSet, 0);
    if (depth > limits.maxDepth) {
      throw new HasuraError(
        'validation-failed',
        `the query is nested ${depth} levels deep, more than the limit of ${limits.maxDepth}`,
      );
    }
  }
}
